import type { FieldChange } from '@/lib/journal/types';
import type { RecordKind } from './fields';
import { RECORD_KINDS, type FieldValues, type RecordKindName } from './kinds';

/** The tracked fields of one record at one moment (what a page showed, what the gateway has now). */
export interface Snapshot {
  kind: RecordKindName;
  values: FieldValues;
}

const same = (left: unknown, right: unknown) =>
  JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** The tracked fields that differ from `before` to `after`, in the kind's order, formatted in French. */
export function diffFields(before: Snapshot, after: Snapshot): FieldChange[] {
  const definition = RECORD_KINDS[after.kind] as unknown as RecordKind<unknown>;
  if (before.kind !== after.kind) return [];
  return definition.fields
    .filter((field) => !same(before.values[field.key], after.values[field.key]))
    .map((field) => ({
      field: field.key,
      label: field.label,
      before: field.format(before.values[field.key] ?? null),
      after: field.format(after.values[field.key] ?? null),
    }));
}

/** « Statut : En attente → Payée », a dash for nothing. */
export function changeLine(change: FieldChange): string {
  return `${change.label} : ${change.before ?? '—'} → ${change.after ?? '—'}`;
}
