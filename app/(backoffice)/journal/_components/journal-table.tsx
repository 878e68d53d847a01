'use client';

import { dataTableColumns } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { pathFor } from '@/lib/access/paths';
import { formatDateTime } from '@/lib/domain/dates';
import type { JournalQuery } from '@/lib/journal/query';
import type { ListFilter } from '@/components/data-table/filter-bar';
import type { JournalRow } from '@/lib/journal/row';
import {
  ActionCell,
  JOURNAL_COLUMN_HEADERS as H,
  OutcomeCell,
  StaffCell,
  WhyCell,
} from '@/app/(backoffice)/_components/journal-cells';
import { JOURNAL_CAPTION, JOURNAL_LIST_DEFAULTS } from './journal-list';

/** An entry as the table shows it: its record's text is written by the server (journalTargetText). */
export type JournalTableRow = JournalRow & { targetText: string };

/** The record an entry names, or nothing for an action on no single record (an export). */
const targetHref = (entry: JournalTableRow) =>
  entry.targetType && entry.targetId ? pathFor(entry.targetType, { id: entry.targetId }) : null;

const col = dataTableColumns<JournalTableRow>();
const columns = col.columns([
  col.accessor('at', {
    header: H.at,
    meta: { kind: 'datetime' },
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  col.accessor('staffEmail', { header: H.staff, cell: ({ row }) => <StaffCell entry={row.original} /> }),
  col.accessor('action', { header: H.action, cell: ({ row }) => <ActionCell entry={row.original} /> }),
  col.accessor('targetId', {
    header: H.target,
    // A record's name holds its number ("Facture FA-2017-000012"): never broken at a hyphen.
    meta: { kind: 'name' },
    cell: ({ row }) => {
      const href = targetHref(row.original);
      return href ? <RecordLink href={href}>{row.original.targetText}</RecordLink> : null;
    },
  }),
  col.accessor('reason', { header: H.why, cell: ({ row }) => <WhyCell entry={row.original} /> }),
  col.accessor('outcome', { header: H.outcome, cell: ({ row }) => <OutcomeCell entry={row.original} /> }),
]);

export function JournalTable({
  entries,
  nextCursor,
  query,
  filters,
  filterErrors,
}: {
  entries: JournalTableRow[];
  nextCursor: string | null;
  query: JournalQuery;
  filters: ListFilter[];
  filterErrors?: Readonly<Record<string, string>>;
}) {
  return (
    <DataTable
      caption={JOURNAL_CAPTION}
      columns={columns}
      rows={entries}
      pathname={pathFor('journal')}
      query={{ ...query, page: 1 }}
      defaults={JOURNAL_LIST_DEFAULTS}
      filters={filters}
      filterErrors={filterErrors}
      getRowId={(entry) => entry.id}
      rowHref={targetHref}
      cursor={{ next: nextCursor, param: 'before' }}
    />
  );
}
