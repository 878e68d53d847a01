import 'server-only';
import type { z } from 'zod';
import { feeInvoicePart, markInvoicePaidRequest, paidProInvoicePart } from '@/lib/domain/requests';
import { professionalInvoiceSchema } from '@/lib/domain/schemas';
import { jsonPart, request, type GatewayToken } from './http';

/* Professional invoices: what a professional bills the project owner (GET /invoices/:id). */

export async function getProfessionalInvoice(token: GatewayToken, id: string) {
  return request({
    method: 'GET',
    path: '/invoices/:id',
    params: { id },
    token,
    schema: professionalInvoiceSchema,
  });
}

/** POST /invoices/paid (multipart `file` + JSON `invoice` and `feeInvoice`): answers the new invoice. */
export async function createPaidProfessionalInvoice(
  token: GatewayToken,
  input: {
    file: Blob;
    invoice: z.input<typeof paidProInvoicePart>;
    feeInvoice: z.input<typeof feeInvoicePart>;
  },
) {
  const form = new FormData();
  form.append('file', input.file);
  form.append('invoice', jsonPart(paidProInvoicePart.parse(input.invoice)));
  form.append('feeInvoice', jsonPart(feeInvoicePart.parse(input.feeInvoice)));
  return request({
    method: 'POST',
    path: '/invoices/paid',
    body: { multipart: form },
    token,
    schema: professionalInvoiceSchema,
  });
}

export async function markProfessionalInvoicePaid(
  token: GatewayToken,
  id: string,
  body: z.input<typeof markInvoicePaidRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/invoices/:id/mark-as-paid',
    params: { id },
    body: { json: markInvoicePaidRequest.parse(body) },
    token,
  });
}

export async function cancelProfessionalInvoice(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/invoices/:id/cancel', params: { id }, token });
}
