import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import {
  canAccessRoute,
  canRunAction,
  HOME_PATH,
  isSensitive,
  loginUrlFor,
  ROUTES,
  type ActionId,
  type RouteId,
} from '@/lib/access';
import { isSignedIn } from '@/lib/access';
import type { GatewayToken } from '@/lib/gateway/http';
import { signOutUrl } from './gateway-read';
import { mustRefreshInRender, refreshToken } from './refresh';
import { confirmFacts, endedReason } from './session-check';
import { decodeSession, SESSION_COOKIE, type SessionPayload, type SessionUser } from './session-cookie';
import { currentPath } from './request-context';

export interface Session {
  user: SessionUser;
  token: GatewayToken;
  /** The sealed session it was read from: what confirming its facts again starts from. */
  payload: SessionPayload;
}

function sessionOf(payload: SessionPayload): Session | null {
  if (!isSignedIn(payload.user.roles)) return null;
  const { tokenType, accessToken } = payload.gateway;
  return { user: payload.user, token: { tokenType, accessToken }, payload };
}

/**
 * The session of this request, decoded and checked once per render. proxy.ts has normally
 * refreshed the token and confirmed the facts already, and forwarded the new cookie; the checks run
 * again here (the proxy is never the only guard), and only a token about to expire is refreshed
 * (shared with any concurrent one), for this request alone (see mustRefreshInRender).
 */
export const getSession = cache(async (): Promise<Session | null> => {
  let payload: SessionPayload | null = await decodeSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!payload || (await endedReason(payload, Date.now(), 'render'))) return null;
  if (mustRefreshInRender(payload.gateway)) {
    try {
      payload = { ...payload, gateway: await refreshToken(payload.gateway) };
    } catch {
      return null;
    }
  }
  const facts = await confirmFacts(payload);
  return facts.kind === 'live' ? sessionOf(facts.payload) : null;
});

/**
 * The session with its roles and account state confirmed by the gateway just now, for sensitive
 * work (the role table marks it): a role removed a second ago already counts. Null when the
 * gateway ends it.
 */
export async function confirmedSession(session: Session): Promise<Session | null> {
  const facts = await confirmFacts(session.payload, { force: true });
  return facts.kind === 'live' ? sessionOf(facts.payload) : null;
}

/**
 * The second guard (ARCHITECTURE rule 1), at the top of every page and route handler: the same role
 * table as proxy.ts, so a request that bypassed the proxy still gets nothing.
 */
export async function requireAccess(routeId: RouteId): Promise<Session> {
  const route = ROUTES[routeId];
  let session = await getSession();
  if (route.access === 'public') {
    if (session) redirect(HOME_PATH);
    notFound();
  }
  if (!session) redirect(loginUrlFor(await currentPath()));
  if (isSensitive(routeId)) {
    const confirmed = await confirmedSession(session);
    // The gateway has just refused this session's facts: it ends, and the login page says so.
    if (!confirmed) redirect(await signOutUrl('refresh'));
    session = confirmed;
  }
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
  let session = await getSession();
  if (session && isSensitive(routeId, action)) session = await confirmedSession(session);
  if (!session) throw new SessionEndedError();
  if (!canAccessRoute(session.user.roles, routeId)) throw new ForbiddenActionError();
  if (action && !canRunAction(session.user.roles, action)) throw new ForbiddenActionError();
  return session;
}
