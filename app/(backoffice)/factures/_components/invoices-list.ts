import type { ListFilter } from '@/components/data-table/filter-bar';
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { invoicesQuery, type InvoicesQuery } from '@/lib/domain/lists';
import type { ProviderInvoice } from '@/lib/domain/schemas';

export const INVOICES_LIST_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'dispatchedAt,desc' };

export const INVOICES_COLUMN_HEADERS = [
  'Numéro',
  'Type',
  'Destinataire',
  'Montant TTC',
  "Date d'émission",
  'Date de paiement',
  'Statut',
] as const;

export const INVOICES_FILTERS: readonly ListFilter[] = [
  { kind: 'select', name: 'type', label: 'Type', options: invoiceType.options },
  { kind: 'select', name: 'status', label: 'Statut', options: invoiceStatus.options },
  { kind: 'text', name: 'recipient', label: 'Destinataire', placeholder: 'Nom, e-mail ou RID…' },
  { kind: 'text', name: 'number', label: 'Numéro', placeholder: 'FA-2020-…' },
];

/** The list's own query: the gateway's whole-record `q` search is not one of its filters. */
const invoicesListQuery = invoicesQuery.omit({ q: true });
export type InvoicesListQuery = Omit<InvoicesQuery, 'q'>;

/** The URL's search params as the list's query: malformed values and a stray `q` are dropped. */
export function parseInvoicesListParams(
  params: Record<string, string | string[] | undefined>,
): InvoicesListQuery {
  return invoicesListQuery.parse(params);
}

/** What a row shows: the page hands only this to the browser, not the lines nor the document path. */
export type InvoiceRow = Pick<
  ProviderInvoice,
  'id' | 'number' | 'type' | 'status' | 'recipient' | 'dispatchedAt' | 'paidAt'
> & { amount: { inclTax: number } };

export function toInvoiceRow(invoice: ProviderInvoice): InvoiceRow {
  const { id, number, type, status, recipient, dispatchedAt, paidAt, amount } = invoice;
  return { id, number, type, status, recipient, dispatchedAt, paidAt, amount: { inclTax: amount.inclTax } };
}
