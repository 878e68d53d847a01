import type { ReactNode } from 'react';
import type { ValueKind } from '@/components/ui/value-kind';

/*
 * The column helper of the server-paged lists. Paging, sorting and filtering happen on the gateway
 * and the table only lays out the page of rows it is given, so a table library would add weight
 * (11 kB gzipped on every list page) and nothing else: this keeps the shape of TanStack's helper
 * (`accessor`, `display`, `columns`, cells reading `getValue()` and `row.original`). The lists that
 * offer bulk actions load TanStack Table for their row selection only (./bulk).
 */

/** What a column of a server-paged list may declare besides its header and cell. */
export interface DataTableColumnMeta {
  /** The `sort` field of the list query this column sorts by; absent = not sortable. */
  sortField?: string;
  /** Right-aligns the column (amounts, counts). */
  numeric?: boolean;
  /** What the column holds, which decides how its cells wrap, align and take room (free text unless said). */
  kind?: ValueKind;
}

/** What a cell renderer receives. */
export interface CellContext<T, V> {
  getValue: () => V;
  row: { original: T };
}

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  meta?: DataTableColumnMeta;
  /** The cell's content for one row. */
  render: (row: T) => ReactNode;
  /** The value as text, the tooltip of a cell cut with an ellipsis. */
  text: (row: T) => string | undefined;
}

interface ColumnOptions<T, V> {
  header: ReactNode;
  meta?: DataTableColumnMeta;
  /** Without it, the cell shows the value as text. */
  cell?: (context: CellContext<T, V>) => ReactNode;
}

function column<T, V>(
  id: string,
  read: (row: T) => V,
  { header, meta, cell }: ColumnOptions<T, V>,
): DataTableColumn<T> {
  return {
    id,
    header,
    meta,
    render: (row) =>
      cell ? cell({ getValue: () => read(row), row: { original: row } }) : (read(row) as ReactNode),
    text: (row) => {
      const value = read(row);
      return typeof value === 'string' && value !== '' ? value : undefined;
    },
  };
}

/** The column helper of a list's row type: `const col = dataTableColumns<UserListItem>()`. */
export function dataTableColumns<T>() {
  function accessor<K extends keyof T & string>(
    key: K,
    options: ColumnOptions<T, T[K]> & { id?: string },
  ): DataTableColumn<T>;
  function accessor<V>(
    read: (row: T) => V,
    options: ColumnOptions<T, V> & { id: string },
  ): DataTableColumn<T>;
  function accessor(
    source: string | ((row: T) => unknown),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each overload types the value
    options: ColumnOptions<T, any> & { id?: string },
  ): DataTableColumn<T> {
    if (typeof source === 'function') return column(options.id!, source, options);
    return column(options.id ?? source, (row) => row[source as keyof T], options);
  }
  return {
    accessor,
    /** A column that shows something other than one value of the row. */
    display: (
      options: Omit<ColumnOptions<T, undefined>, 'cell'> & {
        id: string;
        cell: (context: CellContext<T, undefined>) => ReactNode;
      },
    ): DataTableColumn<T> => column(options.id, () => undefined, options),
    columns: (list: DataTableColumn<T>[]): readonly DataTableColumn<T>[] => list,
  };
}
