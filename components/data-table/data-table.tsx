'use client';

import { useRouter } from 'next/navigation';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { hasPath } from '@/lib/access/paths';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { DataTableColumn } from './columns';
import { CursorPagination } from './cursor-pagination';
import type { ListFilter } from './filter-bar';
import { FilterBar } from './filter-bar-after-load';
import { rankOf, withListContext } from './list-context';
import { RowLinkContext } from './record-link';
import { Pagination } from './pagination';
import type { RowSelectionSlot } from './row-selection';
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

export interface DataTableProps<T> {
  /** Names the table for assistive technologies. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  /** The page of rows the gateway answered. */
  rows: readonly T[];
  /** How many rows match; left out with `cursor` (a list too long to count). */
  total?: number;
  /** The list's path, e.g. /clients. */
  pathname: string;
  /** The query the page parsed from its URL (with `page` and `size`). */
  query: ListQuery & { page: number; size: number };
  /** What the URL leaves out: page 1, the default size and the list's default sort. */
  defaults?: ListDefaults;
  filters?: readonly ListFilter[];
  /** Filters the server refused, by parameter, with the message shown under each. */
  filterErrors?: Readonly<Record<string, string>>;
  getRowId: (row: T) => string;
  /** The record a row opens (on click, and on Enter from within the row); null: the row opens nothing. */
  rowHref: (row: T) => string | null;
  /** Paging by cursor instead of page numbers: the next (older) page's cursor and its parameter. */
  cursor?: { next: string | null; param: string };
  /** Rows open their record carrying this view, for its breadcrumb and previous / next links. */
  carryListContext?: boolean;
  /** Shown on the result count's line, after the count (e.g. the filtered set's total, an export). */
  summary?: ReactNode;
  /** A checkbox column and a bar for bulk actions (./bulk builds it). */
  selection?: RowSelectionSlot<T>;
}

// Clicks on a control inside the row keep their own meaning.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="link"]';

/**
 * A server-paged list: filters, result count, sortable headers, rows that open their record, and
 * pagination, with every bit of state in the URL. Column cells should include a link to the record
 * (the keyboard path); a click anywhere else on the row opens it too.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  total,
  pathname,
  query,
  defaults = LIST_DEFAULTS,
  filters,
  filterErrors,
  getRowId,
  rowHref,
  cursor,
  carryListContext = false,
  summary,
  selection,
}: DataTableProps<T>) {
  const router = useRouter();
  const sort = query.sort ?? defaults.sort;
  // Remounts the filters on every URL change so they always show the view on screen.
  const filterKey = listHref(pathname, query, {}, defaults);

  // A row without a record to open (a journal entry of no record, or a record the gateway sent
  // without its id) opens nothing, and still needs a distinct key.
  const openableHref = (row: T): string | null => {
    const href = rowHref(row);
    return href && hasPath(href) ? href : null;
  };
  const listView = listHref(pathname, { ...query, page: undefined }, {}, defaults);
  const carriedHref = (href: string | null, index: number): string | null =>
    href && carryListContext ? withListContext(href, listView, rankOf(query.page, query.size, index)) : href;
  const rowKey = (row: T, index: number): string => {
    const id: unknown = getRowId(row);
    return typeof id === 'string' && id !== '' ? id : `row-${index}`;
  };

  const open = (row: T, index: number, inNewTab: boolean) => {
    const href = carriedHref(openableHref(row), index);
    if (!href) return;
    if (inNewTab) window.open(href, '_blank', 'noopener');
    else router.push(href);
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: T, index: number) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    open(row, index, event.metaKey || event.ctrlKey);
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T, index: number) => {
    if (event.key !== 'Enter' || (event.target as Element).closest(INTERACTIVE)) return;
    event.preventDefault();
    open(row, index, false);
  };

  return (
    <div>
      {filters && filters.length > 0 ? (
        <FilterBar
          key={filterKey}
          filters={filters}
          pathname={pathname}
          query={query}
          defaults={defaults}
          errors={filterErrors}
        />
      ) : null}
      {total === undefined ? null : (
        <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-sm text-fg-muted" aria-live="polite" data-testid="result-count">
            {formatResultCount(total)}
          </p>
          {summary}
        </div>
      )}
      {selection?.toolbar}
      <Table caption={caption}>
        <THead>
          <tr>
            {selection ? (
              <Th className="w-10" data-selection>
                {selection.header}
              </Th>
            ) : null}
            {columns.map((column) => {
              const { meta } = column;
              const field = meta?.sortField;
              return (
                <Th
                  key={column.id}
                  numeric={meta?.numeric}
                  kind={meta?.kind}
                  sort={field ? sortDirectionOf(sort, field) : null}
                  sortHref={
                    field
                      ? listHref(pathname, query, { sort: nextSort(sort, field), page: undefined }, defaults)
                      : undefined
                  }
                >
                  {column.header}
                </Th>
              );
            })}
          </tr>
        </THead>
        <TBody>
          {rows.length === 0 ? (
            <TableEmptyRow colSpan={columns.length + (selection ? 1 : 0)}>{NO_MATCH_TEXT}</TableEmptyRow>
          ) : (
            rows.map((row, index) => {
              const href = openableHref(row);
              const carried = carriedHref(href, index);
              const selected = selection?.isSelected(row) ?? false;
              return (
                <RowLinkContext.Provider
                  key={rowKey(row, index)}
                  value={href && carried ? { href, carried } : null}
                >
                  <Tr
                    tabIndex={href ? 0 : undefined}
                    data-href={carried ?? undefined}
                    aria-selected={selection ? selected : undefined}
                    onClick={(event) => onRowClick(event, row, index)}
                    onKeyDown={(event) => onRowKeyDown(event, row, index)}
                  >
                    {selection ? (
                      <Td className="w-10" data-selection>
                        {selection.cell(row)}
                      </Td>
                    ) : null}
                    {columns.map((column) => (
                      <Td
                        key={column.id}
                        numeric={column.meta?.numeric}
                        kind={column.meta?.kind}
                        title={column.text(row)}
                      >
                        {column.render(row)}
                      </Td>
                    ))}
                  </Tr>
                </RowLinkContext.Provider>
              );
            })
          )}
        </TBody>
      </Table>
      {cursor ? (
        <CursorPagination
          pathname={pathname}
          query={query}
          next={cursor.next}
          param={cursor.param}
          defaults={defaults}
        />
      ) : (
        <Pagination
          total={total ?? rows.length}
          page={query.page}
          size={query.size}
          pathname={pathname}
          query={query}
          defaults={defaults}
        />
      )}
    </div>
  );
}
