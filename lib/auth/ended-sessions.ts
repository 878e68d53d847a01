import 'server-only';
import { env } from '@/lib/env';
import { database } from '@/lib/db/database';
import { errorFields, log } from '@/lib/log';
import { refreshStore } from './refresh-store';
import { SESSION_MAX_AGE_SECONDS } from './session-cookie';

/*
 * Sessions ended on the server: signing out records the sign-in's id here until the session's
 * lifetime is over, and the proxy and every server entry point refuse a cookie whose id is in it,
 * so a cookie copied before sign-out opens nothing. Shared by replicas through Redis when REDIS_URL
 * is set, through the back-office's database otherwise. An ended id stays ended, so this process
 * remembers those it has seen; an id not found is asked again each time.
 */

const KEY_PREFIX = 'bo:ended:';
/** One warning per outage of the shared record, not one per request. */
const WARN_EVERY_MS = 60_000;

interface Ended {
  /** Ended ids this process knows of, with when they could no longer be used anyway (ms). */
  known: Map<string, number>;
  warnedAt: number;
}

const holder = globalThis as typeof globalThis & { __boEndedSessions?: Ended };
const ended = (holder.__boEndedSessions ??= { known: new Map(), warnedAt: 0 });

export interface EndedSessionStore {
  end(sid: string, untilMs: number): Promise<void>;
  isEnded(sid: string): Promise<boolean>;
}

async function redisStore(url: string): Promise<EndedSessionStore> {
  const redis = await refreshStore(url);
  if (!redis) throw new Error('Redis store unavailable');
  return {
    async end(sid, untilMs) {
      await redis.set(`${KEY_PREFIX}${sid}`, '1', 'PX', Math.max(1, Math.ceil(untilMs - Date.now())));
    },
    async isEnded(sid) {
      return (await redis.get(`${KEY_PREFIX}${sid}`)) !== null;
    },
  };
}

async function databaseStore(): Promise<EndedSessionStore> {
  const client = await database();
  return {
    async end(sid, untilMs) {
      await client.query('delete from ended_sessions where until < now()');
      await client.query(
        'insert into ended_sessions (sid, until) values ($1, $2) on conflict (sid) do nothing',
        [sid, new Date(untilMs).toISOString()],
      );
    },
    async isEnded(sid) {
      return (await client.query('select 1 from ended_sessions where sid = $1', [sid])).length > 0;
    },
  };
}

let override: EndedSessionStore | null = null;

/** Tests only: a store of their own (null: back to the configured one). */
export function useEndedSessionStore(store: EndedSessionStore | null): void {
  override = store;
  ended.known.clear();
}

function sharedStore(): Promise<EndedSessionStore> {
  if (override) return Promise.resolve(override);
  const url = env().REDIS_URL;
  return url ? redisStore(url) : databaseStore();
}

function warn(what: string, error: unknown): void {
  const now = Date.now();
  if (now - ended.warnedAt < WARN_EVERY_MS) return;
  ended.warnedAt = now;
  log('warn', `ended sessions: ${what}`, { error: errorFields(error) });
}

function remember(sid: string, untilMs: number, now = Date.now()): void {
  for (const [id, until] of ended.known) if (until <= now) ended.known.delete(id);
  ended.known.set(sid, untilMs);
}

/**
 * Records that the session `sid` has ended, until `untilMs`. This process refuses it at once even
 * when the shared record cannot be written (the failure is logged).
 */
export async function endSession(sid: string, untilMs: number): Promise<void> {
  remember(sid, untilMs);
  try {
    await (await sharedStore()).end(sid, untilMs);
  } catch (error) {
    log('error', 'ended session not shared', { error: errorFields(error) });
  }
}

/**
 * Whether `sid` was ended. A shared record that does not answer counts as "not ended" (with a
 * warning): the idle timeout, the lifetime and the gateway's re-reads still bound the session, and
 * refusing everyone while Redis or the database is down would stop all staff at once.
 */
export async function isSessionEnded(sid: string): Promise<boolean> {
  const until = ended.known.get(sid);
  if (until !== undefined && until > Date.now()) return true;
  try {
    if (!(await (await sharedStore()).isEnded(sid))) return false;
  } catch (error) {
    warn('shared record unavailable', error);
    return false;
  }
  remember(sid, Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  return true;
}
