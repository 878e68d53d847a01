import 'server-only';
import { z } from 'zod';
import type { RouteId } from '@/lib/access';
import type { ActionSpec } from '@/lib/auth/run-action';
import { deactivationReason } from '@/lib/domain/enums';
import { releaseEmail } from '@/lib/gateway/credentials';
import { anonymizeUser, deactivateUser, reactivateUser } from '@/lib/gateway/users';
import { USER_ACTION_MESSAGES as M } from './messages';

/*
 * The user actions the user view and the credentials view share: the same calls and messages, run
 * under the route of the page they sit on (so the role table decides who may run them there).
 */

export const userIdInput = z.object({ id: z.string().min(1) });

export const deactivateInput = userIdInput.extend({
  reason: z.enum(deactivationReason.values, { error: M.reasonRequired }),
});

type Spec<S extends z.ZodType> = ActionSpec<S, undefined>;

export function deactivateSpec(route: RouteId): Spec<typeof deactivateInput> {
  return {
    route,
    schema: deactivateInput,
    run: async (session, { id, reason }) => {
      await deactivateUser(session.token, id, { reason });
      return undefined;
    },
    success: M.deactivated,
    failure: M.deactivateFailed,
  };
}

export function reactivateSpec(route: RouteId): Spec<typeof userIdInput> {
  return {
    route,
    schema: userIdInput,
    run: async (session, { id }) => {
      await reactivateUser(session.token, id);
      return undefined;
    },
    success: M.reactivated,
    failure: M.reactivateFailed,
  };
}

export function anonymiseSpec(route: RouteId): Spec<typeof userIdInput> {
  return {
    route,
    schema: userIdInput,
    run: async (session, { id }) => {
      await anonymizeUser(session.token, id);
      return undefined;
    },
    success: M.anonymised,
    failure: M.anonymiseFailed,
  };
}

export function releaseEmailSpec(route: RouteId): Spec<typeof userIdInput> {
  return {
    route,
    schema: userIdInput,
    run: async (session, { id }) => {
      await releaseEmail(session.token, id);
      return undefined;
    },
    success: M.emailReleased,
    failure: M.releaseFailed,
  };
}
