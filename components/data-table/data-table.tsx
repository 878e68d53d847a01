'use client';

import { FlexRender, useTable, type RowData } from '@tanstack/react-table';
import { useRouter } from 'next/navigation';
import type { KeyboardEvent, MouseEvent } from 'react';
import { hasPath } from '@/lib/access/match';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { dataTableFeatures, type DataTableColumn } from './columns';
import { FilterBar, type ListFilter } from './filter-bar';
import { Pagination } from './pagination';
import {
  formatResultCount,
  listHref,
  LIST_DEFAULTS,
  nextSort,
  sortDirectionOf,
  type ListDefaults,
  type ListQuery,
} from './url-state';

export const NO_MATCH_TEXT = 'Aucun résultat ne correspond à ces critères.';

export interface DataTableProps<T extends RowData> {
  /** Names the table for assistive technologies. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  /** The page of rows the gateway answered. */
  rows: readonly T[];
  total: number;
  /** The list's path, e.g. /clients. */
  pathname: string;
  /** The query the page parsed from its URL (with `page` and `size`). */
  query: ListQuery & { page: number; size: number };
  /** What the URL leaves out: page 1, the default size and the list's default sort. */
  defaults?: ListDefaults;
  filters?: readonly ListFilter[];
  getRowId: (row: T) => string;
  /** The record a row opens (on click, and on Enter from within the row). */
  rowHref: (row: T) => string;
}

// Clicks on a control inside the row keep their own meaning.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="link"]';

/**
 * A server-paged list: filters, result count, sortable headers, rows that open their record, and
 * pagination, with every bit of state in the URL. Column cells should include a link to the record
 * (the keyboard path); a click anywhere else on the row opens it too.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  total,
  pathname,
  query,
  defaults = LIST_DEFAULTS,
  filters,
  getRowId,
  rowHref,
}: DataTableProps<T>) {
  const router = useRouter();
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<T>[],
    data: rows as T[],
    // Rows the gateway sent without their ids (SPEC §5) still need distinct keys.
    getRowId: (row, index) => {
      const id: unknown = getRowId(row);
      return typeof id === 'string' && id !== '' ? id : `row-${index}`;
    },
  });
  const sort = query.sort ?? defaults.sort;
  // Remounts the filters on every URL change so they always show the view on screen.
  const filterKey = listHref(pathname, query, {}, defaults);

  const open = (row: T, inNewTab: boolean) => {
    const href = rowHref(row);
    // A row the gateway sent without its id (SPEC §5) has no record to open.
    if (!hasPath(href)) return;
    if (inNewTab) window.open(href, '_blank', 'noopener');
    else router.push(href);
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    open(row, event.metaKey || event.ctrlKey);
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key !== 'Enter' || (event.target as Element).closest(INTERACTIVE)) return;
    event.preventDefault();
    open(row, false);
  };

  return (
    <div>
      {filters && filters.length > 0 ? (
        <FilterBar key={filterKey} filters={filters} pathname={pathname} query={query} defaults={defaults} />
      ) : null}
      <p className="mb-2 text-sm text-fg-muted" aria-live="polite" data-testid="result-count">
        {formatResultCount(total)}
      </p>
      <Table caption={caption}>
        <THead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const field = meta?.sortField;
                return (
                  <Th
                    key={header.id}
                    numeric={meta?.numeric}
                    sort={field ? sortDirectionOf(sort, field) : null}
                    sortHref={
                      field
                        ? listHref(
                            pathname,
                            query,
                            { sort: nextSort(sort, field), page: undefined },
                            defaults,
                          )
                        : undefined
                    }
                  >
                    {header.isPlaceholder ? null : <FlexRender header={header} />}
                  </Th>
                );
              })}
            </tr>
          ))}
        </THead>
        <TBody>
          {rows.length === 0 ? (
            <TableEmptyRow colSpan={columns.length}>{NO_MATCH_TEXT}</TableEmptyRow>
          ) : (
            table.getRowModel().rows.map((row) => (
              <Tr
                key={row.id}
                tabIndex={0}
                data-href={rowHref(row.original)}
                onClick={(event) => onRowClick(event, row.original)}
                onKeyDown={(event) => onRowKeyDown(event, row.original)}
                className="cursor-pointer focus-visible:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
              >
                {row.getAllCells().map((cell) => (
                  <Td key={cell.id} numeric={cell.column.columnDef.meta?.numeric}>
                    <FlexRender cell={cell} />
                  </Td>
                ))}
              </Tr>
            ))
          )}
        </TBody>
      </Table>
      <Pagination
        total={total}
        page={query.page}
        size={query.size}
        pathname={pathname}
        query={query}
        defaults={defaults}
      />
    </div>
  );
}
