'use client';

import { dataTableColumns } from '@/components/data-table/columns';
import { BulkDataTable } from '@/components/data-table/bulk/bulk-data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access/paths';
import { matchStatus, positionableStatus, visibilityStatus } from '@/lib/domain/enums';
import type { MatchesQuery } from '@/lib/domain/lists';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import { MATCHES_LIST_DEFAULTS } from '@/lib/lists/matches';
import { MATCHES_COLUMN_HEADERS, matchesFilters } from './matches-list';
import type { MatchRow } from './matches-rows';
import { startBulkJobAction } from '@/app/(backoffice)/travaux/actions';

const matchHref = (match: MatchRow) => pathFor('matchView', { id: match.id });
/** A match as its checkbox names it: its project and its professional. */
const matchLabel = (match: MatchRow) =>
  `${match.project.rid} – ${`${match.user.firstName} ${match.user.lastName}`.trim() || match.user.rid}`;

const col = dataTableColumns<MatchRow>();
const [STATUS, POSITIONABLE, VISIBILITY, PROJECT, PROFESSIONAL, CREATED, STATUS_DATE] =
  MATCHES_COLUMN_HEADERS;
/**
 * Positioning and visibility read as reasons ("Exclu (exclusivité nouveaux professionnels)"): their
 * badges wrap between words, so the seven columns fit a laptop's screen.
 */
const REASON_BADGE = 'rounded-md! whitespace-normal!';

const columns = col.columns([
  col.accessor('status', {
    header: STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={matchStatus} value={getValue()} />,
  }),
  col.accessor('positionableStatus', {
    header: POSITIONABLE,
    cell: ({ getValue }) => (
      <EnumBadge catalogue={positionableStatus} value={getValue()} className={REASON_BADGE} />
    ),
  }),
  col.accessor('visibilityStatus', {
    header: VISIBILITY,
    cell: ({ getValue }) => (
      <EnumBadge catalogue={visibilityStatus} value={getValue()} className={REASON_BADGE} />
    ),
  }),
  col.accessor((match) => match.project.rid, {
    id: 'project',
    header: PROJECT,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <RecordLink href={pathFor('projectView', { id: row.original.project.id })}>
          {row.original.project.rid}
        </RecordLink>
        <span className="text-xs text-fg-muted">{row.original.project.workNeed.label}</span>
      </span>
    ),
  }),
  col.accessor((match) => `${match.user.firstName} ${match.user.lastName}`.trim(), {
    id: 'professional',
    header: PROFESSIONAL,
    meta: { kind: 'name' },
    cell: ({ row, getValue }) => (
      <RecordLink href={pathFor('userView', { id: row.original.user.id })}>
        {getValue() || row.original.user.rid}
      </RecordLink>
    ),
  }),
  col.accessor('createdAt', {
    header: CREATED,
    meta: { sortField: 'createdAt', kind: 'date' },
    // The link to the match itself: the row's keyboard path.
    cell: ({ row, getValue }) => (
      <RecordLink href={matchHref(row.original)}>
        {getValue()}
        <span className="sr-only"> (ouvrir le match)</span>
      </RecordLink>
    ),
  }),
  col.accessor('statusDate', {
    header: STATUS_DATE,
    meta: { sortField: 'statusDate', kind: 'date' },
  }),
]);

export function MatchesTable({
  rows,
  total,
  query,
  scope,
  bulkKinds,
}: {
  rows: MatchRow[];
  total: number;
  query: MatchesQuery;
  /** The project or professional another screen's link opened the list on, as staff read them. */
  scope: Parameters<typeof matchesFilters>[0];
  /** The bulk actions the staff member may start on the selected matches. */
  bulkKinds: readonly BulkKindId[];
}) {
  return (
    <BulkDataTable
      caption="Liste des matches"
      columns={columns}
      rows={rows}
      total={total}
      pathname={pathFor('matches')}
      query={query}
      defaults={MATCHES_LIST_DEFAULTS}
      filters={matchesFilters(scope)}
      getRowId={(match) => match.id}
      rowHref={matchHref}
      carryListContext
      bulk={{ kinds: bulkKinds, start: startBulkJobAction, rowLabel: matchLabel }}
    />
  );
}
