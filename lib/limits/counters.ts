import type { LimitRule } from './rules';

/** One rule's counters for one key (already hashed: no e-mail, token or address is stored). */
export interface Counted {
  rule: LimitRule;
  id: string;
}

/**
 * The limiter's counters, in this process (./memory.ts) or in Redis (./redis.ts), with the same
 * behaviour; each call is atomic, so a burst of parallel attempts cannot slip past a limit.
 */
export interface Counters {
  /**
   * Starts an attempt counted under every entry: 0 when it may go on (it is then in flight), else
   * how many ms to wait. Besides a lock, an entry refuses more attempts in flight at once than it has
   * failures left (at least one), so a burst learns no more than attempts made one by one.
   */
  begin(entries: readonly Counted[], flightMs: number): Promise<number>;
  /** Ends an attempt begun; per entry, the lock its failure set (0: none). */
  end(entries: readonly Counted[], ok: boolean): Promise<number[]>;
  /** One use (a request that counts whatever its outcome): how long to wait (0: allowed, counted), and the lock it set. */
  use(entry: Counted): Promise<{ waitMs: number; lockMs: number }>;
  /** How long the entry stays locked (0: not locked). */
  lockedFor(entry: Counted): Promise<number>;
}

/** The lock after the `failures`-th failure: 0 below the limit, null for "until the window ends". */
export function lockAfter(rule: LimitRule, failures: number): number | null {
  if (failures < rule.limit) return 0;
  if (rule.lockMs === 0) return null;
  return Math.min(rule.maxLockMs, rule.lockMs * 2 ** (failures - rule.limit));
}
