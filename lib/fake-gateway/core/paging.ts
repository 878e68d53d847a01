import { Table, normalizeText, sortByKey, type SortDirection, type SortKey } from './table';

export { normalizeText };

/** The envelope of every paged list (lib/domain/lists.ts). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** What a list query parsed with lib/domain/lists.ts holds. */
export interface PageQuery {
  page: number;
  size: number;
  /** `field,asc` or `field,desc`. */
  sort?: string;
}

export interface ListOptions<T, V> {
  /** Sort key per sortable field (the fields of the list's *_SORT_FIELDS). */
  sorters: Record<string, (item: T) => SortKey>;
  /** Applied when the query names no sort, e.g. 'createdAt,desc'. */
  defaultSort: string;
  /** Keeps the records matching the query's filters. */
  filter?: (item: T) => boolean;
  /**
   * Identifies the filter (e.g. the filter part of the query as JSON) so a Table can reuse its
   * result for the other pages and sorts until the table changes. Leave it out when the filter
   * depends on anything else than the query (other tables, the clock).
   */
  filterKey?: string;
  /** Builds the view of each record of the page (only the page's records are built). */
  view: (item: T) => V;
}

function parseSort(sort: string, sorters: Record<string, unknown>): [string, SortDirection] | undefined {
  const [field, direction] = sort.split(',');
  if (!Object.hasOwn(sorters, field) || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return [field, direction];
}

/**
 * Filters, sorts and pages a collection. With a Table the order comes from its cached sorted
 * view (no sort per request); with an array, one sorted copy is made. Either way the walk counts
 * the matches and builds views for the requested page only.
 */
export function paginate<T extends { id: string }, V>(
  source: Table<T> | readonly T[],
  query: PageQuery,
  options: ListOptions<T, V>,
): Page<V> {
  const [field, direction] =
    (query.sort && parseSort(query.sort, options.sorters)) ||
    parseSort(options.defaultSort, options.sorters) ||
    (() => {
      throw new Error(`Unknown default sort ${options.defaultSort}`);
    })();
  const key = options.sorters[field];
  const values = source instanceof Table ? source.values() : sortByKey(source, key);
  const order = source instanceof Table ? source.orderBy(field, key) : undefined;
  const count = values.length;
  const last = count - 1;
  // Position in `values` of the k-th record of the requested order; descending walks the
  // ascending order backwards (missing keys then come first).
  const positionAt =
    direction === 'asc'
      ? order
        ? (k: number) => order[k]
        : (k: number) => k
      : order
        ? (k: number) => order[last - k]
        : (k: number) => last - k;

  const start = (query.page - 1) * query.size;
  const end = start + query.size;
  const items: V[] = [];
  const { filter, view } = options;
  if (!filter) {
    for (let k = start; k < Math.min(end, count); k += 1) items.push(view(values[positionAt(k)]));
    return { items, total: count, page: query.page, size: query.size };
  }
  let kept: Uint8Array;
  let total: number;
  if (source instanceof Table && options.filterKey !== undefined) {
    ({ kept, total } = source.filtered(options.filterKey, filter));
  } else {
    // Storage order first: records sit in memory in that order, so the pass over all of them
    // stays cache-friendly; the sorted walk below then stops at the end of the page.
    kept = new Uint8Array(count);
    total = 0;
    for (let position = 0; position < count; position += 1) {
      if (filter(values[position])) {
        kept[position] = 1;
        total += 1;
      }
    }
  }
  let seen = 0;
  for (let k = 0; k < count && seen < end; k += 1) {
    const position = positionAt(k);
    if (kept[position] === 0) continue;
    if (seen >= start) items.push(view(values[position]));
    seen += 1;
  }
  return { items, total, page: query.page, size: query.size };
}

/** True when any of the texts contains the (already normalised) needle. For small collections. */
export function matchesText(needle: string, ...texts: (string | undefined | null)[]): boolean {
  for (const text of texts) if (text && normalizeText(text).includes(needle)) return true;
  return false;
}
