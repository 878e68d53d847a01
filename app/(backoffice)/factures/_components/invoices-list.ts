import type { ListFilter } from '@/components/data-table/filter-bar';
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { INVOICE_LIST_TEXTS as T } from '@/lib/domain/invoice-list-texts';

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
    {
      kind: 'text',
      name: 'statusOlderThan',
      label: T.statusAge,
      placeholder: '30',
      // 1 to 3650 (MAX_STATUS_AGE_DAYS): the browser refuses anything else before the URL changes.
      pattern: '[1-9]\\d{0,2}|[12]\\d{3}|3[0-5]\\d{2}|36[0-4]\\d|3650',
      patternHint: T.statusAgeHint,
    },
  ];
}
