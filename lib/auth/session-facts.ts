import 'server-only';
import { userAccountStatus } from '@/lib/domain/enums';
import { knownRoles, type Role } from '@/lib/domain/roles';
import { getMyCredentials } from '@/lib/gateway/credentials';
import { AuthenticationError, NotFoundError } from '@/lib/gateway/errors';
import { errorFields, log } from '@/lib/log';
import type { GatewayToken } from '@/lib/gateway/http';

/*
 * The facts a session's access is built on (its roles, whether the account is active), read again
 * from the gateway's `GET /credentials/mine`. SPEC §4: a failed credentials refresh resets the
 * session to no roles, so a refusal ends it; a passing failure does not. Who the staff member is
 * stays as sealed at sign-in: an answer about someone else is no answer about this session.
 */

export type FactsReading =
  | { kind: 'confirmed'; roles: Role[] }
  /** The gateway says this session has no business here any more. */
  | { kind: 'refused'; why: 'token' | 'not-active' | 'no-role' | 'gone' }
  /** No answer worth believing (timeout, 5xx, connection reset): ask again on the next request. */
  | { kind: 'unknown' };

async function read(userId: string, token: GatewayToken): Promise<FactsReading> {
  try {
    const credentials = await getMyCredentials(token);
    if (credentials.id !== userId) return { kind: 'unknown' };
    const status: string = credentials.userAccountStatus;
    const sent: unknown = credentials.roles;
    const roles = knownRoles(credentials.roles);
    // Only what the gateway plainly says ends a session: a known state other than ACTIVE, an empty
    // list of roles. A state or roles it garbles (a code unknown to us, no list at all) are an
    // answer not worth believing, like a 5xx: the grace period decides.
    if (status !== 'ACTIVE')
      return userAccountStatus.values.includes(status as never)
        ? { kind: 'refused', why: 'not-active' }
        : { kind: 'unknown' };
    if (roles.length === 0)
      return Array.isArray(sent) && sent.length === 0
        ? { kind: 'refused', why: 'no-role' }
        : { kind: 'unknown' };
    return { kind: 'confirmed', roles };
  } catch (error) {
    if (error instanceof AuthenticationError) return { kind: 'refused', why: 'token' };
    if (error instanceof NotFoundError) return { kind: 'refused', why: 'gone' };
    log('warn', 'session facts not confirmed', { error: errorFields(error) });
    return { kind: 'unknown' };
  }
}

/** How long an answer serves the other requests of the same session that carried the old cookie. */
const SHARE_MS = 2_000;

interface SharedReading {
  reading: Promise<FactsReading>;
  /** When the answer came; undefined while the call is in flight. */
  answeredAt?: number;
}

const holder = globalThis as typeof globalThis & { __boFactsReads?: Map<string, SharedReading> };
const readings = (holder.__boFactsReads ??= new Map());

/**
 * The session's facts as the gateway has them now. The requests of one session that carry the same
 * stale cookie (a page and its parallel fetches) share one call, and its answer for a moment after;
 * `fresh` (sensitive work) takes only a call still in flight.
 */
export function readSessionFacts(
  sid: string,
  userId: string,
  token: GatewayToken,
  { fresh = false, now = Date.now() }: { fresh?: boolean; now?: number } = {},
): Promise<FactsReading> {
  for (const [key, shared] of readings) {
    if (shared.answeredAt !== undefined && now - shared.answeredAt >= SHARE_MS) readings.delete(key);
  }
  const key = `${sid}:${token.accessToken}`;
  const existing = readings.get(key);
  if (existing && (existing.answeredAt === undefined || !fresh)) return existing.reading;
  const shared: SharedReading = { reading: read(userId, token) };
  shared.reading.then(() => (shared.answeredAt = Date.now()));
  readings.set(key, shared);
  return shared.reading;
}
