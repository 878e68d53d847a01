import { z } from 'zod';

/** The match view's input, parsed by its server action. */
export const matchIdInput = z.object({ id: z.string().trim().min(1).max(200) });
