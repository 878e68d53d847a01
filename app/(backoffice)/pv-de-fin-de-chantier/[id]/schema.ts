import { z } from 'zod';

/** The works-acceptance view's input, parsed by its server actions. */
export const worksAcceptanceInput = z.object({ id: z.string().min(1).max(100) });
