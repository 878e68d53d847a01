import 'server-only';
import type { z } from 'zod';
import { matchesQuery } from '@/lib/domain/lists';
import { matchSchema, pageOf } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

const matchPage = pageOf(matchSchema);

export async function listMatches(token: GatewayToken, query: z.input<typeof matchesQuery> = {}) {
  return request({
    method: 'GET',
    path: '/matches',
    query: matchesQuery.parse(query),
    token,
    schema: matchPage,
  });
}

/** The id is the project id and the professional id joined (SPEC §3). */
export async function getMatch(token: GatewayToken, id: string) {
  return request({ method: 'GET', path: '/matches/:id', params: { id }, token, schema: matchSchema });
}

export async function acceptMatch(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/matches/:id/accept', params: { id }, token });
}
