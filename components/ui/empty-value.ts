/** What an absent value shows in lists, tables and badges. */
export const EMPTY_VALUE = '—';

/** Null, undefined, false, blank strings and empty arrays have nothing to show. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
