'use client';

import {
  createTable,
  getCoreRowModel,
  type OnChangeFn,
  type RowSelectionState,
  type Table,
} from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { SELECTION_TEXTS as T } from '@/lib/selection/messages';
import { WHOLE_FILTER_KINDS } from '@/lib/jobs/bulk-input';
import type { DataTableColumn } from '../columns';
import { BulkActionBar, type BulkActionBarProps } from './bulk-action-bar';

/*
 * The part of a selectable list fetched on first need (./bulk-data-table.tsx): TanStack Table, the
 * banner of "the whole filter" and the bar with its dialogs.
 */

export interface SelectionTableOptions<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
}

/**
 * The page's rows in a TanStack table holding their selection. The gateway pages and sorts, so the
 * table is told so (manual paging and sorting); the selection state is the caller's, so the table is
 * rebuilt from it on each render as TanStack's React adapter does.
 */
export function selectionTable<T>({
  rows,
  columns,
  getRowId,
  rowSelection,
  onRowSelectionChange,
}: SelectionTableOptions<T>): Table<T> {
  const table = createTable<T>({
    data: rows as T[],
    columns: [
      { id: 'select', enableSorting: false },
      ...columns.map((column) => ({ id: column.id, enableSorting: false })),
    ],
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: true,
    state: {},
    onStateChange: () => undefined,
    onRowSelectionChange,
    renderFallbackValue: null,
  });
  table.setOptions((options) => ({ ...options, state: { ...table.initialState, rowSelection } }));
  return table;
}

export interface SelectionToolbarProps extends BulkActionBarProps {
  /** How many rows of the page are picked. */
  pageCount: number;
  /** Every row of the page is picked. */
  wholePage: boolean;
  /** How many rows the list's filter matches. */
  filteredTotal: number;
  onSelectFiltered: () => void;
}

/** "The whole filter" once the page is picked, and the bar while anything is. */
export function SelectionToolbar({
  pageCount,
  wholePage,
  filteredTotal,
  onSelectFiltered,
  ...bar
}: SelectionToolbarProps) {
  const { picked, kinds } = bar;
  const canWiden =
    wholePage &&
    !picked.allFiltered &&
    filteredTotal > pageCount &&
    kinds.every((kind) => WHOLE_FILTER_KINDS.includes(kind));
  return (
    <>
      {canWiden || picked.allFiltered ? (
        <p className="mb-2 flex flex-wrap items-center gap-x-2 rounded-lg bg-info-soft px-3 py-2 text-sm">
          {picked.allFiltered ? T.filteredSelected(filteredTotal) : T.pageSelected(pageCount)}
          {canWiden ? (
            <Button variant="link" onClick={onSelectFiltered}>
              {T.selectFiltered(filteredTotal)}
            </Button>
          ) : null}
        </p>
      ) : null}
      {bar.count > 0 ? <BulkActionBar {...bar} /> : null}
    </>
  );
}
