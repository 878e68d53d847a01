import type { DataTableColumn } from '@/components/data-table/columns';
import { EMPTY_VALUE } from '@/components/ui/description-list';

/** A row of a list whose records staff claim: who holds it now, null when nobody does. */
export interface Owned {
  claimedBy: string | null;
}

/** The lists' "Pris en charge par" column, read from one query of the claims per page. */
export function ownerColumn<T extends Owned>(header: string): DataTableColumn<T> {
  return {
    id: 'claimedBy',
    header,
    meta: { kind: 'name' },
    render: (row) => row.claimedBy ?? EMPTY_VALUE,
    text: (row) => row.claimedBy ?? undefined,
  };
}
