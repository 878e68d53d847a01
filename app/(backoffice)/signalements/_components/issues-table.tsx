'use client';

import { dataTableColumns } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { ListFilter } from '@/components/data-table/filter-bar';
import { RecordLink } from '@/components/data-table/record-link';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { formatDateTime } from '@/lib/domain/dates';
import { issueType } from '@/lib/domain/enums';
import type { Issue } from '@/lib/domain/schemas';
import { ISSUES_LIST_DEFAULTS, type IssuesListQuery } from '@/lib/lists/issues';
import { ISSUES_CAPTION, ISSUES_COLUMN_HEADERS } from './issues-list';

const issueHref = (issue: Issue) => pathFor('issueView', { id: issue.id });

const personName = (person: Issue['emitter']) =>
  `${person.firstName} ${person.lastName}`.trim() || person.rid;

const col = dataTableColumns<Issue>();
const [RID, TYPE, EMITTER, PROJECT, CREATED] = ISSUES_COLUMN_HEADERS;
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
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
]);

export function IssuesTable({
  rows,
  total,
  query,
  filters,
}: {
  rows: Issue[];
  total: number;
  query: IssuesListQuery;
  filters: readonly ListFilter[];
}) {
  return (
    <DataTable
      caption={ISSUES_CAPTION}
      columns={columns}
      rows={rows}
      total={total}
      pathname={pathFor('issues')}
      query={query}
      defaults={ISSUES_LIST_DEFAULTS}
      filters={filters}
      getRowId={(issue) => issue.id}
      rowHref={issueHref}
      carryListContext
    />
  );
}
