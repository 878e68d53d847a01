import 'server-only';
import { env } from '@/lib/env';
import { database } from '@/lib/db/database';
import type { SqlClient } from '@/lib/db/sql';
import { errorFields, log } from '@/lib/log';
import { refreshStore } from './refresh-store';
import { SESSION_MAX_AGE_SECONDS } from './session-cookie';

/*
 * Sessions ended on the server: signing out records the sign-in's id here until the session's
 * lifetime is over, and the proxy and every server entry point refuse a cookie whose id is in it,
 * so a cookie copied before sign-out opens nothing. Shared by replicas through Redis when REDIS_URL
 * is set, through the back-office's database otherwise. An ended id stays ended, so this process
 * remembers those it has seen; an id not found is asked again by every request's proxy. The render
 * of that request, which asks again right after (the proxy is never the only guard), takes the
 * proxy's answer instead of reading the store a second time: each "not ended" the proxy found is
 * one render's to take, within VOUCH_MS, and a render with no such answer reads the store itself.
 */

const KEY_PREFIX = 'bo:ended:';
/** One warning per outage of the shared record, not one per request. */
const WARN_EVERY_MS = 60_000;
/** How long a proxy's "not ended" waits for its request's render: a render later than this reads the store. */
export const VOUCH_MS = 1000;
/** Past this many sessions vouched for, the stale vouches are swept before another is kept. */
const VOUCH_SWEEP_AT = 1000;

interface Ended {
  /** Ended ids this process knows of, with when they could no longer be used anyway (ms). */
  known: Map<string, number>;
  /** Per id, the proxy's "not ended" answers no render has taken yet, and until when they hold (ms). */
  vouched: Map<string, { count: number; until: number }>;
  /** PGlite only: the ids ended before this process started, read into `known`. */
  loaded: Promise<void> | null;
  warnedAt: number;
}

const holder = globalThis as typeof globalThis & { __boEndedSessions?: Ended };
const ended = (holder.__boEndedSessions ??= {
  known: new Map(),
  vouched: new Map(),
  loaded: null,
  warnedAt: 0,
});

/**
 * Who asks: the proxy, whose answer the request's render may then take (`proxy`), that render
 * (`render`), or anyone else, who reads the store.
 */
export type EndedCheck = 'proxy' | 'render' | 'alone';

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

/**
 * PGlite is this process's own database (a data folder opens in one process only): every sign-out
 * since start went through endSession here, which `known` holds, so only those recorded before a
 * restart need reading, once. A check then costs no query; PostgreSQL, shared by replicas, is asked.
 */
function loadEndedOnce(client: SqlClient): Promise<void> {
  ended.loaded ??= client
    .query<{ sid: string; until: Date | string }>('select sid, until from ended_sessions where until > now()')
    .then((rows) => {
      for (const row of rows) ended.known.set(row.sid, new Date(row.until).getTime());
    })
    .catch((error: unknown) => {
      ended.loaded = null;
      throw error;
    });
  return ended.loaded;
}

async function databaseStore(): Promise<EndedSessionStore> {
  const client = await database();
  const ownDatabase = client.engine === 'pglite';
  if (ownDatabase) await loadEndedOnce(client);
  return {
    async end(sid, untilMs) {
      await client.query('delete from ended_sessions where until < now()');
      await client.query(
        'insert into ended_sessions (sid, until) values ($1, $2) on conflict (sid) do nothing',
        [sid, new Date(untilMs).toISOString()],
      );
    },
    async isEnded(sid) {
      if (ownDatabase) return (ended.known.get(sid) ?? 0) > Date.now();
      return (await client.query('select 1 from ended_sessions where sid = $1', [sid])).length > 0;
    },
  };
}

let override: EndedSessionStore | null = null;

/** Tests only: a store of their own (null: back to the configured one). */
export function useEndedSessionStore(store: EndedSessionStore | null): void {
  override = store;
  ended.known.clear();
  ended.vouched.clear();
  ended.loaded = null;
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
  ended.vouched.delete(sid);
}

function vouch(sid: string, now: number): void {
  if (ended.vouched.size >= VOUCH_SWEEP_AT) {
    for (const [id, { until }] of ended.vouched) if (until <= now) ended.vouched.delete(id);
  }
  const held = ended.vouched.get(sid);
  const count = held && held.until > now ? held.count + 1 : 1;
  ended.vouched.set(sid, { count, until: now + VOUCH_MS });
}

/** Takes one of the proxy's fresh "not ended" answers for `sid`, if there is one. */
function takeVouch(sid: string, now: number): boolean {
  const held = ended.vouched.get(sid);
  if (!held || held.until <= now) return false;
  if (held.count > 1) held.count -= 1;
  else ended.vouched.delete(sid);
  return true;
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
export async function isSessionEnded(sid: string, check: EndedCheck = 'alone'): Promise<boolean> {
  const now = Date.now();
  const until = ended.known.get(sid);
  if (until !== undefined && until > now) return true;
  if (check === 'render' && takeVouch(sid, now)) return false;
  try {
    if (!(await (await sharedStore()).isEnded(sid))) {
      // Not when this process ended it meanwhile: that answer is already stale.
      if (check === 'proxy' && !ended.known.has(sid)) vouch(sid, now);
      return false;
    }
  } catch (error) {
    warn('shared record unavailable', error);
    return false;
  }
  remember(sid, Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  return true;
}
