import { z } from 'zod';

/**
 * A CSV report ready to download; the filename comes from content-disposition, else
 * DEFAULT_REPORT_FILENAME (lib/domain/constants).
 */
export const exportResultSchema = z.object({ filename: z.string().min(1), data: z.string() });
export type ExportResult = z.infer<typeof exportResultSchema>;
