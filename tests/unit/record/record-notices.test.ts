import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlClient } from '@/lib/db/sql';

/*
 * A record page's claim, approval requests and latest status change, read in one statement from
 * an in-memory PGlite: what the header and the notices show, and nothing when the database fails;
 * then, once the database knows which records have notices, no query for a record without any.
 */

const mocks = vi.hoisted(() => ({
  db: null as Promise<SqlClient> | null,
  failing: false,
}));

vi.mock('@/lib/db/database', async () => {
  const { openMemoryDatabase } = await import('../support/memory-database');
  return {
    database: async () => {
      if (mocks.failing) throw new Error('database down');
      return (mocks.db ??= openMemoryDatabase());
    },
  };
});

const { database } = await import('@/lib/db/database');
const { readRecordNotices } = await import('@/components/record/record-notices');
const { JournalStore } = await import('@/lib/journal/store');
const { sqlApprovals } = await import('@/lib/approvals/store');
const { claimNext } = await import('@/lib/queues/claims');
const { activeClaimsOn } = await import('@/lib/queues/read');
const { mayHaveNotice } = await import('@/lib/db/notice-targets');

const USER = 'u1';
const requester = {
  id: 'finance-1',
  email: 'finance@groupe.example',
  name: 'Inès Finance',
  roles: ['FINANCE'],
};

const support = { staffId: 's1', staffEmail: 'support@groupe.example', staffRoles: ['SUPPORT'] };

async function journal(action: string, at: string, outcome = 'SUCCESS', targetId = USER) {
  await new JournalStore(await database()).write({
    ...support,
    at,
    action,
    targetType: 'userView',
    targetId,
    reason: action === 'deactivateUser' ? 'Inactivité' : null,
    outcome,
    requestId: `r-${action}-${at}`,
  });
}

beforeAll(async () => {
  await journal('reactivateUser', '2020-03-02T10:00:00.000+01:00');
  await journal('deactivateUser', '2020-03-03T10:00:00.000+01:00');
  await journal('reactivateUser', '2020-03-03T11:00:00.000+01:00', 'INVALID_STATE');
  await journal('syncRecord', '2020-03-03T12:00:00.000+01:00');
  await journal('reactivateUser', '2020-03-04T10:00:00.000+01:00', 'SUCCESS', 'u2');
  const approvals = sqlApprovals(await database(), 72);
  await approvals.create({
    action: 'anonymiseUser',
    route: 'userView',
    target: { type: 'userView', id: USER },
    targetKind: null,
    version: 'v1',
    input: { id: USER },
    amount: null,
    requester,
    reason: 'Demande RGPD',
  });
  await (
    await database()
  ).query(
    `insert into queue_claims (item_type, item_id, staff_id, staff_name, staff_roles, expires_at)
     values ('discussion', $1, 'ca-1', 'Chloé Conseil', '{CA}', now() + interval '1 hour'),
            ('discussion', 'd-old', 'ca-1', 'Chloé Conseil', '{CA}', now() - interval '1 minute')`,
    ['d1'],
  );
});

afterAll(async () => {
  await (await mocks.db)?.close();
});

describe("a record page's notices", () => {
  it("are the record's requests and its newest successful status change, past other actions and failures", async () => {
    const notices = await readRecordNotices(
      { type: 'userView', id: USER },
      { approvals: true, statusChange: { roles: ['SUPPORT'] } },
    );
    expect(notices.statusChange).toMatchObject({
      action: 'deactivateUser',
      at: '2020-03-03T09:00:00.000Z',
      reason: 'Inactivité',
      staffEmail: 'support@groupe.example',
    });
    expect(notices.approvals).toEqual([
      expect.objectContaining({ action: 'anonymiseUser', reason: 'Demande RGPD', requester }),
    ]);
    expect(notices.claim).toBeNull();
    expect(
      await readRecordNotices(
        { type: 'userView', id: 'u2' },
        { approvals: true, statusChange: { roles: ['SUPPORT'] } },
      ),
    ).toMatchObject({ approvals: [], statusChange: { action: 'reactivateUser' } });
  });

  it('leave out a status change the roles may not read, and what the page did not ask for', async () => {
    const notices = await readRecordNotices(
      { type: 'userView', id: USER },
      { statusChange: { roles: ['NOBODY' as never] } },
    );
    expect(notices).toEqual({ claim: null, approvals: [], statusChange: null });
  });

  it('name who holds the record, never a claim past its expiry', async () => {
    const wanted = { claim: 'discussion', statusChange: { roles: ['SUPPORT'] } } as const;
    expect((await readRecordNotices({ type: 'discussionView', id: 'd1' }, wanted)).claim).toMatchObject({
      itemId: 'd1',
      staffName: 'Chloé Conseil',
      staffRoles: ['CA'],
    });
    expect((await readRecordNotices({ type: 'discussionView', id: 'd-old' }, wanted)).claim).toBeNull();
  });

  it('are none when the database fails, and the record still shows', async () => {
    mocks.failing = true;
    try {
      expect(
        await readRecordNotices(
          { type: 'userView', id: USER },
          { approvals: true, statusChange: { roles: ['SUPPORT'] } },
        ),
      ).toEqual({ claim: null, approvals: [], statusChange: null });
    } finally {
      mocks.failing = false;
    }
  });
});

describe('once the database knows which records have notices (PGlite, its only writer)', () => {
  const everything = { approvals: true, statusChange: { roles: ['SUPPORT'] } } as const;
  const claimOnly = { claim: 'discussion' } as const;
  let db: SqlClient;

  beforeAll(async () => {
    db = await database();
    await db.noticeTargets!.load(db);
  });

  async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
    const query = vi.spyOn(db, 'query');
    try {
      await work();
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  }

  it('answer a record that never had one without asking the database', async () => {
    let notices: unknown;
    expect(
      await queriesDuring(
        async () => (notices = await readRecordNotices({ type: 'userView', id: 'u9' }, everything)),
      ),
    ).toBe(0);
    expect(notices).toEqual({ claim: null, approvals: [], statusChange: null });
    expect(await queriesDuring(() => activeClaimsOn(db, 'discussion', ['d9', 'd10']))).toBe(0);
  });

  it('still read the notices the tables held when it opened', async () => {
    expect(await readRecordNotices({ type: 'userView', id: USER }, everything)).toMatchObject({
      statusChange: { action: 'deactivateUser' },
      approvals: [expect.objectContaining({ action: 'anonymiseUser' })],
    });
    expect((await readRecordNotices({ type: 'discussionView', id: 'd1' }, claimOnly)).claim).toMatchObject({
      staffName: 'Chloé Conseil',
    });
  });

  it('show a status change, an approval request and a claim made afterwards', async () => {
    await journal('deactivateUser', '2020-03-05T10:00:00.000+01:00', 'SUCCESS', 'u7');
    await sqlApprovals(db, 72).create({
      action: 'anonymiseUser',
      route: 'userView',
      target: { type: 'userView', id: 'u8' },
      targetKind: null,
      version: 'v1',
      input: { id: 'u8' },
      amount: null,
      requester,
      reason: 'Demande RGPD',
    });
    const claimed = await claimNext(db, {
      viewId: '00000000-0000-4000-8000-0000000000b1',
      itemType: 'discussion',
      candidates: ['d9'],
      staff: { id: 'ca-2', name: 'Camille Conseil', roles: ['CA'] },
      timeoutMinutes: 30,
    });
    expect(claimed.kind).toBe('claimed');

    expect((await readRecordNotices({ type: 'userView', id: 'u7' }, everything)).statusChange).toMatchObject({
      action: 'deactivateUser',
    });
    expect((await readRecordNotices({ type: 'userView', id: 'u8' }, everything)).approvals).toHaveLength(1);
    expect((await readRecordNotices({ type: 'discussionView', id: 'd9' }, claimOnly)).claim).toMatchObject({
      staffName: 'Camille Conseil',
    });
    expect([...(await activeClaimsOn(db, 'discussion', ['d9', 'd10'])).keys()]).toEqual(['d9']);
  });
});

describe('on PostgreSQL, whose other replicas write too', () => {
  it('every record is read', () => {
    const shared = { query: vi.fn() };
    expect(mayHaveNotice(shared, 'claim', 'd10')).toBe(true);
    expect(mayHaveNotice(shared, 'statusChange', 'u9')).toBe(true);
  });
});
