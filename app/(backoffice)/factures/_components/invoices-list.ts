import * as z from 'zod/mini';
import type { ListFilter } from '@/components/data-table/filter-bar';
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { invoicesQuery, type InvoicesQuery } from '@/lib/domain/lists';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { INVOICE_LIST_TEXTS as T } from '@/app/(backoffice)/_lib/invoice-messages';

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

/** What a link from a record scoped the list to (a recipient's or a project's id), as staff read it. */
export interface InvoicesScope {
  recipient?: string;
  project?: string;
}

export function invoicesFilters(scope: InvoicesScope = {}): ListFilter[] {
  return [
    ...(scope.recipient
      ? [
          {
            kind: 'scope',
            name: 'recipientId',
            label: T.recipientScope,
            valueLabel: scope.recipient,
          } as const,
        ]
      : []),
    ...(scope.project
      ? [{ kind: 'scope', name: 'projectId', label: T.projectScope, valueLabel: scope.project } as const]
      : []),
    { kind: 'select', name: 'type', label: 'Type', options: invoiceType.options },
    { kind: 'select', name: 'status', label: 'Statut', options: invoiceStatus.options },
    { kind: 'text', name: 'recipient', label: 'Destinataire', placeholder: 'Nom, e-mail ou RID…' },
    { kind: 'text', name: 'number', label: 'Numéro', placeholder: 'FA-2020-…' },
    { kind: 'dateRange', label: T.dispatchRange, from: 'dispatchedFrom', to: 'dispatchedTo' },
  ];
}

/** The list's own query: the gateway's whole-record `q` search is not one of its filters. */
const invoicesListQuery = z.omit(invoicesQuery, { q: true });
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
