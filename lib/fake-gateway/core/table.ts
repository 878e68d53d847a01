import { notFound } from './errors';

/** Case- and accent-insensitive form of a text, for `q` filters. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export type SortKey = string | number | undefined | null;
export type SortDirection = 'asc' | 'desc';

type Decorated = number | string | null;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The comparable form of a sort key, computed once per record when an order is built: an ISO
 * date-time becomes its instant (offsets differ between winter and summer), text becomes its
 * lowercase unaccented form (the French order, without a collator call per comparison).
 */
function decorate(key: SortKey): Decorated {
  if (key === undefined || key === null) return null;
  if (typeof key === 'number') return key;
  if (key.length >= 16 && ISO_DATE_TIME.test(key)) {
    const instant = Date.parse(key);
    if (!Number.isNaN(instant)) return instant;
  }
  return normalizeText(key);
}

function compareDecorated(a: Decorated, b: Decorated): number {
  if (a === b) return 0;
  // Missing values go last in ascending order, first in descending (as SQL's NULLS LAST).
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Compares two raw sort keys the way sorted views order them. */
export function compareKeys(a: SortKey, b: SortKey): number {
  return compareDecorated(decorate(a), decorate(b));
}

/** Items ascending by `key` (ties by id), keys computed once per item: a sorted copy. */
export function sortByKey<T extends { id: string }>(items: readonly T[], key: (item: T) => SortKey): T[] {
  const decorated = items.map((item) => ({ item, key: decorate(key(item)) }));
  decorated.sort(
    (a, b) => compareDecorated(a.key, b.key) || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
  );
  return decorated.map((entry) => entry.item);
}

/**
 * Where a record keeps the text of one search builder: a table may be searched by several lists
 * (users by /users and /credentials/lmsg), each over other fields, so each builder has its own slot.
 */
interface SearchSlot {
  text: symbol;
  version: symbol;
}
const searchSlots = new Map<string, SearchSlot>();

function searchSlot(builder: string): SearchSlot {
  let slot = searchSlots.get(builder);
  if (!slot) {
    slot = { text: Symbol(`searchText:${builder}`), version: Symbol(`searchVersion:${builder}`) };
    searchSlots.set(builder, slot);
  }
  return slot;
}

type SearchCache = Record<symbol, string | number | undefined>;

/**
 * A collection of records keyed by id, in insertion order, with sorted views cached until the
 * next change. Lists read `sortedBy` so a page at 100,000 records costs one filtered walk and no
 * sort. Records are mutated in place by handlers: call `touch()` (or use `update`) afterwards
 * so cached orders are rebuilt.
 */
export class Table<T extends { id: string }> {
  private readonly byId = new Map<string, T>();
  private ordered: T[] | undefined;
  private sorted = new Map<string, Int32Array>();
  private filters = new Map<string, { kept: Uint8Array; total: number }>();
  private changes = 0;

  constructor(
    /** French name of the entity, for 404 messages. */
    readonly label: string,
    items: Iterable<T> = [],
  ) {
    for (const item of items) this.byId.set(item.id, item);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Bumped on every change; lets callers cache what they derive from the table. */
  get version(): number {
    return this.changes;
  }

  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The record, or a 404 failure naming the entity. */
  require(id: string): T {
    const found = this.byId.get(id);
    if (!found) throw notFound(this.label, id);
    return found;
  }

  insert(item: T): T {
    this.byId.set(item.id, item);
    this.touch();
    return item;
  }

  update(id: string, change: Partial<T> | ((item: T) => void)): T {
    const item = this.require(id);
    if (typeof change === 'function') change(item);
    else Object.assign(item, change);
    this.touch();
    return item;
  }

  delete(id: string): boolean {
    const removed = this.byId.delete(id);
    if (removed) this.touch();
    return removed;
  }

  /** Invalidates the cached orders after records were changed in place. */
  touch(): void {
    this.changes += 1;
    this.ordered = undefined;
    if (this.sorted.size > 0) this.sorted.clear();
    if (this.filters.size > 0) this.filters.clear();
  }

  /**
   * Which records (by position in `values()`) pass a list filter, cached under `key` until the
   * next change: paging through one filtered list walks the table once. Keeps the last 50 filters.
   */
  filtered(key: string, filter: (item: T) => boolean): { kept: Uint8Array; total: number } {
    let cached = this.filters.get(key);
    if (!cached) {
      const values = this.values();
      const kept = new Uint8Array(values.length);
      let total = 0;
      // Storage order: records sit in memory in that order, so this pass stays cache-friendly.
      for (let position = 0; position < values.length; position += 1) {
        if (filter(values[position])) {
          kept[position] = 1;
          total += 1;
        }
      }
      cached = { kept, total };
      if (this.filters.size >= 50) this.filters.delete(this.filters.keys().next().value as string);
      this.filters.set(key, cached);
    }
    return cached;
  }

  /**
   * The normalised (lowercase, no accents) text a `q` filter searches in, built once per record,
   * builder and version: normalising on every request would cost too much at 100,000 records.
   * `builder` names `build` (one name per distinct list of fields): the cache is keyed by it, so
   * two lists searching the same table over different fields never read each other's text.
   */
  searchText(item: T, builder: string, build: (item: T) => (string | undefined | null)[]): string {
    // Kept on the record under symbols (not serialised, not enumerable by JSON), stamped with
    // the table version: a property read is much cheaper than a WeakMap lookup at 100,000 rows.
    const slot = searchSlot(builder);
    const cache = item as unknown as SearchCache;
    let text = cache[slot.text] as string | undefined;
    if (cache[slot.version] !== this.changes || text === undefined) {
      text = normalizeText(build(item).filter(Boolean).join(' \u0000 '));
      cache[slot.text] = text;
      cache[slot.version] = this.changes;
    }
    return text;
  }

  /** All records in insertion order (a cached array: do not mutate it). */
  values(): readonly T[] {
    this.ordered ??= [...this.byId.values()];
    return this.ordered;
  }

  /**
   * Positions in `values()` of all records ascending by `key` (ties by id), cached under `name`
   * until the next change. Keys are computed once per record (decorate, sort, undecorate).
   */
  orderBy(name: string, key: (item: T) => SortKey): Int32Array {
    let cached = this.sorted.get(name);
    if (!cached) {
      const values = this.values();
      const decorated = values.map((item, position) => ({ position, id: item.id, key: decorate(key(item)) }));
      decorated.sort((a, b) => compareDecorated(a.key, b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      cached = Int32Array.from(decorated, (entry) => entry.position);
      this.sorted.set(name, cached);
    }
    return cached;
  }

  /** All records ascending by `key` (a new array; lists use `orderBy` and never copy). */
  sortedBy(name: string, key: (item: T) => SortKey): T[] {
    const values = this.values();
    return Array.from(this.orderBy(name, key), (position) => values[position]);
  }
}
