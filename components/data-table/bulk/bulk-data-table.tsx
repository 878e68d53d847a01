'use client';

import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import type { StartBulkJob } from './bulk-action-bar';
import { SELECTION_TEXTS as T } from '@/lib/selection/messages';
import { DataTable, type DataTableProps } from '../data-table';
import { lazyModule } from '@/components/ui/lazy-module';
import { listHref, LIST_DEFAULTS, toSearchParams } from '../url-state';
import { RowCheckbox } from './row-checkbox';

export interface BulkOptions<T> {
  /** The kinds the list offers that the staff member's roles allow (lib/selection/kinds, on the server). */
  kinds: readonly BulkKindId[];
  /** The row's number or name, for its checkbox. */
  rowLabel: (row: T) => string;
  /** The server action that starts the job: startBulkJobAction, which lives with the job pages. */
  start: StartBulkJob;
}

/*
 * TanStack Table, the banner and the bar with its dialogs (./selection-kit, over 20 kB gzipped)
 * are fetched once the pointer or the focus reaches a checkbox, not with the page, which would take
 * the lists past their first-load budget. The column is drawn the same meanwhile, and a tick made
 * before the kit arrives goes into the state TanStack then reads.
 */
type Kit = typeof import('./selection-kit');
const kit = lazyModule(() => import('./selection-kit'));

/** Fetches the kit once; a failed fetch is tried again on the next call. */
export const preloadBulkSelection = kit.preload;

function useKit(needed: boolean): Kit | null {
  const [loaded, setLoaded] = useState(kit.loaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    preloadBulkSelection().then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded ?? kit.loaded();
}

interface Selection {
  /** The view (list, filters, sort, page) the selection was made on: another one starts afresh. */
  view: string;
  rows: RowSelectionState;
  /** Every row of the filter, sent as the list's query rather than ids. */
  allFiltered: boolean;
}

/**
 * A DataTable whose rows can be picked for bulk work: a checkbox column, "the whole filter" once the
 * whole page is picked, and the bar of the kinds allowed. Staff who may run none of the list's kinds
 * see the plain list, without a checkbox.
 */
export function BulkDataTable<T>({ bulk, ...props }: DataTableProps<T> & { bulk: BulkOptions<T> }) {
  const { rows, getRowId, pathname, query, defaults = LIST_DEFAULTS, total } = props;
  const view = listHref(pathname, query, {}, defaults);
  const [state, setState] = useState<Selection>({ view, rows: {}, allFiltered: false });
  const [needed, setNeeded] = useState(false);
  const loaded = useKit(needed);
  if (bulk.kinds.length === 0) return <DataTable {...props} />;

  const current = state.view === view ? state : { view, rows: {}, allFiltered: false };
  const want = () => setNeeded(true);
  // Changing a row by hand leaves "the whole filter" for the rows then ticked.
  const setRows = (updater: Updater<RowSelectionState>) =>
    setState((previous) => {
      const base = previous.view === view ? previous.rows : {};
      return { view, rows: typeof updater === 'function' ? updater(base) : updater, allFiltered: false };
    });
  const table = loaded?.selectionTable({
    rows,
    columns: props.columns,
    getRowId,
    rowSelection: current.rows,
    onRowSelectionChange: setRows,
  });

  const pageIds = rows.map(getRowId);
  const ticked = table
    ? table.getSelectedRowModel().rows.map((row) => row.id)
    : pageIds.filter((id) => current.rows[id]);
  const wholePage = table
    ? table.getIsAllPageRowsSelected()
    : pageIds.length > 0 && ticked.length === pageIds.length;
  const tickPage = (checked: boolean) =>
    table
      ? table.toggleAllPageRowsSelected(checked)
      : setRows(checked ? Object.fromEntries(pageIds.map((id) => [id, true])) : {});
  const tickRow = (id: string, checked: boolean) =>
    table
      ? table.getRow(id).toggleSelected(checked)
      : setRows((previous) => {
          const next = { ...previous };
          if (checked) next[id] = true;
          else delete next[id];
          return next;
        });

  const filteredTotal = total ?? ticked.length;
  const count = current.allFiltered ? filteredTotal : ticked.length;
  const toolbar = (
    <>
      <p role="status" className="sr-only">
        {count > 0 ? T.selected(count) : ''}
      </p>
      {loaded ? (
        <loaded.SelectionToolbar
          kinds={bulk.kinds}
          start={bulk.start}
          picked={current.allFiltered ? { allFiltered: true } : { ids: ticked, allFiltered: false }}
          count={count}
          listQuery={toSearchParams({ ...query, page: undefined }, {}, defaults).toString()}
          onClear={() => setState({ view, rows: {}, allFiltered: false })}
          pageCount={ticked.length}
          wholePage={wholePage}
          filteredTotal={filteredTotal}
          onSelectFiltered={() => setState({ view, rows: current.rows, allFiltered: true })}
        />
      ) : null}
    </>
  );

  return (
    <DataTable
      {...props}
      selection={{
        header: (
          <RowCheckbox
            label={T.selectPage}
            checked={wholePage || current.allFiltered}
            indeterminate={ticked.length > 0 && !wholePage}
            disabled={pageIds.length === 0}
            onNeed={want}
            onChange={tickPage}
          />
        ),
        cell: (row) => {
          const id = getRowId(row);
          return (
            <RowCheckbox
              label={T.selectRow(bulk.rowLabel(row))}
              checked={current.allFiltered || ticked.includes(id)}
              onNeed={want}
              onChange={(checked) => tickRow(id, checked)}
            />
          );
        },
        isSelected: (row) => current.allFiltered || ticked.includes(getRowId(row)),
        toolbar,
      }}
    />
  );
}
