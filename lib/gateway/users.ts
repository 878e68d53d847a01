import 'server-only';
import type { z } from 'zod';
import { usersQuery } from '@/lib/domain/lists';
import { matchTerm } from '@/lib/domain/phone-match';
import { createStaffUserRequest, deactivateUserRequest, updateMyPhoneRequest } from '@/lib/domain/requests';
import {
  credentialsSchema,
  pageOf,
  userListItemSchema,
  userSchema,
  userStateSchema,
} from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

const userPage = pageOf(userListItemSchema);

/** GET /users; a phone number in `q` goes as its national digits (lib/domain/phone-match.ts). */
export async function listUsers(token: GatewayToken, query: z.input<typeof usersQuery> = {}) {
  const { q, ...rest } = usersQuery.parse(query);
  return request({
    method: 'GET',
    path: '/users',
    query: { ...rest, q: q && matchTerm(q) },
    token,
    schema: userPage,
  });
}

export async function getUser(token: GatewayToken, id: string) {
  return request({ method: 'GET', path: '/users/:id', params: { id }, token, schema: userSchema });
}

/** GET /users/:id/status: the account, pp-account and sa-account states with their registrations. */
export async function getUserState(token: GatewayToken, id: string) {
  return request({
    method: 'GET',
    path: '/users/:id/status',
    params: { id },
    token,
    schema: userStateSchema,
  });
}

export async function anonymizeUser(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/users/:id/anonymize', params: { id }, token });
}

/** POST /users/type/lmsg: creates a staff user and answers it (roles are set afterwards). */
export async function createStaffUser(token: GatewayToken, body: z.input<typeof createStaffUserRequest>) {
  return request({
    method: 'POST',
    path: '/users/type/lmsg',
    body: { json: createStaffUserRequest.parse(body) },
    token,
    // The gateway answers the new staff member's credentials (roles, no commercial programs).
    schema: credentialsSchema,
  });
}

export async function deactivateUser(
  token: GatewayToken,
  id: string,
  body: z.input<typeof deactivateUserRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/users/:id/deactivate',
    params: { id },
    body: { json: deactivateUserRequest.parse(body) },
    token,
  });
}

export async function reactivateUser(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/users/:id/reactivate', params: { id }, token });
}

/** PATCH /users/me: the signed-in user's phone. */
export async function updateMyPhone(
  token: GatewayToken,
  body: z.input<typeof updateMyPhoneRequest>,
): Promise<void> {
  await request({
    method: 'PATCH',
    path: '/users/me',
    body: { json: updateMyPhoneRequest.parse(body) },
    token,
  });
}
