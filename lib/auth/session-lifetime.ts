import 'server-only';
import { env } from '@/lib/env';
import type { SessionPayload } from './session-cookie';

/*
 * A session is a cache of facts with an expiry: it ends after an idle time and an absolute lifetime,
 * and its roles and account state are confirmed by the gateway again after a short while of use.
 * The clock is the cookie's own (sign-in and last re-seal times), so every replica agrees.
 */

export interface SessionLimits {
  idleMs: number;
  maxMs: number;
  recheckMs: number;
  graceMs: number;
}

export function sessionLimits(): SessionLimits {
  const config = env();
  return {
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    maxMs: config.SESSION_MAX_HOURS * 3_600_000,
    recheckMs: config.SESSION_RECHECK_SECONDS * 1000,
    graceMs: config.SESSION_RECHECK_GRACE_MINUTES * 60_000,
  };
}

export type LifetimeEnd = 'idle' | 'lifetime';

/** Why the session's time is up, or null while it runs. */
export function lifetimeEnd(
  session: Pick<SessionPayload, 'issuedAt' | 'seenAt'>,
  now: number,
  limits: SessionLimits,
): LifetimeEnd | null {
  if (now - session.issuedAt >= limits.maxMs) return 'lifetime';
  if (now - session.seenAt >= limits.idleMs) return 'idle';
  return null;
}

/** What is left of the absolute lifetime, for the seal's expiry, in seconds. */
export function remainingSeconds(
  session: Pick<SessionPayload, 'issuedAt'>,
  now: number,
  limits: SessionLimits,
) {
  return (session.issuedAt + limits.maxMs - now) / 1000;
}

/** Whether the facts are old enough to ask the gateway again. */
export function factsAreStale(
  session: Pick<SessionPayload, 'checkedAt'>,
  now: number,
  limits: SessionLimits,
) {
  return now - session.checkedAt >= limits.recheckMs;
}

/** Whether facts the gateway could not confirm for a passing reason are still trusted. */
export function withinGrace(session: Pick<SessionPayload, 'checkedAt'>, now: number, limits: SessionLimits) {
  return now - session.checkedAt < limits.recheckMs + limits.graceMs;
}
