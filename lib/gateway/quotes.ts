import 'server-only';
import type { z } from 'zod';
import {
  cancelQuoteRequest,
  quoteDownPaymentRequest,
  signQuoteRequest,
  signedQuotePart,
} from '@/lib/domain/requests';
import { quoteSchema } from '@/lib/domain/schemas';
import { jsonPart, request, type GatewayToken } from './http';

export async function getQuote(token: GatewayToken, id: string) {
  return request({ method: 'GET', path: '/quotes/:id', params: { id }, token, schema: quoteSchema });
}

/** POST /quotes/signed (multipart `file` + JSON `quote`): answers the new quote. */
export async function createSignedQuote(
  token: GatewayToken,
  input: { file: Blob; quote: z.input<typeof signedQuotePart> },
) {
  const form = new FormData();
  form.append('file', input.file);
  form.append('quote', jsonPart(signedQuotePart.parse(input.quote)));
  return request({
    method: 'POST',
    path: '/quotes/signed',
    body: { multipart: form },
    token,
    schema: quoteSchema,
  });
}

export async function updateQuoteDownPayment(
  token: GatewayToken,
  id: string,
  body: z.input<typeof quoteDownPaymentRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/quotes/:id/down-payment',
    params: { id },
    body: { json: quoteDownPaymentRequest.parse(body) },
    token,
  });
}

export async function signQuote(
  token: GatewayToken,
  id: string,
  body: z.input<typeof signQuoteRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/quotes/:id/sign',
    params: { id },
    body: { json: signQuoteRequest.parse(body) },
    token,
  });
}

export async function unsignQuote(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/quotes/:id/unsign', params: { id }, token });
}

export async function cancelQuote(
  token: GatewayToken,
  id: string,
  body: z.input<typeof cancelQuoteRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/quotes/:id/cancel',
    params: { id },
    body: { json: cancelQuoteRequest.parse(body) },
    token,
  });
}
