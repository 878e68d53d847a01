'use client';

import { dataTableColumns } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access/paths';
import { formatPhone } from '@/lib/domain/phone-display';
import {
  communicationChannel,
  communicationStatus,
  isKnownNotificationType,
  notificationTypeLabel,
} from '@/lib/domain/enums';
import { COMMUNICATIONS_LIST_DEFAULTS, type CommunicationsListQuery } from '@/lib/lists/communications';
import {
  COMMUNICATIONS_CAPTION,
  COMMUNICATIONS_COLUMN_HEADERS,
  communicationHref,
  communicationsFilters,
} from './communications-list';
import type { CommunicationRow } from './communications-rows';

const col = dataTableColumns<CommunicationRow>();
const [CHANNEL, TYPE, RECIPIENT, STATUS, STATUS_DATE, SENT] = COMMUNICATIONS_COLUMN_HEADERS;
const columns = col.columns([
  col.accessor('channel', {
    header: CHANNEL,
    meta: { kind: 'status' },
    cell: ({ getValue }) => communicationChannel.label(getValue()),
  }),
  col.accessor('type', {
    header: TYPE,
    cell: ({ row, getValue }) =>
      isKnownNotificationType(row.original.channel, getValue()) ? (
        notificationTypeLabel(row.original.channel, getValue())
      ) : (
        // A type without a French label shows its code, as the gateway sent it.
        <code className="font-mono text-xs">{getValue()}</code>
      ),
  }),
  // An e-mail address or, for a text message, a phone number.
  col.accessor((communication) => formatPhone(communication.recipientTo), {
    id: 'recipientTo',
    header: RECIPIENT,
    meta: { kind: 'email' },
    cell: ({ row, getValue }) =>
      row.original.userId ? (
        <RecordLink href={communicationHref(row.original)}>{getValue()}</RecordLink>
      ) : (
        getValue()
      ),
  }),
  col.accessor('status', {
    header: STATUS,
    meta: { kind: 'status' },
    cell: ({ getValue }) => <EnumBadge catalogue={communicationStatus} value={getValue()} />,
  }),
  col.accessor('statusDate', {
    header: STATUS_DATE,
    meta: { sortField: 'statusDate', kind: 'datetime' },
  }),
  col.accessor('sentAt', {
    header: SENT,
    meta: { sortField: 'sentAt', kind: 'datetime' },
  }),
]);

export function CommunicationsTable({
  rows,
  total,
  query,
  scope,
}: {
  rows: CommunicationRow[];
  total: number;
  query: CommunicationsListQuery;
  /** The user whose view's link opened the list, as staff read them. */
  scope: Parameters<typeof communicationsFilters>[0];
}) {
  return (
    <DataTable
      caption={COMMUNICATIONS_CAPTION}
      columns={columns}
      rows={rows}
      total={total}
      pathname={pathFor('communications')}
      query={query}
      defaults={COMMUNICATIONS_LIST_DEFAULTS}
      filters={communicationsFilters(scope)}
      getRowId={(communication) => communication.id}
      rowHref={communicationHref}
    />
  );
}
