import { z } from 'zod';
import { ROLES } from '@/lib/domain/roles';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';

/** The roles editor's values: the whole new list (PUT replaces it), at least one role. */
export const rolesFormSchema = z.object({
  id: z.string().min(1),
  roles: z.array(z.enum(ROLES), { error: M.rolesRequired }).min(1, M.rolesRequired),
  /** « Motif de la demande » when the change waits for a second person (lib/approvals requires it). */
  approvalReason: z.string().trim().max(1000).optional(),
});
export type RolesFormValues = z.infer<typeof rolesFormSchema>;
