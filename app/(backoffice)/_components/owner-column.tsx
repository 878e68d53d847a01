import type { DataTableColumn } from '@/components/data-table/columns';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { CLAIM_TEXTS } from '@/lib/queues/messages';

/** A row of a list whose records staff claim: who holds it now, null when nobody does. */
export interface Owned {
  claimedBy: string | null;
}

function ownerColumn<T extends Owned>(): DataTableColumn<T> {
  return {
    id: 'claimedBy',
    header: CLAIM_TEXTS.ownerHeader,
    meta: { kind: 'name' },
    render: (row) => row.claimedBy ?? EMPTY_VALUE,
    text: (row) => row.claimedBy ?? undefined,
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
