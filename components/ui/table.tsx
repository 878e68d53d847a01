import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { ScrollFrame } from './scroll-frame';
import { CELL_CLASSES, isNumericKind, isTruncatedKind, TEXT_BOX, type ValueKind } from './value-kind';

export const EMPTY_RESULTS_TEXT = 'Aucun résultat.';
/** The scrolling frame's name when the table has no caption of its own. */
export const TABLE_FRAME_LABEL = 'Tableau';

export interface TableProps extends ComponentProps<'table'> {
  /** Names the table (and its frame, when it scrolls) for assistive technologies; hidden unless `captionVisible`. */
  caption?: string;
  captionVisible?: boolean;
  /** Classes of the scrolling frame around the table. */
  containerClassName?: string;
}

/**
 * A dense data table inside a bordered frame. Its columns take the width of what they hold (see
 * `kind`); one wider than the frame scrolls sideways there, with a shadow at the edge where more
 * columns wait and its first column kept in view. The header row stays in view on long lists. Its
 * cells' look is in app/globals.css (`.data-table`), so a long list does not repeat it in every cell.
 */
export function Table({
  caption,
  captionVisible = false,
  containerClassName,
  className,
  children,
  ...props
}: TableProps) {
  return (
    <ScrollFrame
      label={caption ?? TABLE_FRAME_LABEL}
      className={cn('rounded-lg border border-border bg-surface', containerClassName)}
    >
      <table
        className={cn('data-table w-full border-separate border-spacing-0 text-left text-sm', className)}
        {...props}
      >
        {caption ? (
          <caption
            className={cn(
              captionVisible ? 'px-3 py-2 text-left text-sm font-medium text-fg-muted' : 'sr-only',
            )}
          >
            {caption}
          </caption>
        ) : null}
        {children}
      </table>
    </ScrollFrame>
  );
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={className} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={className} {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={className} {...props} />;
}

export type SortDirection = 'asc' | 'desc';

export interface ThProps extends Omit<ComponentProps<'th'>, 'align'> {
  /** Right-aligns the column (amounts, counts). */
  numeric?: boolean;
  /** What the column holds: amounts and counts right-align their header. */
  kind?: ValueKind;
  /** The column the list is currently sorted by, and in which direction. */
  sort?: SortDirection | null;
  /** Makes the header a link that sorts by this column (the list keeps its sort in the URL). */
  sortHref?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function Th({
  numeric: numericProp = false,
  kind,
  sort = null,
  sortHref,
  className,
  children,
  ...props
}: ThProps) {
  const numeric = numericProp || (kind !== undefined && isNumericKind(kind));
  // The arrow beside a sortable header is drawn by the stylesheet (`.th-sort`), from aria-sort.
  return (
    <th
      scope="col"
      aria-sort={sort ? ARIA_SORT[sort] : undefined}
      className={cn(numeric && 'text-right', className) || undefined}
      {...props}
    >
      {sortHref ? (
        <Link href={sortHref} scroll={false} className="th-sort">
          {children}
        </Link>
      ) : sort ? (
        <span className="th-sort">{children}</span>
      ) : (
        children
      )}
    </th>
  );
}

export interface TdProps extends Omit<ComponentProps<'td'>, 'align'> {
  /** Right-aligns the cell: an amount unless `kind` says otherwise. */
  numeric?: boolean;
  /** What the cell holds (free text unless said): how it wraps, aligns and takes room. */
  kind?: ValueKind;
  /** The whole value, shown on hover where a name or an e-mail is cut with an ellipsis. */
  title?: string;
}

export function Td({ numeric = false, kind, title, className, children, ...props }: TdProps) {
  const shown = kind ?? (numeric ? 'amount' : 'text');
  return (
    <td className={cn(CELL_CLASSES[shown], className) || undefined} {...props}>
      {isTruncatedKind(shown) ? (
        <span title={title}>{children}</span>
      ) : shown === 'text' ? (
        <div className={TEXT_BOX}>{children}</div>
      ) : (
        children
      )}
    </td>
  );
}

export interface TableEmptyRowProps {
  colSpan: number;
  children?: ReactNode;
}

/** The single row of a list with no item. */
export function TableEmptyRow({ colSpan, children = EMPTY_RESULTS_TEXT }: TableEmptyRowProps) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-sm text-fg-muted">
        {children}
      </td>
    </tr>
  );
}
