import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { historyLabel, type RecordView } from '@/lib/presence/record-types';
import { RecordPresenceSlot } from './record-presence-slot';
import { StatusWithChange, type StatusChangeSource } from './status-with-change';

export interface RecordIdentifier {
  label: string;
  value: string | null | undefined;
}

export interface RecordHeaderProps {
  title: ReactNode;
  /** e.g. RID and id; empty values are left out. */
  identifiers?: readonly RecordIdentifier[];
  /** The record's status badge (EnumBadge). */
  status?: ReactNode;
  /** Where the journal keeps the record's status changes: the latest is said next to the status. */
  statusChange?: StatusChangeSource;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** A link back to the list the record belongs to. */
  breadcrumb?: ReactNode;
  /** The record the page shows: who else has it open is said under the header. */
  record?: { type: RecordView; id: string };
}

/** The title home's "records opened last" shows: the header's, with the RID when it does not hold it. */
function labelOf(title: ReactNode, identifiers: readonly RecordIdentifier[]): string | undefined {
  if (typeof title !== 'string') return undefined;
  const rid = identifiers.find((identifier) => identifier.label === 'RID')?.value;
  return historyLabel(rid && !title.includes(rid) ? `${title} (${rid})` : title) || undefined;
}

/** The top of every record page: title, identifiers ("RID : U1234"), status badge, actions, who else is there. */
export function RecordHeader({
  title,
  identifiers = [],
  status,
  statusChange,
  subtitle,
  actions,
  breadcrumb,
  record,
}: RecordHeaderProps) {
  const shown = identifiers.filter((identifier) => identifier.value);
  return (
    <>
      <PageHeader
        title={title}
        status={statusChange ? <StatusWithChange status={status} {...statusChange} /> : status}
        subtitle={subtitle}
        actions={actions}
        breadcrumb={breadcrumb}
        identifiers={
          shown.length > 0
            ? shown.map((identifier) => (
                <span key={identifier.label}>
                  <span className="font-sans">{identifier.label} : </span>
                  <span className="select-all">{identifier.value}</span>
                </span>
              ))
            : undefined
        }
      />
      {record ? (
        <RecordPresenceSlot
          recordType={record.type}
          recordId={record.id}
          label={labelOf(title, identifiers)}
        />
      ) : null}
    </>
  );
}
