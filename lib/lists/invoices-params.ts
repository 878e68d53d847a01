import { parisDaysAgo } from '@/lib/domain/days';
import { invoicesListQuery, type InvoicesQuery } from '@/lib/domain/lists';
import type { InvoicesListQuery } from './invoices';

/*
 * The list's URL parsing, apart from ./invoices.ts: it uses the query schema (zod), which the table,
 * a client component importing ./invoices.ts, must not bring to the browser.
 */

/** The URL's search params as the list's query: malformed values and a stray `q` are dropped. */
export function parseInvoicesListParams(
  params: Record<string, string | string[] | undefined>,
): InvoicesListQuery {
  return invoicesListQuery.parse(params);
}

/**
 * What the gateway is asked for the list's query: a status older than N whole days is a status
 * day on or before today minus N + 1 (Paris), so every invoice listed has kept its status for
 * more than N × 24 hours.
 */
export function invoicesGatewayQuery<Q extends Pick<InvoicesListQuery, 'statusOlderThan'>>(
  { statusOlderThan, ...query }: Q,
  now: Date = new Date(),
): Omit<Q, 'statusOlderThan'> & Pick<InvoicesQuery, 'statusDateTo'> {
  return statusOlderThan === undefined
    ? query
    : { ...query, statusDateTo: parisDaysAgo(statusOlderThan + 1, now) };
}
