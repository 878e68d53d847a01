import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlClient } from '@/lib/db/sql';
import { claimNext, completeClaim, reassignClaim, releaseClaim, type Claimant } from '@/lib/queues/claims';
import { setIssueStatus } from '@/lib/queues/issue-status';
import { activeClaimsOf, activeClaimsOn } from '@/lib/queues/read';
import { queueDay } from '@/lib/queues/stats';
import type { ClaimItemType } from '@/lib/queues/types';

/*
 * The claim rules on one database engine. `open` gives the clients the claims are taken through:
 * one for PGlite (one process), two separate pools for PostgreSQL (two replicas).
 */

const QUEUE = '00000000-0000-4000-8000-0000000000a1';
const OTHER_QUEUE = '00000000-0000-4000-8000-0000000000a2';

const staff = (n: number): Claimant => ({ id: `staff-${n}`, name: `Agent ${n}`, roles: ['FINANCE'] });
const items = (count: number, prefix = 'inv') =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
const next = (
  db: SqlClient,
  who: Claimant,
  candidates: readonly string[],
  itemType: ClaimItemType = 'invoice',
) => claimNext(db, { viewId: QUEUE, itemType, candidates, staff: who, timeoutMinutes: 30 });

export function claimsSuite(engine: string, open: () => Promise<SqlClient[]>) {
  describe(`claims on ${engine}`, () => {
    let clients: SqlClient[];
    let db: SqlClient;
    beforeAll(async () => {
      clients = await open();
      db = clients[0]!;
    }, 60_000);
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.close()));
    });
    beforeEach(async () => {
      await db.exec('delete from queue_claims; delete from issue_statuses;');
    });

    it('gives the first free item in the queue order, then the same one again to its holder', async () => {
      const first = await next(db, staff(1), items(3));
      expect(first).toMatchObject({ kind: 'claimed', claim: { itemId: 'inv-1', staffId: 'staff-1' } });
      expect(await next(db, staff(1), items(3))).toMatchObject({ kind: 'held', claim: { itemId: 'inv-1' } });
      expect(await next(db, staff(2), items(3))).toMatchObject({
        kind: 'claimed',
        claim: { itemId: 'inv-2' },
      });
      // Held in another queue: not this queue's claim, and its item is still nobody else's.
      const elsewhere = await claimNext(db, {
        viewId: OTHER_QUEUE,
        itemType: 'invoice',
        candidates: items(3),
        staff: staff(1),
        timeoutMinutes: 30,
      });
      expect(elsewhere).toMatchObject({ kind: 'claimed', claim: { itemId: 'inv-3' } });
      expect(await next(db, staff(3), items(3))).toEqual({ kind: 'empty' });
    });

    it('frees an item when its holder releases it, and only its holder', async () => {
      const taken = await next(db, staff(1), items(1));
      if (taken.kind === 'empty') throw new Error('nothing claimed');
      expect(await releaseClaim(db, taken.claim.id, 'staff-2')).toBeNull();
      expect(await next(db, staff(2), items(1))).toEqual({ kind: 'empty' });
      expect(await releaseClaim(db, taken.claim.id, 'staff-1')).toMatchObject({ endedHow: 'released' });
      expect(await releaseClaim(db, taken.claim.id, 'staff-1')).toBeNull();
      expect(await next(db, staff(2), items(1))).toMatchObject({
        kind: 'claimed',
        claim: { itemId: 'inv-1' },
      });
    });

    it('ends a claim as completed by the queue rule, counted in the day median', async () => {
      const since = new Date(Date.now() - 60_000);
      await next(db, staff(1), items(2));
      expect(await completeClaim(db, 'invoice', 'inv-1', 'staff-2')).toBeNull();
      expect(await completeClaim(db, 'invoice', 'inv-1', 'staff-1')).toMatchObject({ endedHow: 'completed' });
      expect(await activeClaimsOf(db, 'staff-1')).toEqual([]);
      const day = await queueDay(db, QUEUE, since);
      expect(day.completed).toBe(1);
      expect(day.medianSeconds).toBeGreaterThanOrEqual(0);
      expect(await queueDay(db, QUEUE, new Date(Date.now() + 60_000))).toEqual({
        completed: 0,
        medianSeconds: null,
      });
    });

    it('frees an item once the timeout has passed, and ends that claim as expired', async () => {
      await next(db, staff(1), items(1));
      await db.query(`update queue_claims set expires_at = now() - interval '1 second'`);
      expect(await activeClaimsOn(db, 'invoice', ['inv-1'])).toEqual(new Map());
      expect(await next(db, staff(2), items(1))).toMatchObject({
        kind: 'claimed',
        claim: { staffId: 'staff-2' },
      });
      const ended = await db.query<{ ended_how: string }>(
        `select ended_how from queue_claims where staff_id = 'staff-1'`,
      );
      expect(ended).toEqual([{ ended_how: 'expired' }]);
    });

    it('hands an active claim to another staff member, once', async () => {
      const taken = await next(db, staff(1), items(1));
      if (taken.kind === 'empty') throw new Error('nothing claimed');
      const moved = await reassignClaim(db, taken.claim.id, staff(2), 30);
      expect(moved).toMatchObject({ itemId: 'inv-1', staffId: 'staff-2', viewId: QUEUE });
      expect(await reassignClaim(db, taken.claim.id, staff(3), 30)).toBeNull();
      expect([...(await activeClaimsOn(db, 'invoice', ['inv-1'])).values()].map((c) => c.staffId)).toEqual([
        'staff-2',
      ]);
    });

    it('never offers an issue report already treated', async () => {
      await setIssueStatus(db, 'iss-1', 'DONE', { id: 'staff-9', name: 'Agent 9' });
      const taken = await next(db, staff(1), ['iss-1', 'iss-2'], 'issue');
      expect(taken).toMatchObject({ kind: 'claimed', claim: { itemId: 'iss-2' } });
      expect(await next(db, staff(2), ['iss-1', 'iss-2'], 'issue')).toEqual({ kind: 'empty' });
    });

    it.each([
      [30, 20],
      [5, 5],
    ])('gives 20 simultaneous claims on a queue of %i items %i different items', async (size, won) => {
      const candidates = items(size);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, n) => next(clients[n % clients.length]!, staff(n), candidates)),
      );
      const claimed = outcomes.flatMap((outcome) => (outcome.kind === 'claimed' ? [outcome.claim] : []));
      expect(claimed).toHaveLength(won);
      expect(outcomes.filter((outcome) => outcome.kind === 'empty')).toHaveLength(20 - won);
      expect(new Set(claimed.map((claim) => claim.itemId)).size).toBe(won);
      expect(new Set(claimed.map((claim) => claim.staffId)).size).toBe(won);
      const active = await db.query<{ n: number }>(
        `select count(*)::int as n from queue_claims where ended_at is null`,
      );
      expect(active[0]!.n).toBe(won);
    });
  });
}
