import { z } from 'zod';

/** The user a discussion is started with, parsed by the server action. */
export const startInput = z.object({ userId: z.string().trim().min(1).max(200) });
