import { issuesQuery } from '@/lib/domain/lists';
import type { IssuesListQuery } from './issues';

/*
 * The list's URL parsing, apart from ./issues.ts: it uses the query schema (zod), which the table,
 * a client component importing ./issues.ts, must not bring to the browser.
 */

/** The list's own query: neither the whole-record `q` nor the emitter is one of its filters. */
const issuesListQuery = issuesQuery.omit({ q: true, emitterId: true });

/** The URL's search params as the list's query: malformed values and filters it does not offer are dropped. */
export function parseIssuesListParams(
  params: Record<string, string | string[] | undefined>,
): IssuesListQuery {
  return issuesListQuery.parse(params);
}
