'use client';

import type { ListFilter } from '@/components/data-table/filter-bar';
import { dataTableColumns } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { formatDate } from '@/lib/domain/dates';
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import { RecipientLink } from '@/app/(backoffice)/_components/invoice-links';
import { INVOICE_LIST_TEXTS as T } from '@/app/(backoffice)/_lib/invoice-messages';
import {
  INVOICES_COLUMN_HEADERS,
  INVOICES_LIST_DEFAULTS,
  type InvoiceRow,
  type InvoicesListQuery,
} from './invoices-list';

const invoiceHref = (invoice: InvoiceRow) => pathFor('invoiceView', { id: invoice.id });

const col = dataTableColumns<InvoiceRow>();
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
    meta: { kind: 'amount' },
    cell: ({ getValue }) => formatEuros(getValue()),
  }),
  col.accessor('dispatchedAt', {
    header: DISPATCHED,
    meta: { sortField: 'dispatchedAt', kind: 'date' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  col.accessor('paidAt', {
    header: PAID,
    meta: { kind: 'date' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  col.accessor('status', {
    header: STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={invoiceStatus} value={getValue()} />,
  }),
]);

export function InvoicesTable({
  rows,
  total,
  query,
  filters,
}: {
  rows: InvoiceRow[];
  total: number;
  query: InvoicesListQuery;
  filters: readonly ListFilter[];
}) {
  return (
    <DataTable
      caption={T.caption}
      columns={columns}
      rows={rows}
      total={total}
      pathname={pathFor('invoices')}
      query={query}
      defaults={INVOICES_LIST_DEFAULTS}
      filters={filters}
      getRowId={(invoice) => invoice.id}
      rowHref={invoiceHref}
    />
  );
}
