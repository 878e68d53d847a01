import { matchesQuery, type MatchesQuery } from '@/lib/domain/lists';

/*
 * The list's URL parsing, apart from ./matches.ts: it uses the query schema (zod), which the table,
 * a client component importing ./matches.ts, must not bring to the browser.
 */

/** The URL's search params as the list's query: malformed values are dropped by the shared schema. */
export function parseMatchesListParams(params: Record<string, string | string[] | undefined>): MatchesQuery {
  return matchesQuery.parse(params);
}
