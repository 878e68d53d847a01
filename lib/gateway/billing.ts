import 'server-only';
import { z } from 'zod';
import { invoicesQuery } from '@/lib/domain/lists';
import { markInvoicePaidRequest } from '@/lib/domain/requests';
import { pageOf, providerInvoiceSchema } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

/* The marketplace's own invoices (provider invoices): GET /billing/invoices[/:id] and their actions. */

/** `totalInclTax`: the filtered set's amount including tax (all pages), when the gateway gives it. */
const providerInvoicePage = pageOf(providerInvoiceSchema).extend({
  totalInclTax: z.number().finite().optional(),
});

export async function listProviderInvoices(token: GatewayToken, query: z.input<typeof invoicesQuery> = {}) {
  return request({
    method: 'GET',
    path: '/billing/invoices',
    query: invoicesQuery.parse(query),
    token,
    schema: providerInvoicePage,
  });
}

export async function getProviderInvoice(token: GatewayToken, id: string) {
  return request({
    method: 'GET',
    path: '/billing/invoices/:id',
    params: { id },
    token,
    schema: providerInvoiceSchema,
  });
}

export async function markProviderInvoicePaid(
  token: GatewayToken,
  id: string,
  body: z.input<typeof markInvoicePaidRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/billing/invoices/:id/mark-as-paid',
    params: { id },
    body: { json: markInvoicePaidRequest.parse(body) },
    token,
  });
}

/** Records that a credit note already cancels the invoice. */
export async function markProviderInvoiceCanceledByCreditNote(
  token: GatewayToken,
  id: string,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/billing/invoices/:id/mark-as-canceled-by-credit-note',
    params: { id },
    token,
  });
}

export async function markProviderInvoiceIrrecoverable(token: GatewayToken, id: string): Promise<void> {
  await request({
    method: 'POST',
    path: '/billing/invoices/:id/mark-as-irrecoverable',
    params: { id },
    token,
  });
}

/** Generates a credit note cancelling the invoice: answers the new credit note (201). */
export async function cancelProviderInvoiceByCreditNote(token: GatewayToken, id: string) {
  return request({
    method: 'POST',
    path: '/billing/invoices/:id/cancel-by-credit-note',
    params: { id },
    token,
    schema: providerInvoiceSchema,
  });
}
