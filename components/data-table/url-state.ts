import { DEFAULT_PAGE_SIZE } from '@/lib/domain/paging';

/*
 * The state of a server-paged list lives in the URL (page, size, sort and filters), so a copied link
 * reproduces the view and the back button restores it. These helpers are pure: the server page
 * parses the URL with its lib/domain/lists.ts schema, and the table builds its links from that query.
 */

export type QueryValue = string | number | readonly string[] | null | undefined;
/** A parsed list query: page, size, sort and the list's own filters. */
export type ListQuery = Readonly<Record<string, QueryValue>>;

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  field: string;
  direction: SortDirection;
}

/** Values that the URL leaves out because the list applies them anyway. */
export interface ListDefaults {
  page: number;
  size: number;
  sort?: string;
}

export const LIST_DEFAULTS: ListDefaults = { page: 1, size: DEFAULT_PAGE_SIZE };

function isEmpty(value: QueryValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The search params of `query` changed by `patch` (a key set to undefined is removed). Empty
 * values and defaults are left out, so the same view always has the same, short URL.
 */
export function toSearchParams(
  query: ListQuery,
  patch: ListQuery = {},
  defaults: ListDefaults = LIST_DEFAULTS,
): URLSearchParams {
  const merged: Record<string, QueryValue> = { ...query, ...patch };
  const params = new URLSearchParams();
  for (const key of Object.keys(merged).sort()) {
    const value = merged[key];
    if (isEmpty(value)) continue;
    if (key === 'page' && Number(value) === defaults.page) continue;
    if (key === 'size' && Number(value) === defaults.size) continue;
    if (key === 'sort' && defaults.sort !== undefined && value === defaults.sort) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  return params;
}

/** A link to `pathname` showing the list with `patch` applied to the current query. */
export function listHref(
  pathname: string,
  query: ListQuery,
  patch: ListQuery = {},
  defaults: ListDefaults = LIST_DEFAULTS,
): string {
  const search = toSearchParams(query, patch, defaults).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** `field,asc` / `field,desc` → its parts; anything else → null. */
export function parseSort(sort: QueryValue): SortState | null {
  if (typeof sort !== 'string') return null;
  const match = /^([A-Za-z0-9_.]+),(asc|desc)$/.exec(sort);
  return match ? { field: match[1]!, direction: match[2] as SortDirection } : null;
}

/** The direction of `field` in the current sort, or null when the list is sorted by another column. */
export function sortDirectionOf(sort: QueryValue, field: string): SortDirection | null {
  const current = parseSort(sort);
  return current?.field === field ? current.direction : null;
}

/** Clicking a header: a new column sorts ascending, the current one flips direction. */
export function nextSort(sort: QueryValue, field: string): string {
  return `${field},${sortDirectionOf(sort, field) === 'asc' ? 'desc' : 'asc'}`;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

const COUNT_FORMAT = new Intl.NumberFormat('fr-FR');

/** "1 234 résultats" (French grouping; singular for 0 and 1 as French does). */
export function formatResultCount(total: number): string {
  return `${COUNT_FORMAT.format(total)} ${total > 1 ? 'résultats' : 'résultat'}`;
}

/** A filter value kept only if it is one of the list's options (e.g. a subset of an enum). */
export function restrictTo<V extends string>(
  allowed: readonly { value: V }[],
  value: string | null | undefined,
): V | undefined {
  return allowed.find((option) => option.value === value)?.value;
}
