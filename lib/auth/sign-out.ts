import 'server-only';
import { endSession } from './ended-sessions';
import { confirmFacts } from './session-check';
import { decodeSession, SESSION_COOKIE, type SessionPayload } from './session-cookie';
import { sessionLimits } from './session-lifetime';

/*
 * Signing out ends the session on the server: its id is recorded as ended for what is left of its
 * lifetime, so the same cookie replayed afterwards opens nothing on any replica.
 */

export function sessionFromCookies(cookies: { get(name: string): { value: string } | undefined }) {
  return decodeSession(cookies.get(SESSION_COOKIE)?.value);
}

export async function signOutSession(session: SessionPayload): Promise<void> {
  await endSession(session.sid, session.issuedAt + sessionLimits().maxMs);
}

/**
 * Whether the gateway already refuses this session: then ending it needs no confirmation, since no
 * other site can make a live session look refused.
 */
export async function gatewayRefuses(session: SessionPayload): Promise<boolean> {
  return (await confirmFacts(session, { force: true })).kind === 'ended';
}
