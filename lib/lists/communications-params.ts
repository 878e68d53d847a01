import { communicationsQuery } from '@/lib/domain/lists';
import { KNOWN_TYPES, type CommunicationsListQuery } from './communications';

/*
 * The list's URL parsing, apart from ./communications.ts: it uses the query schema (zod), which the table,
 * a client component importing ./communications.ts, must not bring to the browser.
 */

/** The list's own query: the gateway's whole-record `q` is not one of its filters. */
const communicationsListQuery = communicationsQuery.omit({ q: true });

/**
 * The URL's search params as the list's query: malformed values, a stray `q` and a type the select
 * cannot show (one without a French label) are dropped, so no hidden filter applies.
 */
export function parseCommunicationsListParams(
  params: Record<string, string | string[] | undefined>,
): CommunicationsListQuery {
  const query = communicationsListQuery.parse(params);
  return query.type && !KNOWN_TYPES.has(query.type) ? { ...query, type: undefined } : query;
}
