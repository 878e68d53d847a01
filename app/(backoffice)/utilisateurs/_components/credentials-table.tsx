'use client';

import { dataTableColumns } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { Badge, EnumBadge } from '@/components/ui/badge';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { pathFor } from '@/lib/access/paths';
import { userAccountStatus } from '@/lib/domain/enums';
import type { CredentialsQuery } from '@/lib/domain/lists';
import { knownRoles, ROLE_LABELS } from '@/lib/domain/roles';
import { CREDENTIALS_LIST_DEFAULTS } from '@/lib/lists/credentials';
import { CREDENTIALS_COLUMN_HEADERS, CREDENTIALS_FILTERS, type CredentialsRow } from './credentials-list';

const credentialsHref = (credentials: CredentialsRow) => pathFor('credentialsView', { id: credentials.id });

const col = dataTableColumns<CredentialsRow>();
const [NAME, EMAIL, ROLES_HEADER, STATUS] = CREDENTIALS_COLUMN_HEADERS;
const columns = col.columns([
  col.accessor((staff) => `${staff.firstName} ${staff.lastName}`.trim(), {
    id: 'name',
    header: NAME,
    meta: { sortField: 'lastName', kind: 'name' },
    cell: ({ row, getValue }) => (
      <RecordLink href={credentialsHref(row.original)}>{getValue() || row.original.rid}</RecordLink>
    ),
  }),
  col.accessor('email', { header: EMAIL, meta: { sortField: 'email', kind: 'email' } }),
  col.accessor('roles', {
    header: ROLES_HEADER,
    cell: ({ getValue }) => {
      const roles = knownRoles(getValue());
      if (roles.length === 0) return EMPTY_VALUE;
      return (
        <span className="flex flex-wrap gap-1">
          {roles.map((role) => (
            <Badge key={role} tone="info">
              {ROLE_LABELS[role]}
            </Badge>
          ))}
        </span>
      );
    },
  }),
  col.accessor('userAccountStatus', {
    header: STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={userAccountStatus} value={getValue()} />,
  }),
]);

export function CredentialsTable({
  rows,
  total,
  query,
}: {
  rows: CredentialsRow[];
  total: number;
  query: CredentialsQuery;
}) {
  return (
    <DataTable
      caption="Liste des utilisateurs"
      columns={columns}
      rows={rows}
      total={total}
      pathname={pathFor('credentials')}
      query={query}
      defaults={CREDENTIALS_LIST_DEFAULTS}
      filters={CREDENTIALS_FILTERS}
      getRowId={(staff) => staff.id}
      rowHref={credentialsHref}
      carryListContext
    />
  );
}
