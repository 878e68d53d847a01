import { lockAfter, type Counted, type Counters } from './counters';

interface Slot {
  value: number;
  expiresAt: number;
}

/** Expired slots are swept every so many writes, so a spray over many keys does not grow the map forever. */
const SWEEP_EVERY = 1_000;

/**
 * The counters of one process (no REDIS_URL, or Redis unreachable): the same rules as ./redis.ts's
 * scripts, written for a Map of slots with an expiry. JavaScript runs each call to its end before
 * another starts, which is what makes it atomic.
 */
export function memoryCounters() {
  const slots = new Map<string, Slot>();
  let writes = 0;

  function read(key: string): number {
    const slot = slots.get(key);
    if (!slot) return 0;
    if (slot.expiresAt > Date.now()) return slot.value;
    slots.delete(key);
    return 0;
  }
  function ttl(key: string): number {
    return read(key) === 0 ? 0 : slots.get(key)!.expiresAt - Date.now();
  }
  function write(key: string, value: number, ttlMs: number): void {
    if (++writes % SWEEP_EVERY === 0) for (const name of [...slots.keys()]) read(name);
    slots.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  /** Counts a failure or a use; the lock it set. */
  function fail({ rule, id }: Counted): number {
    const failures = read(`${id}:n`) + 1;
    write(`${id}:n`, failures, failures === 1 ? rule.windowMs : ttl(`${id}:n`));
    const lock = lockAfter(rule, failures) ?? ttl(`${id}:n`);
    if (lock > 0) {
      write(`${id}:l`, 1, lock);
      // The failures outlive the lock, so the next failure after it doubles it.
      if (rule.lockMs > 0) write(`${id}:n`, failures, lock + rule.windowMs);
    }
    return lock;
  }

  const counters: Counters = {
    async begin(entries, flightMs) {
      for (const { rule, id } of entries) {
        const locked = ttl(`${id}:l`);
        if (locked > 0) return locked;
        if (read(`${id}:f`) >= Math.max(1, rule.limit - read(`${id}:n`))) return 1_000;
      }
      for (const { id } of entries) write(`${id}:f`, read(`${id}:f`) + 1, flightMs);
      return 0;
    },
    async end(entries, ok) {
      return entries.map((entry) => {
        const flying = read(`${entry.id}:f`);
        if (flying > 0) write(`${entry.id}:f`, flying - 1, ttl(`${entry.id}:f`));
        if (!ok) return fail(entry);
        if (entry.rule.successForgets) {
          slots.delete(`${entry.id}:n`);
          slots.delete(`${entry.id}:l`);
        }
        return 0;
      });
    },
    async use(entry) {
      const locked = ttl(`${entry.id}:l`);
      if (locked > 0) return { waitMs: locked, lockMs: 0 };
      return { waitMs: 0, lockMs: fail(entry) };
    },
    async lockedFor(entry) {
      return ttl(`${entry.id}:l`);
    },
  };
  return Object.assign(counters, { clear: () => slots.clear() });
}
