'use client';

import { withOwnerColumn, type Owned } from '@/app/(backoffice)/_components/owner-column';
import { dataTableColumns } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access/paths';
import { issueStatus, issueType, type IssueStatus } from '@/lib/domain/enums';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { ISSUES_LIST_DEFAULTS, type IssuesListQuery } from '@/lib/lists/issues';
import { ISSUES_CAPTION, ISSUES_COLUMN_HEADERS, issuesFilters } from './issues-list';
import type { IssueRow } from './issues-rows';

const issueHref = (issue: IssueRow) => pathFor('issueView', { id: issue.id });

const personName = (person: IssueRow['emitter']) =>
  `${person.firstName} ${person.lastName}`.trim() || person.rid;

/** `workStatus`: the back-office's status; null when its database could not say. */
type IssueOwned = IssueRow & Owned & { workStatus: IssueStatus | null };

const col = dataTableColumns<IssueOwned>();
const [RID, TYPE, EMITTER, PROJECT, CREATED, WORK_STATUS] = ISSUES_COLUMN_HEADERS;
const columns = col.columns([
  col.accessor('rid', {
    header: RID,
    meta: { kind: 'id' },
    cell: ({ row }) => <RecordLink href={issueHref(row.original)}>{row.original.rid}</RecordLink>,
  }),
  col.accessor('type', {
    header: TYPE,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={issueType} value={getValue()} />,
  }),
  col.accessor((issue) => personName(issue.emitter), {
    id: 'emitter',
    header: EMITTER,
    meta: { kind: 'name' },
    cell: ({ row, getValue }) => (
      <RecordLink href={pathFor('userView', { id: row.original.emitter.id })}>{getValue()}</RecordLink>
    ),
  }),
  col.accessor((issue) => issue.project.rid, {
    id: 'project',
    header: PROJECT,
    cell: ({ row }) => (
      <RecordLink href={pathFor('projectView', { id: row.original.project.id })}>
        {row.original.project.rid} · {row.original.project.workNeed.label}
      </RecordLink>
    ),
  }),
  col.accessor('createdAt', {
    header: CREATED,
    meta: { sortField: 'createdAt', kind: 'datetime' },
  }),
  col.accessor('workStatus', {
    header: WORK_STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => {
      const status = getValue();
      return status ? <EnumBadge catalogue={issueStatus} value={status} /> : EMPTY_VALUE;
    },
  }),
]);

export function IssuesTable({
  rows,
  total,
  query,
  scope,
}: {
  rows: IssueOwned[];
  total: number;
  query: IssuesListQuery;
  /** The project another screen's link opened the list on, as staff read it. */
  scope: Parameters<typeof issuesFilters>[0];
}) {
  return (
    <DataTable
      caption={ISSUES_CAPTION}
      columns={withOwnerColumn(columns, rows)}
      rows={rows}
      total={total}
      pathname={pathFor('issues')}
      query={query}
      defaults={ISSUES_LIST_DEFAULTS}
      filters={issuesFilters(scope)}
      getRowId={(issue) => issue.id}
      rowHref={issueHref}
      carryListContext
    />
  );
}
