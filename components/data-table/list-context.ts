/*
 * A record opened from a list carries where it came from, so its page can link back to that exact
 * view and offer the previous and next records of it: `liste` holds the list's path and query
 * (without its page), `rang` the record's 1-based position in the whole list. Pure and free of zod:
 * the table builds these links in the browser; the record page checks them (lib/lists/list-context).
 */

/** The record URL's parameter holding the list's path and query. */
export const LIST_PARAM = 'liste';
/** The record URL's parameter holding the record's 1-based position in the list. */
export const RANK_PARAM = 'rang';

/** The 1-based position in the whole list of the row at `index` on page `page` of `size` rows. */
export function rankOf(page: number, size: number, index: number): number {
  return (page - 1) * size + index + 1;
}

/** The page of `size` rows that holds the record at `rank`. */
export function pageOfRank(rank: number, size: number): number {
  return Math.floor((rank - 1) / size) + 1;
}

/** `href` (a record's path) carrying the list it was opened from and its position there. */
export function withListContext(href: string, list: string, rank?: number): string {
  const params = new URLSearchParams({ [LIST_PARAM]: list });
  if (rank !== undefined) params.set(RANK_PARAM, String(rank));
  return `${href}${href.includes('?') ? '&' : '?'}${params}`;
}
