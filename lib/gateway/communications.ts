import 'server-only';
import type { z } from 'zod';
import { communicationsQuery } from '@/lib/domain/lists';
import { communicationSchema, pageOf } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

const communicationPage = pageOf(communicationSchema);

/** GET /communications: e-mails and SMS sent, filtered (`statuses` repeated). */
export async function listCommunications(
  token: GatewayToken,
  query: z.input<typeof communicationsQuery> = {},
) {
  return request({
    method: 'GET',
    path: '/communications',
    query: communicationsQuery.parse(query),
    token,
    schema: communicationPage,
  });
}
