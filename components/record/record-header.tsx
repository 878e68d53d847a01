import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
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
}

/** The top of every record page: title, identifiers ("RID : U1234"), status badge, actions. */
export function RecordHeader({
  title,
  identifiers = [],
  status,
  statusChange,
  subtitle,
  actions,
  breadcrumb,
}: RecordHeaderProps) {
  const shown = identifiers.filter((identifier) => identifier.value);
  return (
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
  );
}
