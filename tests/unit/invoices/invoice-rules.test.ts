import { describe, expect, it } from 'vitest';
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { creditNoteTypeOf, isCreditNote } from '@/lib/domain/rules';
import { INVOICE_RULE_REASONS as R } from '@/lib/invoices/messages';
import { proInvoiceBlockers, providerInvoiceBlockers } from '@/lib/invoices/rules';

const TYPES = invoiceType.options.map((option) => option.value);
const STATUSES = invoiceStatus.options.map((option) => option.value);

describe('provider invoice action rules', () => {
  it.each(STATUSES)(
    'marks paid, cancelled by credit note or irrecoverable only while PENDING (%s)',
    (status) => {
      const blockers = providerInvoiceBlockers({ type: 'FEE', status });
      if (status === 'PENDING') {
        expect(blockers).toMatchObject({
          markPaid: null,
          markCanceledByCreditNote: null,
          markIrrecoverable: null,
        });
      } else {
        expect(blockers).toMatchObject({
          markPaid: 'Seule une facture en attente peut être marquée payée.',
          markCanceledByCreditNote: R.markCanceledByCreditNote,
          markIrrecoverable: R.markIrrecoverable,
        });
      }
    },
  );

  it('offers a credit note for a PENDING or PAID fee, insurance or basic invoice only', () => {
    for (const type of TYPES) {
      for (const status of STATUSES) {
        const reason = providerInvoiceBlockers({ type, status }).creditNote;
        const allowed =
          ['FEE', 'INSURANCE', 'BASIC'].includes(type) && (status === 'PENDING' || status === 'PAID');
        expect(reason === null, `${type} ${status}`).toBe(allowed);
      }
    }
  });

  it('says why a credit note is refused: a credit note, a payment invoice, a settled status', () => {
    expect(providerInvoiceBlockers({ type: 'BASIC_CREDIT_NOTE', status: 'PAID' }).creditNote).toBe(
      R.creditNoteOfCreditNote,
    );
    expect(providerInvoiceBlockers({ type: 'DOWN_PAYMENT', status: 'PENDING' }).creditNote).toBe(
      R.creditNoteType,
    );
    expect(providerInvoiceBlockers({ type: 'INSURANCE', status: 'IRRECOVERABLE' }).creditNote).toBe(
      'Seule une facture en attente ou payée peut être annulée par un avoir.',
    );
  });

  it('names the credit note of each type, as the fake gateway issues it', () => {
    expect(creditNoteTypeOf('INSURANCE')).toBe('INSURANCE_CREDIT_NOTE');
    expect(creditNoteTypeOf('FEE')).toBe('BASIC_CREDIT_NOTE');
    expect(creditNoteTypeOf('BASIC')).toBe('BASIC_CREDIT_NOTE');
    expect(creditNoteTypeOf('FINAL_PAYMENT')).toBeUndefined();
    expect(TYPES.filter(isCreditNote)).toEqual(['INSURANCE_CREDIT_NOTE', 'BASIC_CREDIT_NOTE']);
  });
});

describe('professional invoice action rules', () => {
  it.each(STATUSES)('marks paid or cancels only while PENDING (%s)', (status) => {
    const blockers = proInvoiceBlockers({ status });
    expect(blockers).toEqual(
      status === 'PENDING'
        ? { markPaid: null, cancel: null }
        : { markPaid: R.markPaid, cancel: 'Seule une facture en attente peut être annulée.' },
    );
  });
});
