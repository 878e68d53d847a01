import { projectsQuery, type ProjectsQuery } from '@/lib/domain/lists';

/*
 * The list's URL parsing, apart from ./projects.ts: it uses the query schema (zod), which the table,
 * a client component importing ./projects.ts, must not bring to the browser.
 */

/**
 * The URL's search params as the list's query: malformed values are dropped by the shared schema,
 * and the free text the list does not offer is dropped too, so no hidden filter applies.
 */
export function parseProjectsListParams(
  params: Record<string, string | string[] | undefined>,
): ProjectsQuery {
  const query = projectsQuery.parse(params);
  return { ...query, q: undefined };
}
