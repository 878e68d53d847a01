import { credentialsQuery, type CredentialsQuery } from '@/lib/domain/lists';

/*
 * The list's URL parsing, apart from ./credentials.ts: it uses the query schema (zod), which the table,
 * a client component importing ./credentials.ts, must not bring to the browser.
 */

export function parseCredentialsListParams(
  params: Record<string, string | string[] | undefined>,
): CredentialsQuery {
  return credentialsQuery.parse(params);
}
