import { invoicesQuery } from '@/lib/domain/lists';
import type { InvoicesListQuery } from './invoices';

/*
 * The list's URL parsing, apart from ./invoices.ts: it uses the query schema (zod), which the table,
 * a client component importing ./invoices.ts, must not bring to the browser.
 */

/** The list's own query: the gateway's whole-record `q` search is not one of its filters. */
const invoicesListQuery = invoicesQuery.omit({ q: true });

/** The URL's search params as the list's query: malformed values and a stray `q` are dropped. */
export function parseInvoicesListParams(
  params: Record<string, string | string[] | undefined>,
): InvoicesListQuery {
  return invoicesListQuery.parse(params);
}
