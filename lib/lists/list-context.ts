/**
 * The list a record page was opened from, read back from its URL (`liste`, `rang`: see
 * components/data-table/list-context.ts), and the neighbours of the record in that list. The list
 * URL is checked before anything is built from it: a same-app path, the very list this kind of
 * record belongs to, and a query re-parsed with that list's own schema. The links the page shows
 * are rebuilt from the parsed query, never copied from the URL, so `liste` cannot lead elsewhere.
 */
import { z } from 'zod';
import { LIST_PARAM, pageOfRank, RANK_PARAM } from '@/components/data-table/list-context';
import { listHref, type ListDefaults, type ListQuery } from '@/components/data-table/url-state';

export type SearchParams = Record<string, string | string[] | undefined>;
export type PagedQuery = ListQuery & { page: number; size: number };

/** What a record page needs to know of the list its records are opened from. */
export interface ListSpec<Q extends PagedQuery> {
  /** The list's path, e.g. /factures: the only list this kind of record goes back to. */
  path: string;
  /** The list page's own URL parsing (its zod schema): what the list would show for these params. */
  parse: (params: SearchParams) => Q;
  defaults: ListDefaults;
}

export interface ListContext<Q extends PagedQuery> {
  /** The list's query, at the page holding the record when its rank is known. */
  query: Q;
  /** The record's 1-based position in the list when it was opened. */
  rank?: number;
  /** The link back to the list's view. */
  href: string;
  /** The list's view without its page: what links to other records of the list carry. */
  carried: string;
}

/** Longer than any list URL the filters can make; anything longer is not one of ours. */
const MAX_LIST_URL_LENGTH = 2000;
const MAX_RANK = 1_000_000_000;
const BASE = 'http://app.invalid';

/** Next hands a repeated parameter as a list: only its first value counts. */
const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const listUrl = z
  .string()
  .max(MAX_LIST_URL_LENGTH)
  // A path of this app: not `//host`, not `/\host`, no control character a browser would drop.
  .regex(/^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/)
  .transform((value, ctx) => {
    const url = new URL(value, BASE);
    if (url.origin === BASE) return url;
    ctx.addIssue({ code: 'custom', message: 'not a path of the app' });
    return z.NEVER;
  });

const contextParams = z.object({
  [LIST_PARAM]: z.preprocess(firstOf, listUrl.optional().catch(undefined)),
  [RANK_PARAM]: z.preprocess(
    firstOf,
    z.coerce.number().int().min(1).max(MAX_RANK).optional().catch(undefined),
  ),
});

function paramsOf(url: URL): SearchParams {
  const params: SearchParams = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    params[key] = values.length === 1 ? values[0] : values;
  }
  return params;
}

/** The list a record page was opened from, or null when its URL names none, or not `spec`'s list. */
export function parseListContext<Q extends PagedQuery>(
  params: SearchParams,
  spec: ListSpec<Q>,
): ListContext<Q> | null {
  const parsed = contextParams.parse(params);
  const url = parsed[LIST_PARAM];
  if (!url || url.pathname !== spec.path) return null;
  const rank = parsed[RANK_PARAM];
  const listed = spec.parse(paramsOf(url));
  const query = { ...listed, page: rank ? pageOfRank(rank, listed.size) : listed.page };
  return {
    query,
    rank,
    href: listHref(spec.path, query, {}, spec.defaults),
    carried: listHref(spec.path, { ...query, page: undefined }, {}, spec.defaults),
  };
}

/** The ids of one page of the list, and how many the whole list holds. */
export interface IdPage {
  ids: readonly string[];
  total: number;
}

export interface Neighbour {
  id: string;
  /** Its 1-based position in the list. */
  rank: number;
}

export interface Neighbours {
  previous?: Neighbour;
  next?: Neighbour;
  /** The record's own position, when the list still holds it where it was looked for. */
  rank?: number;
  total: number;
}

/**
 * The records before and after `id` in the list, reading its pages (1-based) as needed: the page at
 * the record's rank first, then the page before or after it when the record sits at a page's edge.
 * A record no longer on that page (acting on it took it out of the filtered set) has left a gap at
 * its rank: the record before the gap is the previous one, the one now at its rank the next one.
 */
export async function findNeighbours({
  id,
  rank,
  page,
  size,
  readPage,
}: {
  id: string;
  rank?: number;
  /** The page to look on when the rank is unknown. */
  page: number;
  size: number;
  readPage: (page: number) => Promise<IdPage>;
}): Promise<Neighbours> {
  const pages = new Map<number, Promise<IdPage>>();
  const read = (number: number) => {
    if (!pages.has(number)) pages.set(number, readPage(number));
    return pages.get(number)!;
  };
  const home = rank ? pageOfRank(rank, size) : page;
  const first = await read(home);
  const index = first.ids.indexOf(id);
  const found = index >= 0 ? (home - 1) * size + index : undefined;
  if (found === undefined && !rank) return { total: first.total };

  // 0-based positions in the whole list.
  const before = found !== undefined ? found - 1 : rank! - 2;
  const after = found !== undefined ? found + 1 : rank! - 1;
  const at = async (position: number): Promise<Neighbour | undefined> => {
    if (position < 0 || position >= first.total) return undefined;
    const { ids } = await read(Math.floor(position / size) + 1);
    const neighbour = ids[position % size];
    return neighbour && neighbour !== id ? { id: neighbour, rank: position + 1 } : undefined;
  };
  const [previous, next] = await Promise.all([at(before), at(after)]);
  return {
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
    ...(found !== undefined ? { rank: found + 1 } : {}),
    total: first.total,
  };
}
