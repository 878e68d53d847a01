import { myDiscussionsQuery, type MyDiscussionsQuery } from '@/lib/domain/lists';

/*
 * The list's URL parsing, apart from ./mailbox.ts: it uses the query schema (zod), which the table,
 * a client component importing ./mailbox.ts, must not bring to the browser.
 */

export function parseMailboxParams(
  params: Record<string, string | string[] | undefined>,
): MyDiscussionsQuery {
  return myDiscussionsQuery.parse(params);
}
