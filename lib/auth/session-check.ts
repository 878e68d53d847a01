import 'server-only';
import { log } from '@/lib/log';
import { isSessionEnded, type EndedCheck } from './ended-sessions';
import type { SessionNotice } from './notices';
import type { SessionPayload } from './session-cookie';
import { readSessionFacts } from './session-facts';
import { factsAreStale, lifetimeEnd, sessionLimits, withinGrace, type LifetimeEnd } from './session-lifetime';

/*
 * Whether a decoded session may still be used, asked by the proxy on every request and again by
 * every page, action and route handler (the proxy is a convenience, never the only check).
 */

export type SessionEnd = LifetimeEnd | 'signed-out' | 'refused';

export type FactsCheck =
  { kind: 'live'; payload: SessionPayload; reseal: boolean } | { kind: 'ended'; reason: 'refused' };

/** The login page's notice for each way a session ends; none after signing out. */
export const END_NOTICES: Record<SessionEnd, SessionNotice | null> = {
  'signed-out': null,
  idle: 'expired',
  lifetime: 'expired',
  refused: 'refresh',
};

/**
 * Why this session can no longer be used whatever the gateway says (time, sign-out), or null.
 * `check` says who asks, so a request's render may take its proxy's answer (ended-sessions.ts).
 */
export async function endedReason(
  payload: SessionPayload,
  now = Date.now(),
  check: EndedCheck = 'alone',
): Promise<SessionEnd | null> {
  const limits = sessionLimits();
  return (
    lifetimeEnd(payload, now, limits) ?? ((await isSessionEnded(payload.sid, check)) ? 'signed-out' : null)
  );
}

/**
 * The session with facts the gateway confirmed within the re-check period (`force`: confirmed now,
 * before sensitive work or after a token refresh). `reseal` says the cookie should carry the result.
 * A person's request moves the idle clock, at most once a re-check period so the cookie is not
 * re-sealed on every request; a `background` one (lib/auth/background.ts) never does, even when it
 * confirms the facts, so a page polling on its own does not keep its session alive.
 */
export async function confirmFacts(
  payload: SessionPayload,
  {
    now = Date.now(),
    force = false,
    background = false,
  }: { now?: number; force?: boolean; background?: boolean } = {},
): Promise<FactsCheck> {
  const limits = sessionLimits();
  const seenAt = background ? payload.seenAt : now;
  // Background requests may have confirmed the facts lately and left the idle clock behind: a
  // person's request then moves it although the facts are fresh.
  const touch = !background && now - payload.seenAt >= limits.recheckMs;
  if (!force && !factsAreStale(payload, now, limits))
    return { kind: 'live', payload: touch ? { ...payload, seenAt } : payload, reseal: touch };
  const reading = await readSessionFacts(payload.sid, payload.user.id, payload.gateway, {
    fresh: force,
    now,
  });
  if (reading.kind === 'confirmed') {
    const user = { ...payload.user, roles: reading.roles };
    return { kind: 'live', payload: { ...payload, user, checkedAt: now, seenAt }, reseal: true };
  }
  if (reading.kind === 'refused' || !withinGrace(payload, now, limits)) {
    log('info', 'session ended by its facts', {
      userId: payload.user.id,
      why: reading.kind === 'refused' ? reading.why : 'unconfirmed',
    });
    return { kind: 'ended', reason: 'refused' };
  }
  // The gateway did not answer: keep the facts for the grace period, and let idle time count from
  // this request, re-sealing once per period rather than on every request.
  return { kind: 'live', payload: touch ? { ...payload, seenAt } : payload, reseal: touch };
}
