import type { DataTableColumn } from '@/components/data-table/columns';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { CLAIM_TEXTS } from '@/lib/queues/messages';

/** A row of a list whose records staff claim: who holds it now, absent when nobody does. */
export interface Owned {
  claimedBy?: string;
}

/**
 * The row's holder, or nothing: most rows are free, and each `claimedBy: null` would be sent to the
 * browser with the row for nothing.
 */
export function ownedBy(staffName: string | undefined): Owned {
  return staffName ? { claimedBy: staffName } : {};
}

function ownerColumn<T extends Owned>(): DataTableColumn<T> {
  return {
    id: 'claimedBy',
    header: CLAIM_TEXTS.ownerHeader,
    meta: { kind: 'name' },
    render: (row) => row.claimedBy ?? EMPTY_VALUE,
    text: (row) => row.claimedBy,
  };
}

/**
 * The list's columns with "Pris en charge par" when someone holds a record of the page: a column
 * of dashes would only narrow the others on the pages nobody works on.
 */
export function withOwnerColumn<T extends Owned>(
  columns: readonly DataTableColumn<T>[],
  rows: readonly T[],
): DataTableColumn<T>[] {
  return rows.some((row) => row.claimedBy) ? [...columns, ownerColumn<T>()] : [...columns];
}
