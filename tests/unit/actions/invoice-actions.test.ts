import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { HttpError } from '@/lib/gateway/errors';
import { INVOICE_MESSAGES as M } from '@/lib/invoices/messages';

/*
 * The server actions of the provider and professional invoice views: whatever the page showed,
 * each re-checks the role table (SUPPORT and FINANCE only) and its input before calling the gateway.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  markProviderInvoicePaid: vi.fn(),
  markProviderInvoiceCanceledByCreditNote: vi.fn(),
  markProviderInvoiceIrrecoverable: vi.fn(),
  cancelProviderInvoiceByCreditNote: vi.fn(),
  markProfessionalInvoicePaid: vi.fn(),
  cancelProfessionalInvoice: vi.fn(),
}));

const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles),
);
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/gateway/billing', () => ({
  markProviderInvoicePaid: mocks.markProviderInvoicePaid,
  markProviderInvoiceCanceledByCreditNote: mocks.markProviderInvoiceCanceledByCreditNote,
  markProviderInvoiceIrrecoverable: mocks.markProviderInvoiceIrrecoverable,
  cancelProviderInvoiceByCreditNote: mocks.cancelProviderInvoiceByCreditNote,
}));
vi.mock('@/lib/gateway/invoices', () => ({
  markProfessionalInvoicePaid: mocks.markProfessionalInvoicePaid,
  cancelProfessionalInvoice: mocks.cancelProfessionalInvoice,
}));

const provider = await import('@/app/(backoffice)/(records)/factures/[id]/actions');
const professional = await import('@/app/(backoffice)/factures-pro/[id]/actions');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };
const invalidState = () =>
  new HttpError('refused', {
    status: 409,
    statusText: 'Conflict',
    body: {},
    code: 'INVALID_STATE',
  });

beforeEach(() => {
  mocks.roles = ['FINANCE'];
  for (const mock of Object.values(mocks)) if (typeof mock === 'function') mock.mockReset();
});

const ACTIONS = [
  [
    'mark paid',
    () => provider.markProviderInvoicePaidAction({ id: 'b1', paidAt: '2020-03-02' }),
    'markProviderInvoicePaid',
  ],
  [
    'mark cancelled by credit note',
    () => provider.markProviderInvoiceCanceledByCreditNoteAction({ id: 'b1' }),
    'markProviderInvoiceCanceledByCreditNote',
  ],
  [
    'mark irrecoverable',
    () => provider.markProviderInvoiceIrrecoverableAction({ id: 'b1' }),
    'markProviderInvoiceIrrecoverable',
  ],
  [
    'create a credit note',
    () => provider.createCreditNoteAction({ id: 'b1' }),
    'cancelProviderInvoiceByCreditNote',
  ],
  [
    'mark a professional invoice paid',
    () => professional.markProInvoicePaidAction({ id: 'f1', paidAt: '2020-03-02' }),
    'markProfessionalInvoicePaid',
  ],
  [
    'cancel a professional invoice',
    () => professional.cancelProInvoiceAction({ id: 'f1' }),
    'cancelProfessionalInvoice',
  ],
] as const;

describe('invoice actions by role', () => {
  it.each(ACTIONS)('%s is refused to CA and CC without calling the gateway', async (_name, run, call) => {
    for (const role of ['CA', 'MANAGER_CC', 'BD']) {
      mocks.roles = [role];
      expect(await run(), role).toEqual(FORBIDDEN);
    }
    expect(mocks[call]).not.toHaveBeenCalled();
  });

  it.each(ACTIONS)('%s is run for FINANCE and SUPPORT', async (_name, run, call) => {
    mocks[call].mockResolvedValue({ id: 'credit-1' });
    for (const role of ['FINANCE', 'SUPPORT']) {
      mocks.roles = [role];
      expect((await run()).ok, role).toBe(true);
    }
    expect(mocks[call]).toHaveBeenCalledTimes(2);
  });
});

describe('provider invoice actions', () => {
  it('marks paid on the given day with its own message', async () => {
    const result = await provider.markProviderInvoicePaidAction({ id: 'b1', paidAt: '2020-03-02' });
    expect(mocks.markProviderInvoicePaid).toHaveBeenCalledWith(token, 'b1', { paidAt: '2020-03-02' });
    expect(result).toMatchObject({ ok: true, message: 'La facture a été marquée payée.' });
  });

  it('refuses a missing or future paid date before calling the gateway', async () => {
    expect(await provider.markProviderInvoicePaidAction({ id: 'b1', paidAt: '' })).toMatchObject({
      ok: false,
      fieldErrors: { paidAt: "Merci d'indiquer la date de paiement." },
    });
    expect(await provider.markProviderInvoicePaidAction({ id: 'b1', paidAt: '2999-01-01' })).toMatchObject({
      ok: false,
      fieldErrors: { paidAt: M.paidAtInFuture },
    });
    expect(mocks.markProviderInvoicePaid).not.toHaveBeenCalled();
  });

  it('marks cancelled by credit note and irrecoverable, each with its own message', async () => {
    expect(await provider.markProviderInvoiceCanceledByCreditNoteAction({ id: 'b1' })).toMatchObject({
      ok: true,
      message: 'La facture a été marquée annulée par avoir.',
    });
    expect(mocks.markProviderInvoiceCanceledByCreditNote).toHaveBeenCalledWith(token, 'b1');
    expect(await provider.markProviderInvoiceIrrecoverableAction({ id: 'b1' })).toMatchObject({
      ok: true,
      message: 'La facture a été marquée irrécouvrable.',
    });
    expect(mocks.markProviderInvoiceIrrecoverable).toHaveBeenCalledWith(token, 'b1');
  });

  it('opens the new credit note, and hands the browser its id only', async () => {
    mocks.cancelProviderInvoiceByCreditNote.mockResolvedValue({
      id: 'credit-1',
      number: 'AV-2020-000001',
      documentUrl: '/documents/d1/content',
    });
    const result = await provider.createCreditNoteAction({ id: 'b1' });
    expect(result).toEqual({
      ok: true,
      message: "L'avoir a été généré.",
      data: { id: 'credit-1' },
      redirectTo: '/factures/credit-1',
    });
  });

  it('shows its own message when the gateway refuses the state', async () => {
    mocks.markProviderInvoiceIrrecoverable.mockRejectedValue(invalidState());
    expect(await provider.markProviderInvoiceIrrecoverableAction({ id: 'b1' })).toEqual({
      ok: false,
      message: M.markIrrecoverableFailed,
    });
    mocks.cancelProviderInvoiceByCreditNote.mockRejectedValue(invalidState());
    expect(await provider.createCreditNoteAction({ id: 'b1' })).toEqual({
      ok: false,
      message: "La génération de l'avoir a échoué.",
    });
  });
});

describe('professional invoice actions', () => {
  it('marks paid and cancels with their own messages', async () => {
    expect(await professional.markProInvoicePaidAction({ id: 'f1', paidAt: '2020-03-01' })).toMatchObject({
      ok: true,
      message: M.markedPaid,
    });
    expect(mocks.markProfessionalInvoicePaid).toHaveBeenCalledWith(token, 'f1', { paidAt: '2020-03-01' });
    expect(await professional.cancelProInvoiceAction({ id: 'f1' })).toMatchObject({
      ok: true,
      message: 'La facture a été annulée.',
    });
    expect(mocks.cancelProfessionalInvoice).toHaveBeenCalledWith(token, 'f1');
  });
});
