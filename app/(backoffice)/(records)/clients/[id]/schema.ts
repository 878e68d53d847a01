import { z } from 'zod';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';

/* The pp-account actions of the user view, parsed by their server actions. */

// The gateway only needs the pp-account; userId names its owner, whose kind the rule reads.
export const ppAccountInput = z.object({
  ppAccountId: z.string().min(1),
  userId: z.string().min(1).max(200),
});

export const associateInput = ppAccountInput.extend({
  account: z.string({ error: M.accountRequired }).trim().min(1, M.accountRequired).max(100),
});
