'use client';

import { dataTableColumns } from '@/components/data-table/columns';
import { BulkDataTable } from '@/components/data-table/bulk/bulk-data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { EnumBadge } from '@/components/ui/badge';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { pathFor } from '@/lib/access/paths';
import { formatPhone } from '@/lib/domain/phone-display';
import { userAccountStatus, userType } from '@/lib/domain/enums';
import type { UsersQuery } from '@/lib/domain/lists';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import { USERS_LIST_DEFAULTS } from '@/lib/lists/users';
import { USERS_COLUMN_HEADERS, USERS_FILTERS } from './users-list';
import type { UserRow } from './users-rows';
import { startBulkJobAction } from '@/app/(backoffice)/travaux/actions';

const userHref = (user: UserRow) => pathFor('userView', { id: user.id });

const col = dataTableColumns<UserRow>();
const [RID, NAME, EMAIL, PHONE, TYPE, STATUS, CREATED] = USERS_COLUMN_HEADERS;
const columns = col.columns([
  col.accessor('rid', {
    header: RID,
    meta: { sortField: 'rid', kind: 'id' },
    cell: ({ row }) => <RecordLink href={userHref(row.original)}>{row.original.rid}</RecordLink>,
  }),
  col.accessor((user) => `${user.firstName} ${user.lastName}`.trim(), {
    id: 'name',
    header: NAME,
    meta: { sortField: 'lastName', kind: 'name' },
  }),
  col.accessor('email', { header: EMAIL, meta: { sortField: 'email', kind: 'email' } }),
  col.accessor((user) => formatPhone(user.phone) || EMPTY_VALUE, {
    id: 'phone',
    header: PHONE,
    meta: { kind: 'phone' },
  }),
  col.accessor('type', {
    header: TYPE,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={userType} value={getValue()} />,
  }),
  col.accessor('userAccountStatus', {
    header: STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={userAccountStatus} value={getValue()} />,
  }),
  col.accessor('createdAt', {
    header: CREATED,
    meta: { sortField: 'createdAt', kind: 'date' },
  }),
]);

export function UsersTable({
  rows,
  total,
  query,
  bulkKinds,
}: {
  rows: UserRow[];
  total: number;
  query: UsersQuery;
  /** The bulk actions the staff member may start on the selected users. */
  bulkKinds: readonly BulkKindId[];
}) {
  return (
    <BulkDataTable
      caption="Liste des clients"
      columns={columns}
      rows={rows}
      total={total}
      pathname={pathFor('users')}
      query={query}
      defaults={USERS_LIST_DEFAULTS}
      filters={USERS_FILTERS}
      getRowId={(user) => user.id}
      rowHref={userHref}
      carryListContext
      bulk={{
        kinds: bulkKinds,
        start: startBulkJobAction,
        rowLabel: (user) => `${user.firstName} ${user.lastName}`.trim() || user.rid,
      }}
    />
  );
}
