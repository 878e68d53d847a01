import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import { recentRecordsOf, rememberOpened, RECENT_KEPT } from '@/lib/presence/recent';
import { activeClaimsOf, activeClaimsOn } from '@/lib/queues/read';
import { findView, insertView, updateView, viewsVisibleTo } from '@/lib/views/store';

/* The back-office's own tables, read and written as features use them, on PGlite in memory. */

let db: SqlClient;
// Opening PGlite compiles its WebAssembly: seconds on a loaded machine.
beforeAll(async () => {
  db = await openMemoryDatabase();
}, 120_000);
afterAll(() => db.close());

describe('saved views', () => {
  it('are seen by their owner and by the roles they are shared with, and nobody else', async () => {
    const view = await insertView(db, {
      list: 'invoices',
      name: 'Factures en retard',
      query: 'status=PENDING',
      ownerId: 'staff-1',
      ownerName: 'Camille Agent',
      sharedRoles: ['FINANCE'],
      queue: false,
    });
    expect(view).not.toBeNull();
    const names = async (staffId: string, roles: Parameters<typeof viewsVisibleTo>[2]) =>
      (await viewsVisibleTo(db, staffId, roles)).map((seen) => seen.name);
    expect(await names('staff-1', ['CA'])).toEqual(['Factures en retard']);
    expect(await names('staff-2', ['FINANCE'])).toEqual(['Factures en retard']);
    expect(await names('staff-2', ['CA'])).toEqual([]);

    await updateView(db, view!.id, { sharedRoles: [] });
    expect(await names('staff-2', ['FINANCE'])).toEqual([]);
    expect((await findView(db, view!.id))?.sharedRoles).toEqual([]);
  });

  it('keep a seeded view written twice once, and find nothing for an id that is not one', async () => {
    const seeded = { list: 'mailbox', name: 'Discussions non lues', query: 'unread=true' } as const;
    const id = '00000000-0000-4000-8000-000000000001';
    const common = {
      ownerId: null,
      ownerName: 'Back-office',
      sharedRoles: ['SUPPORT' as const],
      queue: true,
    };
    expect(await insertView(db, { id, ...seeded, ...common })).not.toBeNull();
    expect(await insertView(db, { id, ...seeded, ...common, name: 'Autre' })).toBeNull();
    expect((await findView(db, id))?.name).toBe('Discussions non lues');
    expect(await findView(db, "1' or '1'='1")).toBeNull();
  });
});

describe('claims', () => {
  it('count only while they are neither ended nor past their expiry', async () => {
    const claim = (itemId: string, expires: string, ended = false) =>
      db.query(
        `insert into queue_claims (item_type, item_id, staff_id, staff_name, expires_at, ended_at)
         values ('invoice', $1, 'staff-1', 'Camille Agent', now() + $2::interval, ${ended ? 'now()' : 'null'})`,
        [itemId, expires],
      );
    await claim('inv-1', '30 minutes');
    await claim('inv-2', '-1 minute');
    await claim('inv-3', '30 minutes', true);
    expect((await activeClaimsOf(db, 'staff-1')).map((held) => held.itemId)).toEqual(['inv-1']);
    expect([...(await activeClaimsOn(db, 'invoice', ['inv-1', 'inv-2', 'inv-3'])).keys()]).toEqual(['inv-1']);
  });
});

describe('records opened last', () => {
  it('keeps the latest of each staff member, newest first, each record once', async () => {
    // PGlite's clock counts milliseconds: opens a millisecond apart are ordered like a person's.
    const tick = () => new Promise((done) => setTimeout(done, 2));
    for (let index = 0; index < RECENT_KEPT + 5; index += 1) {
      await rememberOpened(db, 'staff-1', {
        recordType: 'invoiceView',
        recordId: `inv-${index}`,
        label: `F${index}`,
      });
      await tick();
    }
    await rememberOpened(db, 'staff-1', { recordType: 'invoiceView', recordId: 'inv-7', label: 'F7' });
    await rememberOpened(db, 'staff-2', { recordType: 'projectView', recordId: 'p-1', label: 'P1' });
    const mine = await recentRecordsOf(db, 'staff-1', 100);
    expect(mine).toHaveLength(RECENT_KEPT);
    expect(mine.slice(0, 2).map((record) => record.recordId)).toEqual(['inv-7', 'inv-24']);
    expect(mine.filter((record) => record.recordId === 'inv-7')).toHaveLength(1);
    expect((await recentRecordsOf(db, 'staff-2')).map((record) => record.label)).toEqual(['P1']);
  });
});
