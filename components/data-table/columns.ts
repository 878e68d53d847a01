import { createColumnHelper, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';

/** What a column of a server-paged list may declare besides its header and cell. */
export interface DataTableColumnMeta {
  /** The `sort` field of the list query this column sorts by; absent = not sortable. */
  sortField?: string;
  /** Right-aligns the column (amounts, counts). */
  numeric?: boolean;
}

/*
 * Core features only: paging, sorting and filtering happen on the gateway, the table just lays out
 * the page of rows it is given.
 */
export const dataTableFeatures = tableFeatures({ columnMeta: {} as DataTableColumnMeta });
export type DataTableFeatures = typeof dataTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list mixes columns of any value type
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/** The column helper of a list's row type: `const col = dataTableColumns<UserListItem>()`. */
export function dataTableColumns<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}
