import { describe, expect, it } from 'vitest';
import type { Counted, Counters } from '@/lib/limits/counters';
import type { LimitRule } from '@/lib/limits/rules';

/*
 * What the limiter's counters do, run once on the in-process ones and once on a real Redis, so that
 * replicas sharing Redis and a single process behave alike. Durations are short and real: Redis
 * counts its own milliseconds.
 */

const account: LimitRule = {
  name: 'test-account',
  limit: 3,
  windowMs: 5_000,
  lockMs: 200,
  maxLockMs: 500,
  successForgets: true,
};
const address: LimitRule = { ...account, name: 'test-address', limit: 4, successForgets: false };
const perUse: LimitRule = {
  name: 'test-use',
  limit: 3,
  windowMs: 200,
  lockMs: 0,
  maxLockMs: 0,
  successForgets: false,
};
const FLIGHT_MS = 10_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
let keys = 0;
const entry = (rule: LimitRule): Counted => ({ rule, id: `test:${rule.name}:${++keys}:${Math.random()}` });

export function countersSuite(name: string, counters: () => Counters): void {
  describe(`limit counters (${name})`, () => {
    async function fail(entries: Counted[]): Promise<number[]> {
      expect(await counters().begin(entries, FLIGHT_MS)).toBe(0);
      return counters().end(entries, false);
    }

    it('allows the limit of uses, then refuses until the window ends', async () => {
      const key = entry(perUse);
      const uses = [];
      for (let i = 0; i < 4; i++) uses.push(await counters().use(key));
      expect(uses.map((use) => use.waitMs === 0)).toEqual([true, true, true, false]);
      // The limit-th use locks for what is left of the window.
      expect(uses[2].lockMs).toBeGreaterThan(0);
      expect(uses[2].lockMs).toBeLessThanOrEqual(perUse.windowMs);
      expect(await counters().lockedFor(key)).toBeGreaterThan(0);
      await sleep(perUse.windowMs + 50);
      expect((await counters().use(key)).waitMs).toBe(0);
    });

    it('locks at the limit of failures, then for twice as long after each further failure, up to the longest lock', async () => {
      const key = entry(account);
      expect([...(await fail([key])), ...(await fail([key])), ...(await fail([key]))]).toEqual([0, 0, 200]);
      // Refused attempts are not failures: they neither reach anyone nor lengthen the lock.
      for (let i = 0; i < 5; i++) expect(await counters().begin([key], FLIGHT_MS)).toBeGreaterThan(0);
      await sleep(250);
      expect(await fail([key])).toEqual([400]);
      expect(await counters().begin([key], FLIGHT_MS)).toBeGreaterThan(0);
      await sleep(450);
      expect(await fail([key])).toEqual([500]);
    });

    it("forgets an account's failures at a success, never an address's", async () => {
      const who = entry(account);
      const where = entry(address);
      await fail([who, where]);
      await fail([who, where]);
      expect(await counters().begin([who, where], FLIGHT_MS)).toBe(0);
      expect(await counters().end([who, where], true)).toEqual([0, 0]);
      // The account starts again from nothing; the address has 2 failures and locks at its 4th.
      expect(await fail([who, where])).toEqual([0, 0]);
      expect(await fail([who, where])).toEqual([0, 200]);
      expect(await counters().lockedFor(who)).toBe(0);
      // Another account from the locked address is refused too, and its own count is untouched.
      const other = entry(account);
      expect(await counters().begin([other, where], FLIGHT_MS)).toBeGreaterThan(0);
      expect(await counters().lockedFor(other)).toBe(0);
    });

    it('lets a burst of parallel attempts through no further than attempts one by one', async () => {
      const key = entry(account);
      const burst = await Promise.all(Array.from({ length: 20 }, () => counters().begin([key], FLIGHT_MS)));
      expect(burst.filter((wait) => wait === 0)).toHaveLength(account.limit);
      const locks = await Promise.all(
        burst.filter((wait) => wait === 0).map(() => counters().end([key], false)),
      );
      expect(locks.flat().filter((lock) => lock > 0)).toEqual([200]);
      await sleep(250);
      // Past the limit, one attempt at a time: each failure locks again before the next one.
      const next = await Promise.all(Array.from({ length: 10 }, () => counters().begin([key], FLIGHT_MS)));
      expect(next.filter((wait) => wait === 0)).toHaveLength(1);
    });

    it('forgets an attempt in flight whose end never came (its replica died)', async () => {
      const key = entry(account);
      for (let i = 0; i < account.limit; i++) expect(await counters().begin([key], 300)).toBe(0);
      expect(await counters().begin([key], 300)).toBeGreaterThan(0);
      await sleep(350);
      expect(await counters().begin([key], 300)).toBe(0);
    });
  });
}
