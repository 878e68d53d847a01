/**
 * The state rules of the invoice actions, as the reason a staff user reads when the invoice's
 * state forbids one (null: allowed). The fake gateway enforces the same rules
 * (docs/gateway-contract.md, "Calls"); the gateway re-checks every one.
 */
import type { InvoiceStatus, InvoiceType } from '@/lib/domain/enums';
import { creditNoteTypeOf, isCreditNote } from '@/lib/domain/rules/credit-note';
import { INVOICE_RULE_REASONS as R } from './messages';

export interface ProviderInvoiceBlockers {
  markPaid: string | null;
  markCanceledByCreditNote: string | null;
  markIrrecoverable: string | null;
  creditNote: string | null;
}

/**
 * A provider invoice is marked paid, cancelled by credit note or irrecoverable only while PENDING;
 * a credit note cancels a PENDING or PAID fee, insurance or basic invoice.
 */
export function providerInvoiceBlockers({
  type,
  status,
}: {
  type: InvoiceType;
  status: InvoiceStatus;
}): ProviderInvoiceBlockers {
  const pending = status === 'PENDING';
  return {
    markPaid: pending ? null : R.markPaid,
    markCanceledByCreditNote: pending ? null : R.markCanceledByCreditNote,
    markIrrecoverable: pending ? null : R.markIrrecoverable,
    creditNote: isCreditNote(type)
      ? R.creditNoteOfCreditNote
      : !creditNoteTypeOf(type)
        ? R.creditNoteType
        : pending || status === 'PAID'
          ? null
          : R.creditNoteStatus,
  };
}

export interface ProInvoiceBlockers {
  markPaid: string | null;
  cancel: string | null;
}

/** A professional invoice is marked paid or cancelled only while PENDING. */
export function proInvoiceBlockers({ status }: { status: InvoiceStatus }): ProInvoiceBlockers {
  const pending = status === 'PENDING';
  return { markPaid: pending ? null : R.markPaid, cancel: pending ? null : R.cancel };
}
