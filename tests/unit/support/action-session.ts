import { canAccessRoute, canRunAction, type ActionId, type RouteId } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import type { GatewayToken } from '@/lib/gateway/http';

/** The gateway token of the stand-in session, for asserting what the actions send. */
export const TEST_TOKEN = { tokenType: 'Bearer', accessToken: 'x' };

/** The stand-in session's user id unless `me` says otherwise: no user the tests act on has it. */
export const TEST_USER_ID = 'staff-me';

/**
 * lib/auth/session with a stand-in for the server actions' access check: the roles `roles()` gives
 * pass through the real role table (route and ACTIONS), as the real check does with a cookie, and
 * are taken as already confirmed by the gateway.
 * Use it in the mock's factory, which vitest hoists above the imports:
 *   vi.mock('@/lib/auth/session', async (original) =>
 *     (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles));
 * `me` gives the session's user id and token when a test needs others (a real fake-gateway token).
 */
export async function sessionWithRoles(
  original: <T>() => Promise<T>,
  roles: () => readonly string[],
  me: () => { id?: string; token?: GatewayToken } = () => ({}),
): Promise<typeof import('@/lib/auth/session')> {
  const actual = await original<typeof import('@/lib/auth/session')>();
  return {
    ...actual,
    requireActionAccess: async (route: RouteId, action?: ActionId) => {
      const current = roles() as Role[];
      if (!canAccessRoute(current, route) || (action && !canRunAction(current, action)))
        throw new actual.ForbiddenActionError();
      const { id = TEST_USER_ID, token = TEST_TOKEN } = me();
      return { user: { id, roles: current }, token } as Awaited<
        ReturnType<typeof actual.requireActionAccess>
      >;
    },
    // The stand-in's facts are the gateway's own: confirming them changes nothing
    // (tests/unit/auth/session-lifecycle.test.ts covers the real confirmation).
    confirmedSession: async (session) => session,
  };
}
