/**
 * The runner's version check, as two staff members with one provider invoice open meet it: the
 * first marks it paid, the second acts on the page as it loaded. Against the fake gateway in
 * process, with its ETags (If-Match on the write) and without them (the runner reads again and
 * compares the hash); the fake's call log proves what reached the gateway.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGES_MESSAGES } from '@/lib/changes/messages';
import { readRecord } from '@/lib/changes/records';
import { versionToken } from '@/lib/changes/version';
import { configure } from '@/lib/fake-gateway/store';
import type { JournalFilter } from '@/lib/journal/types';
import { BASE_URL, staffEmail, startFakeGateway, tokenFor } from '../fake-gateway/core/harness';
import { stubGatewayEnv } from '../gateway/support';
import { journalWrites } from '../support/journal-stub';

const session = vi.hoisted(() => ({
  role: 'FINANCE',
  me: {} as { id?: string; token?: { tokenType: string; accessToken: string } },
}));
vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(
    original,
    () => [session.role],
    () => session.me,
  ),
);
// The journal as the store would list it: what the runner recorded, newest first.
vi.mock('@/lib/journal/read', async () => {
  const { journalWrites: written } = await import('../support/journal-stub');
  return {
    listJournal: async (filter: JournalFilter) => ({
      entries: written
        .filter((entry) => entry.targetId === filter.targetId && entry.outcome === filter.outcome)
        .map((entry, index) => ({ ...entry, id: String(index) }))
        .reverse()
        .slice(0, filter.limit),
      nextCursor: null,
    }),
  };
});

const { gateway } = startFakeGateway();
const { markProviderInvoicePaidAction } = await import('@/app/(backoffice)/(records)/factures/[id]/actions');

interface Staff {
  id: string;
  token: { tokenType: string; accessToken: string };
  name: string;
}

async function signIn(local: string): Promise<Staff> {
  const { people, config } = gateway.db();
  const id = people.emailIndex.get(`${local}@${config.staffDomain}`)!;
  const user = people.users.require(id);
  const accessToken = await tokenFor(staffEmail(local));
  return { id, token: { tokenType: 'Bearer', accessToken }, name: `${user.firstName} ${user.lastName}` };
}

function pendingInvoice(): string {
  return gateway
    .db()
    .projects.providerInvoices.values()
    .find((invoice) => invoice.status === 'PENDING' && !invoice.type.endsWith('CREDIT_NOTE'))!.id;
}

/** The version the staff member's page would carry, read now. */
async function pageOf(staff: Staff, id: string): Promise<string> {
  return versionToken('providerInvoice', await readRecord('providerInvoice', staff.token, id));
}

function actAs(staff: Staff, role: string): void {
  session.role = role;
  session.me = staff;
}

const writes = (id: string) =>
  gateway
    .db()
    .calls.list()
    .filter((call) => call.method === 'POST' && call.path === `/billing/invoices/${id}/mark-as-paid`);

beforeEach(() => {
  stubGatewayEnv({ GATEWAY_URL: BASE_URL });
  journalWrites.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => {
  configure({ etags: true });
  vi.unstubAllEnvs();
});

describe.each([
  ['with the gateway’s ETags', true],
  ['without ETags', false],
])('two staff members on one invoice, %s', (_name, etags) => {
  beforeEach(() => void configure({ etags }));

  it('refuses the second mark-paid with what changed, by whom and when, and writes it once', async () => {
    const [support, finance] = await Promise.all([signIn('support'), signIn('finance')]);
    const id = pendingInvoice();
    const [supportPage, financePage] = [await pageOf(support, id), await pageOf(finance, id)];

    actAs(support, 'SUPPORT');
    const first = await markProviderInvoicePaidAction({ id, paidAt: '2020-03-02', version: supportPage });
    expect(first.ok).toBe(true);

    actAs(finance, 'FINANCE');
    const second = await markProviderInvoicePaidAction({ id, paidAt: '2020-03-01', version: financePage });
    expect(second).toMatchObject({ ok: false, message: CHANGES_MESSAGES.changed });
    const changes = second.ok ? [] : (second.conflict?.changes ?? []);
    expect(changes[0]).toMatch(
      new RegExp(`^Statut : En attente → Payée, par ${support.name} à \\d{1,2} h \\d{2}$`),
    );
    expect(changes[1]).toMatch(/^Date de paiement : — → 02\/03\/2020, par /);

    // One write accepted; with ETags the second reached the gateway and was refused there (412).
    expect(writes(id).map((call) => call.status)).toEqual(etags ? [200, 412] : [200]);
    expect(gateway.db().projects.providerInvoices.require(id).paidAt).toMatch(/^2020-03-02/);
    expect(journalWrites.filter((entry) => entry.action === 'markInvoicePaid')).toHaveLength(1);
  });

  it('writes when the page’s version is the record’s, and journals the fields before → after', async () => {
    const finance = await signIn('finance');
    const id = pendingInvoice();
    actAs(finance, 'FINANCE');
    const result = await markProviderInvoicePaidAction({
      id,
      paidAt: '2020-03-02',
      version: await pageOf(finance, id),
    });
    expect(result.ok).toBe(true);
    expect(journalWrites.at(-1)?.changes).toEqual([
      { field: 'status', label: 'Statut', before: 'En attente', after: 'Payée' },
      { field: 'paidAt', label: 'Date de paiement', before: null, after: '02/03/2020' },
    ]);
    // No ETag: one read before the write (the check) and one after (the journal's "after").
    const reads = gateway
      .db()
      .calls.list()
      .filter((call) => call.method === 'GET' && call.path === `/billing/invoices/${id}`);
    expect(reads).toHaveLength(etags ? 2 : 3);
  });
});

describe('a version the runner cannot trust', () => {
  it('refuses a missing, forged or foreign version, and asks nothing of the gateway but reads', async () => {
    const finance = await signIn('finance');
    actAs(finance, 'FINANCE');
    const id = pendingInvoice();
    const other = gateway
      .db()
      .projects.providerInvoices.values()
      .find((invoice) => invoice.id !== id)!.id;
    const page = await pageOf(finance, id);
    const [payload, seal] = page.split('.');
    const lying = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    lying.values.status = 'PAID';
    const forged = `${Buffer.from(JSON.stringify(lying)).toString('base64url')}.${seal}`;
    const foreign = await pageOf(finance, other);
    gateway.db().calls.clear();

    for (const version of [undefined, '', 'v1', forged, foreign]) {
      const result = await markProviderInvoicePaidAction({ id, paidAt: '2020-03-02', version });
      expect(result).toEqual({
        ok: false,
        message: CHANGES_MESSAGES.unknownVersion,
        conflict: { changes: [] },
      });
    }
    expect(
      gateway
        .db()
        .calls.list()
        .filter((call) => call.method !== 'GET'),
    ).toEqual([]);
    expect(gateway.db().projects.providerInvoices.require(id).status).toBe('PENDING');
  });
});
