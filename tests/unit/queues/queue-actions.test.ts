import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccessRoute, canRunAction, type ActionId, type RouteId } from '@/lib/access';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import { businessErrorMessage } from '@/lib/domain/errors';
import type { Role } from '@/lib/domain/roles';
import { QUEUE_MESSAGES as M } from '@/lib/queues/messages';
import { activeClaimsOn } from '@/lib/queues/read';
import { insertView } from '@/lib/views/store';
import { journalWrites } from '../support/journal-stub';

/*
 * "Traiter le suivant", "Libérer", "Réattribuer" and the issue report's status, replayed as staff
 * and as an attacker would: another role, another person's claim, a queue not shared with them,
 * no session at all. The database is PGlite in memory; the gateway's lists are stand-ins.
 */

interface Me {
  id: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}
const mocks = vi.hoisted(() => ({
  me: null as Me | null,
  db: null as unknown,
  candidates: [] as string[],
  markPaid: vi.fn(async () => undefined),
  getIssue: vi.fn(async (_token: unknown, id: string) => ({ id })),
}));

vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  return {
    ...actual,
    requireActionAccess: async (route: RouteId, action?: ActionId) => {
      if (!mocks.me) throw new actual.SessionEndedError();
      const { roles } = mocks.me;
      if (!canAccessRoute(roles, route) || (action && !canRunAction(roles, action)))
        throw new actual.ForbiddenActionError();
      return {
        user: { ...mocks.me, email: `${mocks.me.id}@groupe.example` },
        token: { tokenType: 'Bearer', accessToken: 'x' },
      };
    },
  };
});
vi.mock('@/lib/auth/request-context', async (original) => ({
  ...(await original<typeof import('@/lib/auth/request-context')>()),
  currentRequest: async () => ({ requestId: 'req-1', route: '/files/x' }),
  currentPath: async () => '/files/x',
}));
vi.mock('@/lib/db/database', () => ({ database: async () => mocks.db }));
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/env', () => ({ env: () => ({ QUEUE_CLAIM_TIMEOUT_MINUTES: 30 }) }));
vi.mock('@/lib/queues/items', () => ({ queueCandidates: async () => mocks.candidates }));
vi.mock('@/lib/gateway/billing', () => ({ markProviderInvoicePaid: mocks.markPaid }));
vi.mock('@/lib/gateway/issues', () => ({ getIssue: mocks.getIssue }));

const { claimNextAction, releaseClaimAction, reassignClaimAction } =
  await import('@/app/(backoffice)/files/actions');
const { changeIssueStatusAction } = await import('@/app/(backoffice)/(records)/signalements/[id]/actions');
const { markProviderInvoicePaidAction } = await import('@/app/(backoffice)/(records)/factures/[id]/actions');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };
const person = (id: string, roles: Role[]): Me => ({ id, firstName: 'Agent', lastName: id, roles });
const FINANCE_1 = person('fin-1', ['FINANCE']);
const FINANCE_2 = person('fin-2', ['FINANCE']);
const SUPPORT = person('sup-1', ['SUPPORT']);
const MANAGER_CA = person('mca-1', ['MANAGER_CA']);

let db: SqlClient;
let invoices: string;
let caInvoices: string;
let privateQueue: string;

beforeAll(async () => {
  db = await openMemoryDatabase();
  mocks.db = db;
  const queue = (name: string, sharedRoles: Role[], ownerId: string | null = null) =>
    insertView(db, {
      list: 'invoices',
      name,
      query: 'status=PENDING',
      ownerId,
      ownerName: 'Back-office',
      sharedRoles,
      queue: true,
    }).then((view) => view!.id);
  invoices = await queue('Factures en attente', ['FINANCE', 'SUPPORT']);
  caInvoices = await queue('Factures du CA', ['CA', 'MANAGER_CA']);
  privateQueue = await queue('Mes factures', [], 'fin-9');
}, 60_000);
afterAll(() => db.close());

beforeEach(async () => {
  await db.exec('delete from queue_claims; delete from issue_statuses;');
  mocks.candidates = ['inv-1', 'inv-2', 'inv-3'];
  mocks.me = FINANCE_1;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const claimAs = async (me: Me, viewId = invoices) => {
  mocks.me = me;
  return claimNextAction({ viewId });
};
const holderOf = async (itemId: string) =>
  (await activeClaimsOn(db, 'invoice', [itemId])).get(itemId) ?? null;

describe('Traiter le suivant', () => {
  it('gives two staff members two different items, opens each and journals each claim', async () => {
    expect(await claimAs(FINANCE_1)).toMatchObject({
      ok: true,
      redirectTo: '/factures/inv-1',
      message: M.claimed,
    });
    expect(await claimAs(FINANCE_2)).toMatchObject({ ok: true, redirectTo: '/factures/inv-2' });
    expect(await claimAs(FINANCE_1)).toMatchObject({
      ok: true,
      redirectTo: '/factures/inv-1',
      message: M.held,
    });
    expect(journalWrites.map(({ action, targetType, targetId }) => [action, targetType, targetId])).toEqual([
      ['claimQueueItem', 'invoiceView', 'inv-1'],
      ['claimQueueItem', 'invoiceView', 'inv-2'],
    ]);
  });

  it('says so when the queue is empty', async () => {
    mocks.candidates = [];
    expect(await claimAs(FINANCE_1)).toMatchObject({ ok: true, message: M.empty });
    expect(journalWrites).toEqual([]);
  });

  it('refuses a queue not shared with the staff member, a private one, a forged id and no session', async () => {
    expect(await claimAs(SUPPORT, caInvoices)).toEqual(FORBIDDEN);
    expect(await claimAs(FINANCE_1, privateQueue)).toEqual(FORBIDDEN);
    expect(await claimAs(FINANCE_1, "1' or '1'='1")).toEqual(FORBIDDEN);
    expect(await claimAs(FINANCE_1, '00000000-0000-4000-8000-000000000000')).toEqual(FORBIDDEN);
    mocks.me = null;
    expect(await claimNextAction({ viewId: invoices })).toMatchObject({ ok: false, sessionExpired: true });
    expect(await db.query('select 1 from queue_claims')).toEqual([]);
    expect(journalWrites).toEqual([]);
  });

  it('refuses a role the queue is shared with but that cannot work its items', async () => {
    expect(await claimAs(person('ca-1', ['CA']), caInvoices)).toEqual({ ok: false, message: M.cannotWork });
  });
});

describe('Libérer', () => {
  it('lets the holder alone release the item, which is then free again', async () => {
    await claimAs(FINANCE_1);
    const claim = (await holderOf('inv-1'))!;
    mocks.me = FINANCE_2;
    expect(await releaseClaimAction({ claimId: claim.id })).toEqual({ ok: false, message: M.notActive });
    mocks.me = FINANCE_1;
    expect(await releaseClaimAction({ claimId: claim.id })).toMatchObject({ ok: true, message: M.released });
    expect(await holderOf('inv-1')).toBeNull();
    expect(journalWrites.at(-1)).toMatchObject({
      action: 'releaseClaim',
      targetType: 'invoiceView',
      targetId: 'inv-1',
    });
  });
});

describe('Réattribuer', () => {
  it('lets SUPPORT hand a claim to a staff member who can work the item, never to anyone', async () => {
    await claimAs(FINANCE_2);
    await claimAs(FINANCE_1);
    const claim = (await holderOf('inv-2'))!;
    mocks.me = FINANCE_2;
    expect(await reassignClaimAction({ claimId: claim.id, staffId: 'fin-2' })).toEqual(FORBIDDEN);
    mocks.me = MANAGER_CA;
    expect(await reassignClaimAction({ claimId: claim.id, staffId: 'fin-2' })).toEqual({
      ok: false,
      message: M.notReassignable,
    });
    mocks.me = SUPPORT;
    expect(await reassignClaimAction({ claimId: claim.id, staffId: 'nobody' })).toEqual({
      ok: false,
      message: M.notReassignable,
    });
    expect(await reassignClaimAction({ claimId: claim.id, staffId: 'fin-2' })).toMatchObject({ ok: true });
    expect((await holderOf('inv-2'))?.staffId).toBe('fin-2');
    expect(await reassignClaimAction({ claimId: claim.id, staffId: 'fin-2' })).toEqual({
      ok: false,
      message: M.notActive,
    });
    expect(journalWrites.at(-1)).toMatchObject({
      action: 'reassignClaim',
      details: 'De Agent fin-1 à Agent fin-2',
    });
  });
});

describe('completing an item', () => {
  it('ends the invoice claim once the invoice is marked paid', async () => {
    await claimAs(FINANCE_1);
    mocks.me = SUPPORT;
    expect(await markProviderInvoicePaidAction({ id: 'inv-1', paidAt: '2020-03-03' })).toMatchObject({
      ok: true,
    });
    expect(await holderOf('inv-1')).toBeNull();
    const [ended] = await db.query<{ ended_how: string }>(`select ended_how from queue_claims`);
    expect(ended).toEqual({ ended_how: 'completed' });
  });

  it('sets an issue report treated, ending its claim, and refuses roles outside the project staff', async () => {
    await db.query(
      `insert into queue_claims (item_type, item_id, staff_id, staff_name, expires_at)
       values ('issue', 'iss-1', 'sup-1', 'Agent sup-1', now() + interval '30 minutes')`,
    );
    mocks.me = person('bd-1', ['BD']);
    expect(await changeIssueStatusAction({ id: 'iss-1', status: 'DONE' })).toEqual(FORBIDDEN);
    mocks.me = SUPPORT;
    expect(await changeIssueStatusAction({ id: 'iss-1', status: 'DONE' })).toMatchObject({ ok: true });
    expect(await activeClaimsOn(db, 'issue', ['iss-1'])).toEqual(new Map());
    expect(journalWrites.at(-1)).toMatchObject({
      action: 'changeIssueStatus',
      targetId: 'iss-1',
      details: 'En cours → Traité',
    });
  });
});
