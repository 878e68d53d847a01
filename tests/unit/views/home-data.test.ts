import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import type { Session } from '@/lib/auth/session';
import { rememberOpened } from '@/lib/presence/recent';
import { insertView } from '@/lib/views/store';

/*
 * Home's parts are read side by side and stand alone: the database down leaves the unread
 * discussions, the gateway down leaves the claims, the views (with "—" counts) and the records
 * opened last.
 */

const mocks = vi.hoisted(() => ({
  db: null as SqlClient | null,
  listMyUnreadDiscussions: vi.fn(),
  countFails: false,
}));

vi.mock('@/lib/db/database', () => ({
  database: async () => {
    if (!mocks.db) throw new Error('database unreachable');
    return mocks.db;
  },
}));
vi.mock('@/lib/env', () => ({ env: () => ({ FAKE_GATEWAY: false }) }));
vi.mock('@/lib/auth/request-context', async (original) => ({
  ...(await original<typeof import('@/lib/auth/request-context')>()),
  currentRequest: async () => ({ requestId: 'req-1', route: '/' }),
  currentPath: async () => '/',
}));
vi.mock('@/lib/gateway/messaging', () => ({
  listMyDiscussions: vi.fn(),
  listMyUnreadDiscussions: mocks.listMyUnreadDiscussions,
}));
vi.mock('@/lib/gateway/billing', () => ({
  listProviderInvoices: async () => {
    if (mocks.countFails) throw new Error('gateway down');
    return { items: [], total: 42, page: 1, size: 1 };
  },
}));

const { homeData } = await import('@/app/(backoffice)/_components/home/home-data');

const session = {
  user: { id: 'camille', firstName: 'Camille', lastName: 'Agent', email: 'c@x.fr', roles: ['SUPPORT'] },
  token: { tokenType: 'Bearer', accessToken: 'x' },
} as unknown as Session;

let db: SqlClient;
beforeAll(async () => {
  db = await openMemoryDatabase();
  await insertView(db, {
    list: 'invoices',
    name: 'Factures en attente',
    query: 'status=PENDING',
    ownerId: 'camille',
    ownerName: 'Camille Agent',
    sharedRoles: ['FINANCE'],
    queue: true,
  });
  await db.query(
    `insert into queue_claims (item_type, item_id, staff_id, staff_name, claimed_at, expires_at)
     values ('invoice', 'inv-1', 'camille', 'Camille Agent', now(), now() + interval '30 minutes')`,
  );
  await rememberOpened(db, 'camille', {
    recordType: 'invoiceView',
    recordId: 'inv-1',
    label: 'Facture FA-1',
  });
}, 120_000);
afterAll(() => db.close());
beforeEach(() => {
  mocks.db = db;
  mocks.countFails = false;
  mocks.listMyUnreadDiscussions.mockReset().mockResolvedValue({
    items: [
      {
        id: 'd1',
        unreadMessagesCount: 2,
        members: [
          { id: 'camille', firstName: 'Camille', lastName: 'Agent' },
          { id: 'u1', firstName: 'Nathalie', lastName: 'Joly' },
        ],
        project: { rid: 'P7WR1' },
      },
    ],
    total: 6,
  });
});

describe('home', () => {
  it('shows the claims named as last opened, the queues first with their counts, unread discussions and records', async () => {
    const data = await homeData(session);
    expect(data.claims?.value).toEqual([
      expect.objectContaining({ href: '/factures/inv-1', label: 'Facture FA-1' }),
    ]);
    expect(data.views?.value).toEqual([
      expect.objectContaining({
        name: 'Factures en attente',
        href: expect.stringMatching(/^\/files\//),
        count: 42,
      }),
    ]);
    expect(data.unread?.value).toEqual({
      rows: [{ id: 'd1', href: '/discussions/d1', label: 'Nathalie Joly · P7WR1', unread: 2 }],
      total: 6,
    });
    expect(data.recent?.value).toEqual([
      expect.objectContaining({ href: '/factures/inv-1', kind: 'Facture' }),
    ]);
  });

  it('keeps its other parts when the database is down', async () => {
    mocks.db = null;
    // Another staff member: views read a moment ago are kept in the process for a few seconds.
    const data = await homeData({ ...session, user: { ...session.user, id: 'dominique' } });
    expect([data.claims, data.views, data.recent]).toEqual([null, null, null]);
    expect(data.unread?.value.total).toBe(6);
  });

  it('shows "—" for a count and keeps the rest when the gateway is down', async () => {
    mocks.countFails = true;
    mocks.listMyUnreadDiscussions.mockRejectedValue(new Error('gateway down'));
    const data = await homeData({
      ...session,
      user: { ...session.user, id: 'camille', roles: ['SUPPORT', 'CA'] },
    });
    expect(data.views?.value.map((view) => view.count)).toEqual([null]);
    expect(data.unread).toBeNull();
    expect(data.claims?.value).toHaveLength(1);
  });

  it('has no unread part for a role without messaging', async () => {
    const data = await homeData({ ...session, user: { ...session.user, roles: ['FINANCE'] } } as Session);
    expect(data.unread).toBeUndefined();
    expect(mocks.listMyUnreadDiscussions).not.toHaveBeenCalled();
  });
});
