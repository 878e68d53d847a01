import { z } from 'zod';
import { alertLevel } from '../enums';
import { enumSchema } from '@/lib/domain/enums/schema';

/** A toast (SPEC §2): auto-hides after 8000 ms unless options.autoHide is false. */
export const alertSchema = z.object({
  id: z.string().min(1),
  level: enumSchema(alertLevel),
  message: z.string().min(1),
  options: z.object({ autoHide: z.boolean().optional() }).default({}),
});
export type Alert = z.infer<typeof alertSchema>;
