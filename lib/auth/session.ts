import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import {
  canAccessRoute,
  canRunAction,
  HOME_PATH,
  loginUrlFor,
  ROUTES,
  type ActionId,
  type RouteId,
} from '@/lib/access';
import { isSignedIn } from '@/lib/access';
import type { GatewayToken } from '@/lib/gateway/http';
import { mustRefreshInRender, refreshToken } from './refresh';
import { decodeSession, SESSION_COOKIE, type SessionPayload, type SessionUser } from './session-cookie';
import { currentPath } from './request-context';

export interface Session {
  user: SessionUser;
  token: GatewayToken;
}

/**
 * The session of this request, decoded once per render. proxy.ts has normally refreshed the token
 * already and forwarded the new cookie; only a token about to expire is refreshed here (shared with
 * any concurrent one), and only this request uses its result (see mustRefreshInRender).
 */
export const getSession = cache(async (): Promise<Session | null> => {
  const payload: SessionPayload | null = await decodeSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!payload || !isSignedIn(payload.user.roles)) return null;
  let token = payload.gateway;
  if (mustRefreshInRender(token)) {
    try {
      token = await refreshToken(token);
    } catch {
      return null;
    }
  }
  return { user: payload.user, token: { tokenType: token.tokenType, accessToken: token.accessToken } };
});

/**
 * The second guard (ARCHITECTURE rule 1), at the top of every page and route handler: the same role
 * table as proxy.ts, so a request that bypassed the proxy still gets nothing.
 */
export async function requireAccess(routeId: RouteId): Promise<Session> {
  const route = ROUTES[routeId];
  const session = await getSession();
  if (route.access === 'public') {
    if (session) redirect(HOME_PATH);
    notFound();
  }
  if (!session) redirect(loginUrlFor(await currentPath()));
  if (!canAccessRoute(session.user.roles, routeId)) redirect(HOME_PATH);
  return session;
}

/** For public pages: a signed-in user is sent home (SPEC §2 access guard). */
export async function requireVisitor(): Promise<void> {
  if (await getSession()) redirect(HOME_PATH);
}

export class ForbiddenActionError extends Error {
  constructor() {
    super('This session may not run this action');
  }
}

/** No session at all: the form was filled in a session that has ended since (SPEC §8 expiry). */
export class SessionEndedError extends ForbiddenActionError {}

/**
 * For server actions: the same check, but an action cannot redirect a stale form, so a refusal is an
 * error that `runAction` turns into a French message.
 */
export async function requireActionAccess(routeId: RouteId, action?: ActionId): Promise<Session> {
  const session = await getSession();
  if (!session) throw new SessionEndedError();
  if (!canAccessRoute(session.user.roles, routeId)) throw new ForbiddenActionError();
  if (action && !canRunAction(session.user.roles, action)) throw new ForbiddenActionError();
  return session;
}
