'use client';

import { withOwnerColumn, type Owned } from '@/app/(backoffice)/_components/owner-column';
import { dataTableColumns } from '@/components/data-table/columns';
import { BulkDataTable } from '@/components/data-table/bulk/bulk-data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { toSearchParams } from '@/components/data-table/url-state';
import { ExportResultsButton } from '@/app/(backoffice)/_components/export-results-button';
import { EnumBadge } from '@/components/ui/badge';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { pathFor } from '@/lib/access/paths';
import { projectStatus } from '@/lib/domain/enums';
import type { ProjectsQuery } from '@/lib/domain/lists';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import { PROJECTS_LIST_DEFAULTS } from '@/lib/lists/projects';
import { PROJECTS_COLUMN_HEADERS, projectsFilters, type WorkNeedGroups } from './projects-list';
import type { ProjectRow } from './projects-rows';
import { startBulkJobAction } from '@/app/(backoffice)/travaux/actions';

const projectHref = (project: ProjectRow) => pathFor('projectView', { id: project.id });

type ProjectRowOwned = ProjectRow & Owned;

const col = dataTableColumns<ProjectRowOwned>();
const [RID, WORK_NEED, OWNER, CITY, PUBLISHED, LAST_EVENT, STATUS] = PROJECTS_COLUMN_HEADERS;
const columns = col.columns([
  col.accessor('rid', {
    header: RID,
    meta: { sortField: 'rid', kind: 'id' },
    cell: ({ row }) => <RecordLink href={projectHref(row.original)}>{row.original.rid}</RecordLink>,
  }),
  col.accessor('workNeed', { header: WORK_NEED }),
  col.accessor((project) => `${project.owner.firstName} ${project.owner.lastName}`.trim(), {
    id: 'owner',
    header: OWNER,
    meta: { kind: 'name' },
    cell: ({ row, getValue }) => (
      <RecordLink href={pathFor('userView', { id: row.original.owner.id })}>
        {getValue() || row.original.owner.rid}
      </RecordLink>
    ),
  }),
  col.accessor('city', { header: CITY }),
  col.accessor('publicationDate', {
    header: PUBLISHED,
    meta: { sortField: 'publicationDate', kind: 'date' },
    cell: ({ getValue }) => getValue() || EMPTY_VALUE,
  }),
  col.accessor('lastEventDate', {
    header: LAST_EVENT,
    meta: { sortField: 'lastEventDate', kind: 'date' },
  }),
  col.accessor('status', {
    header: STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={projectStatus} value={getValue()} />,
  }),
]);

export function ProjectsTable({
  rows,
  total,
  query,
  workNeeds,
  ownerLabel,
  canExport,
  bulkKinds,
}: {
  rows: ProjectRowOwned[];
  total: number;
  query: ProjectsQuery;
  /** The works catalogue's needs, offered by the works filter. */
  workNeeds: WorkNeedGroups;
  /** The owner the list is scoped to (`ownerId`), as staff read them. */
  ownerLabel?: string;
  /** The staff member may download exports (the exports route's roles). */
  canExport: boolean;
  /** The bulk actions the staff member may start on the selected projects. */
  bulkKinds: readonly BulkKindId[];
}) {
  return (
    <BulkDataTable
      caption="Liste des projets"
      columns={withOwnerColumn(columns, rows)}
      rows={rows}
      total={total}
      pathname={pathFor('projects')}
      query={query}
      defaults={PROJECTS_LIST_DEFAULTS}
      filters={projectsFilters({ workNeeds, ownerLabel })}
      getRowId={(project) => project.id}
      rowHref={projectHref}
      carryListContext
      bulk={{ kinds: bulkKinds, start: startBulkJobAction, rowLabel: (project) => project.rid }}
      summary={
        canExport ? (
          <ExportResultsButton
            list="projects"
            search={toSearchParams(query, {}, PROJECTS_LIST_DEFAULTS).toString()}
          />
        ) : null
      }
    />
  );
}
