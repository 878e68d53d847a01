import { z } from 'zod';
import { ROLE_LABELS, ROLES } from '@/lib/domain/roles';
import { canBeQueue } from './lists';
import { VIEW_MESSAGES as M } from './messages';
import { canOpenList } from './rules';
import { VIEW_LISTS, VIEW_NAME_MAX, type ViewList } from './types';

/*
 * The inputs of the saved views' actions. The query a view keeps is whatever the list's URL held;
 * the action reads it again with the list's own parsing, so nothing else is ever stored.
 */

const MAX_QUERY_LENGTH = 2000;

const viewId = z.string().trim().min(1).max(100);
const viewName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(VIEW_NAME_MAX, M.nameTooLong);
/** The dialog's checkboxes: none checked sends nothing, which is no role. */
const sharedRoles = z
  .array(z.enum(ROLES, { error: M.rolesInvalid }), { error: M.rolesInvalid })
  .max(ROLES.length, M.rolesInvalid)
  .optional()
  .transform((roles) => [...new Set(roles ?? [])]);
/** The dialog's single checkbox sends ['true'] when checked and nothing otherwise. */
const queueFlag = z
  .union([z.boolean(), z.array(z.literal('true')).max(1)])
  .optional()
  .transform((value) => (Array.isArray(value) ? value.length > 0 : (value ?? false)));

export const viewListInput = z.object({ list: z.enum(VIEW_LISTS) });

/** The sharing of a view of `list`: roles that may open it, and a queue only on a queue list, shared. */
export function checkSharing(
  list: ViewList,
  sharing: { sharedRoles: readonly (typeof ROLES)[number][]; queue: boolean },
  ctx: z.RefinementCtx,
): void {
  const refused = sharing.sharedRoles.filter((role) => !canOpenList([role], list));
  if (refused.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['sharedRoles'],
      message: M.roleCannotOpen(refused.map((role) => ROLE_LABELS[role]).join(', ')),
    });
  if (sharing.queue && !canBeQueue(list))
    ctx.addIssue({ code: 'custom', path: ['queue'], message: M.queueNotAllowed });
  else if (sharing.queue && sharing.sharedRoles.length === 0)
    ctx.addIssue({ code: 'custom', path: ['queue'], message: M.queueNotShared });
}

export const saveViewInput = z
  .object({
    list: z.enum(VIEW_LISTS),
    query: z.string({ error: M.queryTooLong }).max(MAX_QUERY_LENGTH, M.queryTooLong).default(''),
    name: viewName,
    sharedRoles,
    queue: queueFlag,
  })
  .superRefine((input, ctx) => checkSharing(input.list, input, ctx));

export const renameViewInput = z.object({ id: viewId, name: viewName });

/** Checked against the view's list once the view is read (checkSharing). */
export const shareViewInput = z.object({ id: viewId, sharedRoles, queue: queueFlag });

export const deleteViewInput = z.object({ id: viewId });
