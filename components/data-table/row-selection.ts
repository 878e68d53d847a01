import type { ReactNode } from 'react';

/*
 * What a list that offers bulk actions adds to DataTable: a checkbox column and what shows above the
 * rows while some are selected. Built by ./bulk (TanStack Table), which only those lists import, so
 * the other lists load none of it.
 */
export interface RowSelectionSlot<T> {
  /** The header cell's content ("select the page"). */
  header: ReactNode;
  /** A row's checkbox cell content. */
  cell: (row: T) => ReactNode;
  isSelected: (row: T) => boolean;
  /** Shown between the result count and the table (the "whole filter" banner, the bar). */
  toolbar: ReactNode;
}
