'use client';

import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useState } from 'react';
import { SELECTION_TEXTS as T } from '@/lib/selection/messages';
import type { DataTableColumn } from '../columns';
import type { RowSelectionSlot } from '../row-selection';
import { RowCheckbox } from './row-checkbox';

/** What is picked: ids of the page's rows, or every row the list's filter matches. */
export type Picked = { ids: string[]; allFiltered: false } | { allFiltered: true };

interface Selection {
  /** The view (list, filters, sort, page) the selection was made on. */
  view: string;
  rows: RowSelectionState;
  allFiltered: boolean;
}

export interface RowSelectionOptions<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** The row's number or name, for its checkbox's accessible name. */
  rowLabel: (row: T) => string;
  /** False leaves a row out of the selection (e.g. an account the actions refuse). */
  canSelect?: (row: T) => boolean;
  /** The list's URL with its page: another page, filter or sort starts a new selection. */
  view: string;
}

export interface RowSelection<T> {
  slot: Omit<RowSelectionSlot<T>, 'toolbar'>;
  picked: Picked;
  /** How many records the picked set holds on the page (ids) — the filter's total is the caller's. */
  pageCount: number;
  /** Every selectable row of the page is picked. */
  wholePage: boolean;
  selectFiltered: () => void;
  clear: () => void;
}

const SELECT_COLUMN = 'select';

/**
 * The row selection of a server-paged list, held by TanStack Table: the gateway pages and sorts, so
 * the table is told so (manual paging and sorting) and keeps the selection and its column. The
 * selection is the page's; "the whole filter" replaces it by the list's query.
 */
export function useRowSelection<T>({
  rows,
  columns,
  getRowId,
  rowLabel,
  canSelect,
  view,
}: RowSelectionOptions<T>): RowSelection<T> {
  const [state, setState] = useState<Selection>({ view, rows: {}, allFiltered: false });
  const current: Selection = state.view === view ? state : { view, rows: {}, allFiltered: false };

  const onRowSelectionChange = (updater: Updater<RowSelectionState>) =>
    setState((previous) => {
      const base = previous.view === view ? previous.rows : {};
      const next = typeof updater === 'function' ? updater(base) : updater;
      // Changing a row by hand leaves "the whole filter" for the rows now ticked.
      return { view, rows: next, allFiltered: false };
    });

  // eslint-disable-next-line react-hooks/incompatible-library -- read afresh on every render, nothing memoised from it
  const table = useReactTable<T>({
    data: rows as T[],
    columns: [
      { id: SELECT_COLUMN, enableSorting: false },
      ...columns.map((column): ColumnDef<T> => ({ id: column.id, enableSorting: false })),
    ],
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: canSelect ? (row) => canSelect(row.original) : true,
    state: { rowSelection: current.rows },
    onRowSelectionChange,
  });

  const selectedRows = table.getSelectedRowModel().rows;
  const wholePage = table.getIsAllPageRowsSelected();
  const header = (
    <RowCheckbox
      label={T.selectPage}
      checked={wholePage || current.allFiltered}
      indeterminate={table.getIsSomePageRowsSelected()}
      disabled={!table.getCoreRowModel().rows.some((row) => row.getCanSelect())}
      onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
    />
  );

  return {
    slot: {
      header,
      cell: (row) => {
        const tableRow = table.getRow(getRowId(row));
        return (
          <RowCheckbox
            label={T.selectRow(rowLabel(row))}
            checked={tableRow.getIsSelected()}
            disabled={!tableRow.getCanSelect()}
            onChange={(checked) => tableRow.toggleSelected(checked)}
          />
        );
      },
      isSelected: (row) => current.allFiltered || Boolean(current.rows[getRowId(row)]),
    },
    picked: current.allFiltered
      ? { allFiltered: true }
      : { ids: selectedRows.map((row) => row.id), allFiltered: false },
    pageCount: selectedRows.length,
    wholePage,
    selectFiltered: () => setState({ view, rows: current.rows, allFiltered: true }),
    clear: () => setState({ view, rows: {}, allFiltered: false }),
  };
}
