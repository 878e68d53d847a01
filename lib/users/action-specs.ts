import 'server-only';
import { z } from 'zod';
import type { ActionSpec } from '@/lib/auth/run-action';
import type { Session } from '@/lib/auth/session';
import {
  CHOOSABLE_DEACTIVATION_REASONS,
  deactivationReason,
  REASONS_NEEDING_COMMENT,
} from '@/lib/domain/enums';
import { releaseEmail } from '@/lib/gateway/credentials';
import { anonymizeUser, deactivateUser, reactivateUser } from '@/lib/gateway/users';
import { USER_ACTION_MESSAGES as M } from './messages';
import { userTarget } from './target';

/** The two views a user's actions run from; the journal names the record by the same view. */
type UserRoute = 'userView' | 'credentialsView';

/*
 * The user actions the user view and the credentials view share: the same calls and messages, run
 * under the route of the page they sit on (so the role table decides who may run them there) and
 * on the user the gateway says the id names (so it decides on which users: a staff account is
 * SUPPORT's, one's own account no one's).
 */

export const userIdInput = z.object({ id: z.string().min(1) });

export const DEACTIVATION_COMMENT_MAX = 1000;

export const deactivateInput = userIdInput
  .extend({
    reason: z.enum(CHOOSABLE_DEACTIVATION_REASONS, { error: M.reasonRequired }),
    comment: z
      .string()
      .trim()
      .max(DEACTIVATION_COMMENT_MAX, M.commentTooLong)
      .optional()
      .transform((comment) => comment || undefined),
  })
  // "Autre" and "Motif personnalisé" say nothing by themselves: the staff member's words do.
  .refine(({ reason, comment }) => comment || !REASONS_NEEDING_COMMENT.includes(reason), {
    message: M.commentRequired,
    path: ['comment'],
  });

/** "Congés", or "Autre : Demande du gérant" when a comment goes with the reason. */
export function deactivationJournalReason({ reason, comment }: { reason: string; comment?: string }): string {
  const label = deactivationReason.label(reason);
  return comment ? `${label} : ${comment}` : label;
}

type Spec<S extends z.ZodType> = ActionSpec<S, undefined>;

const onUser =
  (route: UserRoute) =>
  ({ id }: { id: string }) => ({ type: route, id });

const actsOnUser = ({ token }: Session, { id }: { id: string }) => userTarget(token, id);

export function deactivateSpec(route: UserRoute): Spec<typeof deactivateInput> {
  return {
    route,
    action: 'deactivateUser',
    actsOn: actsOnUser,
    journalAction: 'deactivateUser',
    target: onUser(route),
    reason: deactivationJournalReason,
    schema: deactivateInput,
    run: async (session, { id, reason, comment }) => {
      await deactivateUser(session.token, id, comment ? { reason, comment } : { reason });
      return undefined;
    },
    success: M.deactivated,
    failure: M.deactivateFailed,
  };
}

export function reactivateSpec(route: UserRoute): Spec<typeof userIdInput> {
  return {
    route,
    action: 'reactivateUser',
    actsOn: actsOnUser,
    journalAction: 'reactivateUser',
    target: onUser(route),
    schema: userIdInput,
    run: async (session, { id }) => {
      await reactivateUser(session.token, id);
      return undefined;
    },
    success: M.reactivated,
    failure: M.reactivateFailed,
  };
}

export function anonymiseSpec(route: UserRoute): Spec<typeof userIdInput> {
  return {
    route,
    action: 'anonymiseUser',
    actsOn: actsOnUser,
    journalAction: 'anonymiseUser',
    target: onUser(route),
    schema: userIdInput,
    run: async (session, { id }) => {
      await anonymizeUser(session.token, id);
      return undefined;
    },
    success: M.anonymised,
    failure: M.anonymiseFailed,
  };
}

export function releaseEmailSpec(route: UserRoute): Spec<typeof userIdInput> {
  return {
    route,
    action: 'releaseEmail',
    actsOn: actsOnUser,
    journalAction: 'releaseEmail',
    target: onUser(route),
    schema: userIdInput,
    run: async (session, { id }) => {
      await releaseEmail(session.token, id);
      return undefined;
    },
    success: M.emailReleased,
    failure: M.releaseFailed,
  };
}
