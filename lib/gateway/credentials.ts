import 'server-only';
import type { z } from 'zod';
import { credentialsQuery } from '@/lib/domain/lists';
import {
  changePasswordQuery,
  createPasswordRequest,
  passwordTokenStatus,
  replaceRolesRequest,
  resetPasswordQuery,
} from '@/lib/domain/requests';
import { credentialsSchema, pageOf } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

const credentialsPage = pageOf(credentialsSchema);

/*
 * The password calls run before anyone is signed in: the session layer passes the app's own
 * (client-credentials) token.
 */

/** POST /credentials/password/:token, form-encoded (password, authenticationCode). */
export async function createPassword(
  token: GatewayToken,
  passwordToken: string,
  form: z.input<typeof createPasswordRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/credentials/password/:token',
    params: { token: passwordToken },
    body: { form: createPasswordRequest.parse(form) },
    token,
  });
}

/** POST /credentials/password/reset?email= : sends the reset e-mail. */
export async function requestPasswordReset(
  token: GatewayToken,
  query: z.input<typeof resetPasswordQuery>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/credentials/password/reset',
    query: resetPasswordQuery.parse(query),
    token,
  });
}

/** POST /credentials/password/:token/awake: checks a password token; an expired one answers 404. */
export async function checkPasswordToken(token: GatewayToken, passwordToken: string) {
  return request({
    method: 'POST',
    path: '/credentials/password/:token/awake',
    params: { token: passwordToken },
    token,
    schema: passwordTokenStatus,
  });
}

/** POST /credentials/password/change?oldPassword=&newPassword= (the signed-in user's own password). */
export async function changePassword(
  token: GatewayToken,
  query: z.input<typeof changePasswordQuery>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/credentials/password/change',
    query: changePasswordQuery.parse(query),
    token,
  });
}

/** PUT /credentials/:id/roles: replaces the whole list. */
export async function replaceRoles(
  token: GatewayToken,
  id: string,
  roles: z.input<typeof replaceRolesRequest>,
): Promise<void> {
  await request({
    method: 'PUT',
    path: '/credentials/:id/roles',
    params: { id },
    body: { json: replaceRolesRequest.parse(roles) },
    token,
  });
}

export async function getMyCredentials(token: GatewayToken) {
  return request({ method: 'GET', path: '/credentials/mine', token, schema: credentialsSchema });
}

/** GET /credentials/lmsg: the staff credentials, paged. */
export async function listStaffCredentials(
  token: GatewayToken,
  query: z.input<typeof credentialsQuery> = {},
) {
  return request({
    method: 'GET',
    path: '/credentials/lmsg',
    query: credentialsQuery.parse(query),
    token,
    schema: credentialsPage,
  });
}

export async function getCredentials(token: GatewayToken, id: string) {
  return request({
    method: 'GET',
    path: '/credentials/:id',
    params: { id },
    token,
    schema: credentialsSchema,
  });
}

/** POST /credentials/:id/email/release: frees the e-mail address for another account. */
export async function releaseEmail(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/credentials/:id/email/release', params: { id }, token });
}
