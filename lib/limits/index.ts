import 'server-only';
import { createHash } from 'node:crypto';
import { refreshStore } from '@/lib/auth/refresh-store';
import { REQUEST_TIMEOUT_MS } from '@/lib/domain/constants';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import type { Counted, Counters } from './counters';
import { memoryCounters } from './memory';
import { redisCounters } from './redis';
import type { LimitRule } from './rules';

export { LIMITS, type LimitRule } from './rules';

/*
 * The one limiter of the public doors, shared by replicas. With REDIS_URL the counters live in
 * Redis, on the connection the token refreshes already use; without it, or while Redis fails, in
 * this process: a Redis outage then loosens the limits to one set per replica instead of opening them.
 */

const KEY_PREFIX = 'bo:limit:';
/** An attempt in flight is forgotten after this, should its replica die before ending it. */
const FLIGHT_MS = REQUEST_TIMEOUT_MS + 5_000;
/** At most one "fell back" line a minute while Redis fails. */
const FALLBACK_LOG_EVERY_MS = 60_000;

const globalLimits = globalThis as typeof globalThis & {
  __boLimits?: { memory: ReturnType<typeof memoryCounters>; fellBackAt: number };
};

function local() {
  globalLimits.__boLimits ??= { memory: memoryCounters(), fellBackAt: 0 };
  return globalLimits.__boLimits;
}

/**
 * What a log line or a Redis key says of an e-mail, a token or an address: a short SHA-256, the
 * same for the same value, so ops can find one account's lines by hashing its address.
 */
export function limitRef(value: string): string {
  return createHash('sha256').update(`bo.limit:${value}`).digest('hex').slice(0, 16);
}

function counted(rule: LimitRule, key: string): Counted {
  return { rule, id: `${KEY_PREFIX}${rule.name}:${limitRef(key)}` };
}

/** Runs `operation` on Redis when set, in this process when not or when Redis fails. */
async function withCounters<T>(operation: (counters: Counters) => Promise<T>): Promise<T> {
  const { memory } = local();
  const redis = await refreshStore(env().REDIS_URL);
  if (!redis) return operation(memory);
  try {
    return await operation(redisCounters(redis));
  } catch (error) {
    const state = local();
    if (Date.now() - state.fellBackAt >= FALLBACK_LOG_EVERY_MS) {
      state.fellBackAt = Date.now();
      log('warn', 'limits counted in this process', { error: errorFields(error) });
    }
    return operation(memory);
  }
}

function logLocks(entries: readonly Counted[], locks: number[]): void {
  entries.forEach(({ rule, id }, index) => {
    if (locks[index] > 0)
      log('warn', 'limit reached', { limit: rule.name, key: id.split(':').at(-1), lockMs: locks[index] });
  });
}

export type Attempt = { allowed: false; waitMs: number } | { allowed: true; end(ok: boolean): Promise<void> };

/**
 * Starts an attempt counted under each `[rule, key]` (e.g. an account and an address). Refused while
 * any is locked; otherwise `end(ok)` must follow: a failure counts and may lock, a success forgets
 * the failures of the rules that say so.
 */
export async function beginAttempt(...limits: [LimitRule, string][]): Promise<Attempt> {
  const entries = limits.map(([rule, key]) => counted(rule, key));
  const waitMs = await withCounters((counters) => counters.begin(entries, FLIGHT_MS));
  if (waitMs > 0) return { allowed: false, waitMs };
  return {
    allowed: true,
    end: async (ok) => logLocks(entries, await withCounters((counters) => counters.end(entries, ok))),
  };
}

/** Counts one use of `key`; false once the rule's limit is used up, until its lock ends. */
export async function consumeLimit(rule: LimitRule, key: string): Promise<boolean> {
  const entry = counted(rule, key);
  const { waitMs, lockMs } = await withCounters((counters) => counters.use(entry));
  logLocks([entry], [lockMs]);
  return waitMs === 0;
}

/** Whether `key` is locked now, without counting anything. */
export async function isLimited(rule: LimitRule, key: string): Promise<boolean> {
  const entry = counted(rule, key);
  return (await withCounters((counters) => counters.lockedFor(entry))) > 0;
}
