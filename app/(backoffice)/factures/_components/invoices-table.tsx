'use client';

import { withOwnerColumn, type Owned } from '@/app/(backoffice)/_components/owner-column';
import { dataTableColumns } from '@/components/data-table/columns';
import { BulkDataTable } from '@/components/data-table/bulk/bulk-data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { toSearchParams } from '@/components/data-table/url-state';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access/paths';
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import { ExportResultsButton } from '@/app/(backoffice)/_components/export-results-button';
import { RecipientLink } from '@/app/(backoffice)/_components/invoice-links';
import { INVOICE_LIST_TEXTS as T } from '@/lib/domain/invoice-list-texts';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import { INVOICES_LIST_DEFAULTS, type InvoicesListQuery } from '@/lib/lists/invoices';
import { INVOICES_COLUMN_HEADERS, invoicesFilters, type InvoicesScope } from './invoices-list';
import type { InvoiceRow } from './invoices-rows';
import { startBulkJobAction } from '@/app/(backoffice)/travaux/actions';

const invoiceHref = (invoice: InvoiceRow) => pathFor('invoiceView', { id: invoice.id });

type InvoiceRowOwned = InvoiceRow & Owned;

const col = dataTableColumns<InvoiceRowOwned>();
const [NUMBER, TYPE, RECIPIENT, AMOUNT, DISPATCHED, PAID, STATUS] = INVOICES_COLUMN_HEADERS;
const columns = col.columns([
  col.accessor('number', {
    header: NUMBER,
    meta: { sortField: 'number', kind: 'id' },
    cell: ({ row }) => <RecordLink href={invoiceHref(row.original)}>{row.original.number}</RecordLink>,
  }),
  col.accessor('type', {
    header: TYPE,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={invoiceType} value={getValue()} />,
  }),
  col.accessor('recipient', {
    header: RECIPIENT,
    cell: ({ getValue }) => <RecipientLink user={getValue()} />,
  }),
  col.accessor((invoice) => invoice.amount.inclTax, {
    id: 'amount',
    header: AMOUNT,
    meta: { kind: 'amount', sortField: 'amount' },
    cell: ({ getValue }) => formatEuros(getValue()),
  }),
  col.accessor('dispatchedAt', {
    header: DISPATCHED,
    meta: { sortField: 'dispatchedAt', kind: 'date' },
  }),
  col.accessor('paidAt', {
    header: PAID,
    meta: { kind: 'date', sortField: 'paidAt' },
  }),
  col.accessor('status', {
    header: STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={invoiceStatus} value={getValue()} />,
  }),
]);

/** The filtered set's total including tax (when the gateway gives it) and its export. */
function InvoicesSummary({
  totalInclTax,
  query,
  canExport,
}: {
  totalInclTax?: number;
  query: InvoicesListQuery;
  canExport: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {totalInclTax === undefined ? null : (
        <p className="text-sm" data-testid="invoices-total">
          {T.totalInclTax}{' '}
          <strong className="tabular-nums whitespace-nowrap">{formatEuros(totalInclTax)}</strong>
        </p>
      )}
      {canExport ? (
        <ExportResultsButton
          list="invoices"
          search={toSearchParams(query, {}, INVOICES_LIST_DEFAULTS).toString()}
        />
      ) : null}
    </div>
  );
}

export function InvoicesTable({
  rows,
  total,
  totalInclTax,
  query,
  scope,
  canExport,
  bulkKinds,
}: {
  rows: InvoiceRowOwned[];
  total: number;
  totalInclTax?: number;
  query: InvoicesListQuery;
  /** The recipient or project a link scoped the list to, as staff read them. */
  scope: InvoicesScope;
  /** The staff member may download exports (the exports route's roles). */
  canExport: boolean;
  /** The bulk actions the staff member may start on the selected invoices. */
  bulkKinds: readonly BulkKindId[];
}) {
  return (
    <BulkDataTable
      caption={T.caption}
      columns={withOwnerColumn(columns, rows)}
      rows={rows}
      total={total}
      pathname={pathFor('invoices')}
      query={query}
      defaults={INVOICES_LIST_DEFAULTS}
      filters={invoicesFilters(scope)}
      getRowId={(invoice) => invoice.id}
      rowHref={invoiceHref}
      carryListContext
      summary={<InvoicesSummary totalInclTax={totalInclTax} query={query} canExport={canExport} />}
      bulk={{ kinds: bulkKinds, start: startBulkJobAction, rowLabel: (invoice) => invoice.number }}
    />
  );
}
