import { invoiceStatus } from '@/lib/domain/enums';
import type { JournalTargetType } from '@/lib/journal/types';
import { day, label, type Formatter } from './format';

/*
 * What a tracked field and a kind of record are (./kinds.ts lists them): the fields a version
 * hashes, a conflict names and the journal records before → after.
 */

export interface TrackedField<R> {
  key: string;
  label: string;
  /** The raw value kept in a snapshot (JSON); lists sorted, so an order change is no change. */
  value: (record: R) => unknown;
  format: Formatter;
}

export interface RecordKind<R> {
  /** The record page, which names the record in the journal. */
  view: JournalTargetType;
  fields: readonly TrackedField<R>[];
  /** The record's own date of its latest change, when the gateway gives one. */
  changedAt?: (record: R) => string | null | undefined;
}

export const sorted = (values: readonly string[] | null | undefined) => [...(values ?? [])].sort();

export function kind<R>(definition: RecordKind<R>): RecordKind<R> {
  return definition;
}

/** The fields both kinds of invoice share. */
export const invoiceFields = {
  status: {
    key: 'status',
    label: 'Statut',
    value: (r: { status: string }) => r.status,
    format: label(invoiceStatus),
  },
  paidAt: {
    key: 'paidAt',
    label: 'Date de paiement',
    value: (r: { paidAt?: string | null }) => r.paidAt ?? null,
    format: day,
  },
};
