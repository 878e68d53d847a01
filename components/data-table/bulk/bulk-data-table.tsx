'use client';

import type { BulkKindId } from '@/lib/jobs/bulk-input';
import { SELECTION_TEXTS as T } from '@/lib/selection/messages';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableProps } from '../data-table';
import { listHref, LIST_DEFAULTS, toSearchParams } from '../url-state';
import { BulkActionBar } from './bulk-action-bar';
import { useRowSelection } from './use-row-selection';

export interface BulkOptions<T> {
  /** The kinds the list offers that the staff member's roles allow (lib/selection/kinds, on the server). */
  kinds: readonly BulkKindId[];
  /** The row's number or name, for its checkbox. */
  rowLabel: (row: T) => string;
  canSelect?: (row: T) => boolean;
}

/**
 * A DataTable whose rows can be picked for bulk work: the checkbox column, "the whole filter" once the
 * whole page is picked, and the bar of the kinds allowed. Staff who may run none see the plain list.
 */
export function BulkDataTable<T>({ bulk, ...props }: DataTableProps<T> & { bulk: BulkOptions<T> }) {
  const { pathname, query, defaults = LIST_DEFAULTS, total, rows } = props;
  const selection = useRowSelection({
    rows,
    columns: props.columns,
    getRowId: props.getRowId,
    rowLabel: bulk.rowLabel,
    canSelect: bulk.canSelect,
    view: listHref(pathname, query, {}, defaults),
  });
  if (bulk.kinds.length === 0) return <DataTable {...props} />;

  const { picked, pageCount, wholePage } = selection;
  const filteredTotal = total ?? pageCount;
  const count = picked.allFiltered ? filteredTotal : pageCount;
  const canWiden = wholePage && !picked.allFiltered && filteredTotal > pageCount;

  const toolbar = (
    <>
      <p role="status" className="sr-only">
        {count > 0 ? T.selected(count) : ''}
      </p>
      {canWiden || picked.allFiltered ? (
        <p className="mb-2 flex flex-wrap items-center gap-x-2 rounded-lg bg-info-soft px-3 py-2 text-sm">
          {picked.allFiltered ? T.filteredSelected(filteredTotal) : T.pageSelected(pageCount)}
          {canWiden ? (
            <Button variant="link" onClick={selection.selectFiltered}>
              {T.selectFiltered(filteredTotal)}
            </Button>
          ) : null}
        </p>
      ) : null}
      {count > 0 ? (
        <BulkActionBar
          kinds={bulk.kinds}
          picked={picked}
          count={count}
          listQuery={toSearchParams({ ...query, page: undefined }, {}, defaults).toString()}
          onClear={selection.clear}
        />
      ) : null}
    </>
  );

  return <DataTable {...props} selection={{ ...selection.slot, toolbar }} />;
}
