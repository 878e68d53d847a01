import 'server-only';
import type { z } from 'zod';
import { associateAccountRequest } from '@/lib/domain/requests';
import { request, type GatewayToken } from './http';

/** POST /pp-accounts/:id/associate: links this professional account to another account. */
export async function associateAccount(
  token: GatewayToken,
  ppAccountId: string,
  body: z.input<typeof associateAccountRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/pp-accounts/:id/associate',
    params: { id: ppAccountId },
    body: { json: associateAccountRequest.parse(body) },
    token,
  });
}

export async function dissociateAccount(token: GatewayToken, ppAccountId: string): Promise<void> {
  await request({ method: 'POST', path: '/pp-accounts/:id/dissociate', params: { id: ppAccountId }, token });
}
