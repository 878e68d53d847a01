/*
 * What a table column or a description holds decides how it wraps, aligns and takes room: a date, a
 * phone or an amount is read as one token and never wraps; free text wraps between words and breaks
 * a word only when that word alone is wider than its cell (the 5,000-character word a hostile
 * gateway may send included); a long e-mail or name is cut with an ellipsis and shown whole on hover
 * rather than taking the room of the other columns.
 */

export type ValueKind =
  'text' | 'name' | 'email' | 'date' | 'datetime' | 'phone' | 'amount' | 'count' | 'id' | 'status';

/** Kinds read as one token: never wrapped, figures of equal width so columns line up. */
const ONE_LINE = 'whitespace-nowrap tabular-nums';

/**
 * A table cell's class by the kind it holds: its rules are in app/globals.css, named once rather than
 * spelled out in every row (table cells have equal-width figures already). A name or an e-mail sits
 * in a box cut with an ellipsis, with room around it for the focus ring of a link inside, which the
 * clipping would otherwise cut: a name takes the width it needs up to 16rem; an e-mail address, the
 * longest value of most lists, takes what the other columns leave (10rem at least), so a narrower
 * screen shortens it rather than the dates and phones beside it.
 */
export const CELL_CLASSES: Record<ValueKind, string | undefined> = {
  text: undefined,
  name: 'cell-name',
  email: 'cell-email',
  date: 'cell-nowrap',
  datetime: 'cell-nowrap',
  phone: 'cell-nowrap',
  amount: 'cell-figure',
  count: 'cell-figure',
  id: 'cell-nowrap',
  status: 'cell-nowrap',
};

/** Kinds read as one token, which never wrap. */
export function isOneLineKind(kind: ValueKind): boolean {
  return kind !== 'text' && !isTruncatedKind(kind);
}

/**
 * A one-token value in a description: on one line, and clipped at the edge of its column should
 * the gateway send thousands of characters (with room left for a focus ring).
 */
export const ONE_LINE_DESCRIPTION = `${ONE_LINE} overflow-clip [overflow-clip-margin:4px]`;

/** Right-aligned kinds (their header too). */
export function isNumericKind(kind: ValueKind): boolean {
  return kind === 'amount' || kind === 'count';
}

/** Kinds cut with an ellipsis past their width, the whole value in a tooltip. */
export function isTruncatedKind(kind: ValueKind): kind is 'name' | 'email' {
  return kind === 'name' || kind === 'email';
}

/**
 * The box free text sits in inside a table cell: it caps what a single very long word asks of the
 * column, so that word breaks inside the cell instead of widening the table.
 */
export const TEXT_BOX = 'max-w-md';
