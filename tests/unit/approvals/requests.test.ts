import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sqlApprovals } from '@/lib/approvals/store';
import { APPROVAL_MESSAGES as M } from '@/lib/approvals/messages';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import { HttpError } from '@/lib/gateway/errors';
import { approvalsStub } from '../support/approvals-stub';
import { journalWrites } from '../support/journal-stub';

/*
 * Four eyes end to end below the browser: a held action becomes a request with its raw input, and
 * only another staff member whose roles allow the action runs it, once, before it expires.
 */

const mocks = vi.hoisted(() => ({
  me: { id: 'finance-1', roles: ['FINANCE'] as string[] },
  signedOut: false,
  amount: 48_000,
  db: null as unknown as SqlClient,
  cancelProviderInvoiceByCreditNote: vi.fn(),
  anonymizeUser: vi.fn(),
  replaceRoles: vi.fn(),
}));

// The version check is the runner's own (tests/unit/changes); here every version the test sends holds.
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/auth/session', async (original) => {
  const support = await import('../support/action-session');
  const base = await support.sessionWithRoles(
    original,
    () => mocks.me.roles,
    () => ({ id: mocks.me.id }),
  );
  return {
    ...base,
    requireActionAccess: async (...args: Parameters<typeof base.requireActionAccess>) => {
      if (mocks.signedOut) throw new base.SessionEndedError();
      const session = await base.requireActionAccess(...args);
      const user = { ...session.user, firstName: mocks.me.id, lastName: 'Test', email: `${mocks.me.id}@x` };
      return { ...session, user };
    },
  };
});
vi.mock('@/lib/auth/request-context', async (original) => ({
  ...(await original<typeof import('@/lib/auth/request-context')>()),
  currentPath: async () => '/a-approuver',
}));
vi.mock('@/lib/gateway/billing', () => ({
  getProviderInvoice: async (_token: unknown, id: string) => ({ id, amount: { inclTax: mocks.amount } }),
  cancelProviderInvoiceByCreditNote: mocks.cancelProviderInvoiceByCreditNote,
}));

vi.mock('@/lib/gateway/users', () => ({
  getUser: async (_token: unknown, id: string) => ({ id, type: 'LMSG' }),
  anonymizeUser: mocks.anonymizeUser,
}));

vi.mock('@/lib/gateway/credentials', () => ({
  getCredentials: async () => ({ roles: ['CC'] }),
  replaceRoles: mocks.replaceRoles,
}));

const invoice = await import('@/app/(backoffice)/(records)/factures/[id]/actions');
const decisions = await import('@/app/(backoffice)/a-approuver/actions');
const users = await import('@/app/(backoffice)/(records)/clients/[id]/actions');
const staff = await import('@/app/(backoffice)/(records)/utilisateurs/[id]/actions');

beforeAll(async () => {
  mocks.db = await openMemoryDatabase();
  approvalsStub.db = mocks.db;
}, 60_000);
afterAll(() => mocks.db.close());

beforeEach(async () => {
  await mocks.db.query('delete from approval_requests');
  mocks.me = { id: 'finance-1', roles: ['FINANCE'] };
  mocks.signedOut = false;
  mocks.amount = 48_000;
  approvalsStub.policy = 'createCreditNote>5000,replaceRoles';
  mocks.cancelProviderInvoiceByCreditNote.mockReset().mockResolvedValue({ id: 'credit-1' });
  mocks.anonymizeUser.mockReset().mockResolvedValue(undefined);
  mocks.replaceRoles.mockReset().mockResolvedValue(undefined);
});

const as = (id: string, roles: string[] = ['FINANCE']) => {
  mocks.me = { id, roles };
};
const store = () => sqlApprovals(mocks.db, 72);
const onInvoice = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  recordType: 'invoiceView',
  recordId: 'b1',
  ...extra,
});

/** FINANCE 1 asks for a 48 000 € credit note on invoice b1; answers the request's id. */
async function requestCreditNote(raw: Record<string, unknown> = {}): Promise<string> {
  as('finance-1');
  const result = await invoice.createCreditNoteAction({
    id: 'b1',
    version: 'v7',
    approvalReason: 'Geste commercial validé par la direction',
    ...raw,
  });
  expect(result).toEqual({ ok: true, message: M.requested });
  const [request] = await store().pending({ type: 'invoiceView', id: 'b1' });
  return request!.id;
}

describe('a held action', () => {
  it('becomes a request holding the raw input, its version and the reason, and writes nothing', async () => {
    const id = await requestCreditNote();
    expect(mocks.cancelProviderInvoiceByCreditNote).not.toHaveBeenCalled();
    const request = await store().get(id);
    expect(request).toMatchObject({
      action: 'createCreditNote',
      route: 'invoiceView',
      target: { type: 'invoiceView', id: 'b1' },
      version: 'v7',
      amount: 48_000,
      status: 'pending',
      reason: 'Geste commercial validé par la direction',
      requester: { id: 'finance-1' },
      input: { id: 'b1', version: 'v7', approvalReason: 'Geste commercial validé par la direction' },
    });
    expect(Date.parse(request!.expiresAt) - Date.parse(request!.requestedAt)).toBe(72 * 3_600_000);
    expect(journalWrites).toEqual([
      expect.objectContaining({ action: 'requestApproval', targetId: 'b1', approvalId: id }),
    ]);
  });

  it('is asked once per record: a second request waits for the first to be decided or to expire', async () => {
    await mocks.db.query(
      `insert into recent_records (staff_id, record_type, record_id, label, opened_at)
       values ('finance-1', 'invoiceView', 'b1', 'Facture FA-2020-000001', now())`,
    );
    const first = await requestCreditNote();
    expect((await store().get(first))?.targetLabel).toBe('Facture FA-2020-000001');
    expect(await invoice.createCreditNoteAction({ id: 'b1', approvalReason: 'Encore' })).toEqual({
      ok: false,
      message: M.alreadyPending,
    });
    await mocks.db.query(`update approval_requests set expires_at = now() - interval '1 second'`);
    expect(await invoice.createCreditNoteAction({ id: 'b1', approvalReason: 'Encore' })).toEqual({
      ok: true,
      message: M.requested,
    });
    await mocks.db.query('delete from recent_records');
  });

  it('asks for the reason before holding anything', async () => {
    const result = await invoice.createCreditNoteAction({ id: 'b1' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { approvalReason: M.reasonRequired } });
    expect(await store().pending()).toEqual([]);
  });

  it('runs at once at its threshold, and is held one cent above it', async () => {
    mocks.amount = 5000;
    expect(await invoice.createCreditNoteAction({ id: 'b1' })).toMatchObject({ ok: true });
    expect(mocks.cancelProviderInvoiceByCreditNote).toHaveBeenCalledTimes(1);
    mocks.amount = 5000.01;
    expect(await invoice.createCreditNoteAction({ id: 'b1', approvalReason: 'Motif' })).toEqual({
      ok: true,
      message: M.requested,
    });
    expect(mocks.cancelProviderInvoiceByCreditNote).toHaveBeenCalledTimes(1);
  });
});

describe('deciding a request', () => {
  it('runs the action once when another FINANCE approves, journaled with the request id', async () => {
    const id = await requestCreditNote();
    journalWrites.length = 0;
    as('finance-2');
    const result = await decisions.approveRequestAction(onInvoice(id, { comment: 'OK' }));
    expect(result).toMatchObject({ ok: true });
    expect(mocks.cancelProviderInvoiceByCreditNote).toHaveBeenCalledTimes(1);
    expect(mocks.cancelProviderInvoiceByCreditNote).toHaveBeenCalledWith(expect.anything(), 'b1');
    expect(await store().get(id)).toMatchObject({
      status: 'approved',
      decider: { id: 'finance-2' },
      comment: 'OK',
    });
    expect(journalWrites.map(({ action, staffId, approvalId }) => ({ action, staffId, approvalId }))).toEqual(
      [
        { action: 'approveRequest', staffId: 'finance-2', approvalId: id },
        { action: 'createCreditNote', staffId: 'finance-2', approvalId: id },
      ],
    );
  });

  it('never runs twice: a second approval, sequential or concurrent, is refused', async () => {
    const id = await requestCreditNote();
    as('finance-2');
    const both = await Promise.all([
      decisions.approveRequestAction(onInvoice(id)),
      decisions.approveRequestAction(onInvoice(id)),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(await decisions.approveRequestAction(onInvoice(id))).toEqual({
      ok: false,
      message: M.alreadyDecided,
    });
    expect(mocks.cancelProviderInvoiceByCreditNote).toHaveBeenCalledTimes(1);
  });

  it('is refused to the requester, even replayed by hand', async () => {
    const id = await requestCreditNote();
    for (const decide of [decisions.approveRequestAction, decisions.rejectRequestAction]) {
      expect(await decide(onInvoice(id, { comment: 'moi' }))).toEqual({ ok: false, message: M.ownRequest });
    }
    expect(mocks.cancelProviderInvoiceByCreditNote).not.toHaveBeenCalled();
    expect((await store().get(id))?.status).toBe('pending');
  });

  it('is refused to a role that may not run the action, and with no session', async () => {
    const id = await requestCreditNote();
    as('ca-1', ['CA']);
    expect(await decisions.approveRequestAction(onInvoice(id))).toEqual({ ok: false, message: M.notAllowed });
    mocks.signedOut = true;
    expect(await decisions.approveRequestAction(onInvoice(id))).toMatchObject({
      ok: false,
      sessionExpired: true,
    });
    expect(mocks.cancelProviderInvoiceByCreditNote).not.toHaveBeenCalled();
    expect((await store().get(id))?.status).toBe('pending');
  });

  it('is refused when the request belongs to another record than the one it is decided on', async () => {
    const id = await requestCreditNote();
    as('finance-2');
    const result = await decisions.approveRequestAction({ ...onInvoice(id), recordId: 'b2' });
    expect(result).toEqual({ ok: false, message: M.otherRecord });
    expect((await store().get(id))?.status).toBe('pending');
  });

  it('refuses an expired request and journals its expiry', async () => {
    const id = await requestCreditNote();
    await mocks.db.query(`update approval_requests set expires_at = now() - interval '1 second'`);
    journalWrites.length = 0;
    as('finance-2');
    expect(await decisions.approveRequestAction(onInvoice(id))).toEqual({ ok: false, message: M.expired });
    expect(mocks.cancelProviderInvoiceByCreditNote).not.toHaveBeenCalled();
    expect((await store().get(id))?.status).toBe('expired');
    expect(journalWrites).toEqual([
      expect.objectContaining({ action: 'expireApprovalRequest', staffId: 'finance-1', approvalId: id }),
    ]);
  });

  it('says so when the approved run is refused, e.g. the record changed since it was asked', async () => {
    const id = await requestCreditNote();
    mocks.cancelProviderInvoiceByCreditNote.mockRejectedValue(
      new HttpError('refused', { status: 409, statusText: 'Conflict', body: {}, code: 'INVALID_STATE' }),
    );
    as('finance-2');
    const result = await decisions.approveRequestAction(onInvoice(id));
    expect(result).toMatchObject({ ok: false });
    const request = await store().get(id);
    expect(request?.status).toBe('failed');
    expect(request?.failure).toBeTruthy();
    expect(result.message).toBe(M.ranFailed(request!.failure!));
  });

  it('rejects only with a comment, and the requester alone cancels', async () => {
    const id = await requestCreditNote();
    as('support-1', ['SUPPORT']);
    expect(await decisions.rejectRequestAction(onInvoice(id))).toMatchObject({
      ok: false,
      fieldErrors: { comment: M.commentRequired },
    });
    expect(await decisions.cancelRequestAction(onInvoice(id))).toEqual({ ok: false, message: M.notYours });
    expect(await decisions.rejectRequestAction(onInvoice(id, { comment: 'Pas justifié' }))).toEqual({
      ok: true,
      message: M.rejected,
    });
    as('finance-1');
    expect(await decisions.cancelRequestAction(onInvoice(id))).toEqual({
      ok: false,
      message: M.alreadyDecided,
    });
    expect(mocks.cancelProviderInvoiceByCreditNote).not.toHaveBeenCalled();
  });
});

describe('a held action on a staff account', () => {
  it('is decided only by a role that may act on that account, never on their own', async () => {
    approvalsStub.policy = 'anonymiseUser';
    as('support-1', ['SUPPORT']);
    expect(await users.anonymiseUserAction({ id: 'staff-9', approvalReason: 'Départ' })).toEqual({
      ok: true,
      message: M.requested,
    });
    const [request] = await store().pending({ type: 'userView', id: 'staff-9' });
    const decide = { id: request!.id, recordType: 'userView', recordId: 'staff-9' };
    // Every role may anonymise a customer, only SUPPORT a staff account.
    as('ca-1', ['CA']);
    expect(await decisions.approveRequestAction(decide)).toEqual({ ok: false, message: M.notAllowed });
    as('staff-9', ['SUPPORT']);
    expect(await decisions.approveRequestAction(decide)).toEqual({ ok: false, message: M.notAllowed });
    expect(mocks.anonymizeUser).not.toHaveBeenCalled();
    as('support-2', ['SUPPORT']);
    expect(await decisions.approveRequestAction(decide)).toMatchObject({ ok: true });
    expect(mocks.anonymizeUser).toHaveBeenCalledTimes(1);
  });
});

describe('a held change of roles', () => {
  it('is approved only by someone who holds every role it grants', async () => {
    approvalsStub.policy = 'replaceRoles';
    as('support-1', ['SUPPORT', 'FINANCE']);
    const raw = { id: 'staff-9', roles: ['CC', 'FINANCE'], approvalReason: 'Renfort comptable' };
    expect(await staff.replaceStaffRolesAction(raw)).toEqual({ ok: true, message: M.requested });
    const [request] = await store().pending({ type: 'credentialsView', id: 'staff-9' });
    expect(request?.targetKind).toEqual({ kind: 'staff', id: 'staff-9', grants: ['FINANCE'] });
    const decide = { id: request!.id, recordType: 'credentialsView', recordId: 'staff-9' };
    as('support-2', ['SUPPORT']);
    expect(await decisions.approveRequestAction(decide)).toEqual({ ok: false, message: M.notAllowed });
    as('support-3', ['SUPPORT', 'FINANCE']);
    expect(await decisions.approveRequestAction(decide)).toMatchObject({ ok: true });
    expect(mocks.replaceRoles).toHaveBeenCalledTimes(1);
    expect(mocks.replaceRoles).toHaveBeenCalledWith(expect.anything(), 'staff-9', ['CC', 'FINANCE']);
  });
});
