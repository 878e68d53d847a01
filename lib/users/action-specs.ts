import 'server-only';
import { z } from 'zod';
import type { ActionSpec } from '@/lib/auth/run-action';
import type { Session } from '@/lib/auth/session';
import { recordById } from '@/lib/changes/kinds';
import {
  CHOOSABLE_DEACTIVATION_REASONS,
  deactivationReason,
  REASONS_NEEDING_COMMENT,
} from '@/lib/domain/enums';
import { releaseEmail } from '@/lib/gateway/credentials';
import type { GatewayToken } from '@/lib/gateway/http';
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

type Action = 'deactivateUser' | 'reactivateUser' | 'anonymiseUser' | 'releaseEmail';

/**
 * A user action run from `route`: the role table's action and the journal's share its name, the
 * journal names the user by that view, and the gateway's answer on who the id names decides on
 * which users it may run.
 */
function userSpec<S extends z.ZodType<{ id: string }>>(
  route: UserRoute,
  spec: Pick<Spec<S>, 'schema' | 'success' | 'failure' | 'reason'> & {
    journalAction: Action;
    call: (token: GatewayToken, input: z.output<S>) => Promise<unknown>;
  },
): Spec<S> {
  const { call, ...rest } = spec;
  return {
    ...rest,
    route,
    action: spec.journalAction,
    actsOn: ({ token }: Session, { id }: { id: string }) => userTarget(token, id),
    // The user, from either view: a staff account's credentials are not all of it.
    record: recordById('user'),
    target: ({ id }: { id: string }) => ({ type: route, id }),
    run: async (session, input) => {
      await call(session.token, input);
      return undefined;
    },
  };
}

export const deactivateSpec = (route: UserRoute) =>
  userSpec(route, {
    journalAction: 'deactivateUser',
    schema: deactivateInput,
    reason: deactivationJournalReason,
    call: (token, { id, reason, comment }) =>
      deactivateUser(token, id, comment ? { reason, comment } : { reason }),
    success: M.deactivated,
    failure: M.deactivateFailed,
  });

export const reactivateSpec = (route: UserRoute) =>
  userSpec(route, {
    journalAction: 'reactivateUser',
    schema: userIdInput,
    call: (token, { id }) => reactivateUser(token, id),
    success: M.reactivated,
    failure: M.reactivateFailed,
  });

export const anonymiseSpec = (route: UserRoute) =>
  userSpec(route, {
    journalAction: 'anonymiseUser',
    schema: userIdInput,
    call: (token, { id }) => anonymizeUser(token, id),
    success: M.anonymised,
    failure: M.anonymiseFailed,
  });

export const releaseEmailSpec = (route: UserRoute) =>
  userSpec(route, {
    journalAction: 'releaseEmail',
    schema: userIdInput,
    call: (token, { id }) => releaseEmail(token, id),
    success: M.emailReleased,
    failure: M.releaseFailed,
  });
