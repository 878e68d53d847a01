import 'server-only';
import { personRef, type PersonRef } from '@/components/data-table/row-refs';
import { formatDate } from '@/lib/domain/dates';
import type { ProviderInvoice } from '@/lib/domain/schemas';

/**
 * What a row shows: the page hands only this to the browser, not the lines, the document path nor
 * the recipient's e-mail; its dates as the cells write them.
 */
export type InvoiceRow = Pick<ProviderInvoice, 'id' | 'number' | 'type' | 'status'> & {
  recipient: PersonRef;
  dispatchedAt: string;
  paidAt: string;
  amount: { inclTax: number };
};

export function toInvoiceRow(invoice: ProviderInvoice): InvoiceRow {
  const { id, number, type, status, recipient, dispatchedAt, paidAt, amount } = invoice;
  return {
    id,
    number,
    type,
    status,
    recipient: personRef(recipient),
    dispatchedAt: formatDate(dispatchedAt),
    paidAt: formatDate(paidAt),
    amount: { inclTax: amount.inclTax },
  };
}
