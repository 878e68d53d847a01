import 'server-only';
import type { z } from 'zod';
import { updateRelationshipRequest } from '@/lib/domain/requests';
import { relationshipSchema } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

export async function getRelationship(token: GatewayToken, id: string) {
  return request({
    method: 'GET',
    path: '/relationships/:id',
    params: { id },
    token,
    schema: relationshipSchema,
  });
}

export async function updateRelationship(
  token: GatewayToken,
  id: string,
  body: z.input<typeof updateRelationshipRequest>,
): Promise<void> {
  await request({
    method: 'PATCH',
    path: '/relationships/:id',
    params: { id },
    body: { json: updateRelationshipRequest.parse(body) },
    token,
  });
}

export async function reactivateRelationship(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/relationships/:id/reactivate', params: { id }, token });
}
