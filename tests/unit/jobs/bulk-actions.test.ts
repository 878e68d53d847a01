import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { businessErrorMessage } from '@/lib/domain/errors';
import { AuthenticationError, HttpError } from '@/lib/gateway/errors';
import { currentIdempotencyKey } from '@/lib/gateway/idempotency';
import { JOB_MESSAGES as M } from '@/lib/jobs/messages';
import type { Job, JobState } from '@/lib/jobs/types';
import { stubGatewayEnv } from '../gateway/support';
import { journalWrites } from '../support/journal-stub';

/*
 * Starting, stopping and retrying jobs through their server actions, with the real role table, the
 * real engine on an in-memory PGlite and the gateway's calls replaced: who may start which work,
 * the role table's rule read per record, the gateway's message kept per item, the journal.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  me: 'staff-me',
  markPaid: vi.fn(),
  deactivate: vi.fn(),
  getUser: vi.fn(),
  listInvoices: vi.fn(),
  keys: [] as (string | undefined)[],
  db: null as Promise<import('@/lib/db/sql').SqlClient> | null,
}));

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(
    original,
    () => mocks.roles,
    () => ({ id: mocks.me }),
  ),
);
vi.mock('@/lib/db/database', async () => {
  const { openMemoryDatabase } = await import('../support/memory-database');
  return { database: () => (mocks.db ??= openMemoryDatabase()) };
});
vi.mock('@/lib/gateway/billing', () => ({
  markProviderInvoicePaid: mocks.markPaid,
  markProviderInvoiceIrrecoverable: vi.fn(),
  listProviderInvoices: mocks.listInvoices,
}));
vi.mock('@/lib/gateway/users', () => ({
  deactivateUser: mocks.deactivate,
  getUser: mocks.getUser,
  listUsers: vi.fn(),
}));

const { startBulkJobAction, stopJobAction, retryFailedAction } =
  await import('@/app/(backoffice)/travaux/actions');
const { database } = await import('@/lib/db/database');
const { findJob, jobItems } = await import('@/lib/jobs/store');
const { jobEngine } = await import('@/lib/jobs/runtime');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };

async function finished(id: string): Promise<Job> {
  const end = Date.now() + 40_000;
  for (;;) {
    const job = await findJob(await database(), id);
    if (job && (['done', 'failed', 'stopped'] as JobState[]).includes(job.state)) return job;
    if (Date.now() > end) throw new Error(`job still ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function start(input: Record<string, unknown>): Promise<string> {
  const result = await startBulkJobAction(input);
  expect(result).toMatchObject({ ok: true, redirectTo: expect.stringMatching(/^\/travaux\/[0-9a-f-]{36}$/) });
  return (result as { data: { id: string } }).data.id;
}

beforeEach(() => {
  stubGatewayEnv();
  mocks.roles = ['FINANCE'];
  mocks.me = 'staff-me';
  mocks.keys = [];
  mocks.markPaid.mockReset().mockImplementation(async () => {
    mocks.keys.push(currentIdempotencyKey());
  });
  mocks.deactivate.mockReset();
  mocks.getUser.mockReset();
  mocks.listInvoices.mockReset();
});
afterAll(async () => {
  await (await jobEngine()).stop('abandon');
});

describe('startBulkJobAction', () => {
  // The first test opens the in-memory database: seconds of WebAssembly on a busy machine.
  it(
    'marks the invoices paid as a job: one call per record with its key, one journal entry each with the job id',
    { timeout: 60_000 },
    async () => {
      const id = await start({ kind: 'markInvoicesPaid', ids: ['i1', 'i2', 'i3'], paidAt: '2020-03-02' });
      expect((await finished(id)).state).toBe('done');
      expect(mocks.markPaid.mock.calls.map(([, record, body]) => [record, body])).toEqual(
        ['i1', 'i2', 'i3'].map((record) => [record, { paidAt: '2020-03-02' }]),
      );
      expect(mocks.keys.sort()).toEqual([`${id}:0:1`, `${id}:1:1`, `${id}:2:1`]);
      const entries = journalWrites.filter((entry) => entry.jobId === id);
      expect(entries.map((entry) => [entry.action, entry.targetId, entry.outcome])).toEqual(
        expect.arrayContaining([
          ['startBulkJob', null, 'SUCCESS'],
          ['markInvoicePaid', 'i1', 'SUCCESS'],
          ['markInvoicePaid', 'i2', 'SUCCESS'],
          ['markInvoicePaid', 'i3', 'SUCCESS'],
        ]),
      );
      expect(entries).toHaveLength(4);
      // Each item names its entry with a UUID of its own, the same if it is sent again.
      const uids = entries.filter((entry) => entry.action === 'markInvoicePaid').map((entry) => entry.uid);
      expect(uids.every((uid) => z.uuid().safeParse(uid).success)).toBe(true);
      expect(new Set(uids).size).toBe(3);
    },
  );

  it('starts one job for a form sent twice', async () => {
    const input = {
      kind: 'markInvoicesPaid',
      ids: ['i9'],
      paidAt: '2020-03-02',
      submissionKey: '4b4a4f10-2c7e-4c55-9d7e-3d1b7f0a0c11',
    };
    const [first, second] = await Promise.all([start(input), start(input)]);
    expect(second).toBe(first);
    await finished(first);
    expect(mocks.markPaid).toHaveBeenCalledTimes(1);
  });

  it('keeps the gateway’s French message of each record that failed; « Relancer les échecs » sends only those', async () => {
    mocks.markPaid.mockImplementation(async (_token, record: string) => {
      if (record === 'bad')
        throw new HttpError('refused', {
          status: 409,
          statusText: 'Conflict',
          code: 'ALREADY_RECONCILED',
          body: { code: 'ALREADY_RECONCILED', message: 'Facture déjà rapprochée par la banque.' },
        });
    });
    const id = await start({ kind: 'markInvoicesPaid', ids: ['ok', 'bad'], paidAt: '2020-03-02' });
    expect((await finished(id)).state).toBe('failed');
    expect(
      (await jobItems(await database(), id)).map((item) => [item.recordId, item.state, item.message]),
    ).toEqual([
      ['ok', 'succeeded', null],
      ['bad', 'failed', 'Facture déjà rapprochée par la banque.'],
    ]);

    mocks.markPaid.mockReset().mockResolvedValue(undefined);
    expect(await retryFailedAction({ id })).toMatchObject({ ok: true, message: M.retried(1) });
    expect((await finished(id)).state).toBe('done');
    expect(mocks.markPaid.mock.calls.map(([, record]) => record)).toEqual(['bad']);
  });

  it('refuses a role the kind’s action does not allow, SUPPORT-only deactivation to anyone else, a payment day to come', async () => {
    mocks.roles = ['CA'];
    expect(await startBulkJobAction({ kind: 'markInvoicesPaid', ids: ['i1'], paidAt: '2020-03-02' })).toEqual(
      FORBIDDEN,
    );
    mocks.roles = ['FINANCE'];
    expect(await startBulkJobAction({ kind: 'deactivateUsers', ids: ['u1'], reason: 'OTHER' })).toEqual(
      FORBIDDEN,
    );
    expect(
      await startBulkJobAction({ kind: 'markInvoicesPaid', ids: ['i1'], paidAt: '2999-01-01' }),
    ).toMatchObject({ ok: false, fieldErrors: { paidAt: expect.any(String) } });
    expect(mocks.markPaid).not.toHaveBeenCalled();
  });

  it('never sends the deactivation of a staff account or of one’s own: « Échoué : refusé »', async () => {
    mocks.roles = ['SUPPORT'];
    mocks.me = 'support-1';
    const types: Record<string, string> = {
      c1: 'PARTICULAR',
      s1: 'LMSG',
      'support-1': 'LMSG',
      p1: 'PROFESSIONAL',
    };
    mocks.getUser.mockImplementation(async (_token, id: string) => ({ id, type: types[id] }));
    const reason = (await import('@/lib/domain/enums')).deactivationReason.values[0];
    const id = await start({ kind: 'deactivateUsers', ids: ['c1', 's1', 'support-1', 'p1'], reason });
    expect((await finished(id)).state).toBe('failed');
    expect(mocks.deactivate.mock.calls.map(([, user]) => user)).toEqual(['c1', 'p1']);
    expect((await jobItems(await database(), id)).map((item) => [item.recordId, item.message])).toEqual([
      ['c1', null],
      ['s1', M.refused],
      ['support-1', M.refused],
      ['p1', null],
    ]);
  });

  it('reads "all N of the filtered set" again at the gateway with the list’s own parser, all pages', async () => {
    const page = (ids: string[]) => ({ items: ids.map((id) => ({ id })), total: 150 });
    mocks.listInvoices
      .mockResolvedValueOnce(page(Array.from({ length: 100 }, (_, i) => `a${i}`)))
      .mockResolvedValueOnce(page(Array.from({ length: 50 }, (_, i) => `b${i}`)));
    const id = await start({
      kind: 'markInvoicesPaid',
      listQuery: 'status=PENDING&recipient=dupont&page=3',
      paidAt: '2020-03-02',
    });
    expect(
      mocks.listInvoices.mock.calls.map(([, query]) => [
        query.page,
        query.size,
        query.status,
        query.recipient,
      ]),
    ).toEqual([
      [1, 100, 'PENDING', 'dupont'],
      [2, 100, 'PENDING', 'dupont'],
    ]);
    expect((await findJob(await database(), id))!.total).toBe(150);
    await finished(id);
  });

  it('waits when the author’s token expired instead of failing the records', async () => {
    mocks.markPaid.mockRejectedValue(new AuthenticationError('expired', { status: 401 }));
    const id = await start({ kind: 'markInvoicesPaid', ids: ['t1'], paidAt: '2020-03-02' });
    const end = Date.now() + 10_000;
    while ((await findJob(await database(), id))!.state !== 'waiting' && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const items = await jobItems(await database(), id);
    expect(items.map((item) => item.state)).toEqual(['pending']);
    await stopJobAction({ id });
  });
});

describe('stopJobAction and retryFailedAction', () => {
  it('refuse a job started by someone else (unless SUPPORT)', async () => {
    mocks.markPaid.mockImplementation(() => new Promise(() => undefined));
    const id = await start({
      kind: 'markInvoicesPaid',
      ids: ['x1', 'x2', 'x3', 'x4', 'x5', 'x6'],
      paidAt: '2020-03-02',
    });
    mocks.me = 'someone-else';
    expect(await stopJobAction({ id })).toMatchObject({ ok: false, message: M.notFound });
    mocks.roles = ['SUPPORT'];
    expect(await stopJobAction({ id })).toMatchObject({ ok: true, message: M.stopped });
  });
});
