import 'server-only';
import type { z } from 'zod';
import { communicationsQuery } from '@/lib/domain/lists';
import { matchTerm } from '@/lib/domain/phone-match';
import { communicationSchema, pageOf } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

const communicationPage = pageOf(communicationSchema);

/**
 * GET /communications: e-mails and SMS sent, filtered (`statuses` repeated). A phone number in `q`
 * or `recipient` goes as its national digits (lib/domain/phone-match.ts).
 */
export async function listCommunications(
  token: GatewayToken,
  query: z.input<typeof communicationsQuery> = {},
) {
  const { q, recipient, ...rest } = communicationsQuery.parse(query);
  return request({
    method: 'GET',
    path: '/communications',
    query: { ...rest, q: q && matchTerm(q), recipient: recipient && matchTerm(recipient) },
    token,
    schema: communicationPage,
  });
}
