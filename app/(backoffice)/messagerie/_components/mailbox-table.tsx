'use client';

import { withOwnerColumn, type Owned } from '@/app/(backoffice)/_components/owner-column';
import { dataTableColumns } from '@/components/data-table/columns';
import { BulkDataTable } from '@/components/data-table/bulk/bulk-data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { RecordLink as RelatedLink } from '@/components/record/related-links';
import { Badge, EnumBadge } from '@/components/ui/badge';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { pathFor } from '@/lib/access/paths';
import { discussionStatus, discussionType } from '@/lib/domain/enums';
import type { MyDiscussionsQuery } from '@/lib/domain/lists';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import { MAILBOX_DEFAULTS } from '@/lib/lists/mailbox';
import { MAILBOX_COLUMN_HEADERS, MAILBOX_FILTERS } from './mailbox-list';
import type { MailboxRow } from './mailbox-rows';
import { startBulkJobAction } from '@/app/(backoffice)/travaux/actions';

const discussionHref = (row: MailboxRow) => pathFor('discussionView', { id: row.id });
/** A discussion as its checkbox names it: who else is in it, and its project. */
const discussionLabel = (row: MailboxRow) =>
  [row.others.map((person) => person.label).join(', ') || 'Discussion', row.project?.rid]
    .filter(Boolean)
    .join(' – ');

type MailboxRowOwned = MailboxRow & Owned;

const col = dataTableColumns<MailboxRowOwned>();
const [WITH, PROJECT, TYPE, STATUS, UNREAD, LAST] = MAILBOX_COLUMN_HEADERS;
const columns = col.columns([
  col.display({
    id: 'others',
    header: WITH,
    cell: ({ row }) => (
      <span className="flex flex-col gap-0.5">
        {row.original.others.length === 0 ? (
          <RecordLink href={discussionHref(row.original)}>Discussion</RecordLink>
        ) : (
          row.original.others.map((person) => (
            <RelatedLink key={person.id} href={person.href}>
              {person.label}
            </RelatedLink>
          ))
        )}
      </span>
    ),
  }),
  col.display({
    id: 'project',
    header: PROJECT,
    cell: ({ row }) => {
      const { project } = row.original;
      if (!project) return EMPTY_VALUE;
      return (
        <span className="flex flex-col">
          <RelatedLink href={pathFor('projectView', { id: project.id })}>{project.rid}</RelatedLink>
          <span className="text-xs text-fg-muted">{project.workNeed}</span>
        </span>
      );
    },
  }),
  col.accessor('type', {
    header: TYPE,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={discussionType} value={getValue()} />,
  }),
  col.accessor('status', {
    header: STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={discussionStatus} value={getValue()} />,
  }),
  col.accessor('unread', {
    header: UNREAD,
    meta: { sortField: 'unread', kind: 'count' },
    cell: ({ getValue }) => {
      const count = getValue();
      return count > 0 ? (
        <Badge tone="info">
          {count}
          <span className="sr-only"> {count > 1 ? 'messages non lus' : 'message non lu'}</span>
        </Badge>
      ) : (
        <span className="text-fg-subtle">0</span>
      );
    },
  }),
  col.accessor('lastMessageDate', {
    header: LAST,
    meta: { sortField: 'lastMessageDate', kind: 'datetime' },
    cell: ({ row, getValue }) => (
      <RecordLink href={discussionHref(row.original)}>{getValue() || 'Ouvrir'}</RecordLink>
    ),
  }),
]);

export function MailboxTable({
  rows,
  total,
  query,
  bulkKinds,
}: {
  rows: MailboxRowOwned[];
  total: number;
  query: MyDiscussionsQuery;
  /** The bulk actions the staff member may start on the selected discussions. */
  bulkKinds: readonly BulkKindId[];
}) {
  return (
    <BulkDataTable
      caption="Mes discussions"
      columns={withOwnerColumn(columns, rows)}
      rows={rows}
      total={total}
      pathname={pathFor('messaging')}
      query={query}
      defaults={MAILBOX_DEFAULTS}
      filters={MAILBOX_FILTERS}
      getRowId={(row) => row.id}
      rowHref={discussionHref}
      bulk={{ kinds: bulkKinds, start: startBulkJobAction, rowLabel: discussionLabel }}
    />
  );
}
