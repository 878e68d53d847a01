import 'server-only';
import { z } from 'zod';
import { OAUTH_SCOPE } from '@/lib/domain/constants';
import { oauthTokenResponseSchema, toToken, type Token } from '@/lib/domain/schemas';
import { oauthErrorResponse, oauthTokenRequest, type OauthTokenRequest } from '@/lib/domain/requests';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { currentRequest } from '@/lib/auth/request-context';
import {
  AccountNotActiveError,
  AuthenticationError,
  BusinessError,
  GatewayError,
  HttpError,
  LoginRefusedError,
  TokenRefreshError,
  authenticationFailed,
  type GatewayResponseInfo,
} from './errors';
import { request } from './http';

/*
 * POST {gateway}/oauth/token, form-encoded, without Authorization (SPEC §7 "Token").
 *
 * Refusal contract (shared with the fake gateway through `oauthErrorResponse` in lib/domain/requests):
 *   400 or 401 { error: 'invalid_grant' }                               → LoginRefusedError
 *   400 or 401 { error: 'invalid_grant', code: 'ACCOUNT_NOT_ACTIVE' }   → AccountNotActiveError
 * Any failure of a refresh grant → TokenRefreshError; anything else → AuthenticationError
 * ("Echec lors de l'authentification.").
 */

export type { Token };

export interface OauthOptions {
  /** Epoch milliseconds "now", injectable for tests. */
  now?: () => number;
}

type Grant =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'refresh_token'; refresh_token: string }
  | { grant_type: 'client_credentials' };

async function tokenCall(grant: Grant, options: OauthOptions): Promise<Token> {
  const { GATEWAY_CLIENT_ID, GATEWAY_CLIENT_SECRET } = env();
  const form: OauthTokenRequest = oauthTokenRequest.parse({
    ...grant,
    client_id: GATEWAY_CLIENT_ID,
    client_secret: GATEWAY_CLIENT_SECRET,
    scope: OAUTH_SCOPE,
  });
  const answer = await request({
    method: 'POST',
    path: '/oauth/token',
    body: { form },
    token: null,
    schema: z.unknown(),
  });
  // Validated in every environment, unlike entity answers: a half-read token is unusable.
  const parsed = oauthTokenResponseSchema.safeParse(answer);
  if (!parsed.success) {
    // Where the answer is wrong, never its values: they are the tokens themselves.
    log('error', 'unreadable token answer', {
      ...(await currentRequest()),
      call: 'POST /oauth/token',
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code })),
    });
    throw authenticationFailed('Token answer does not match the expected shape');
  }
  return toToken(parsed.data, (options.now ?? Date.now)());
}

function responseInfo(error: unknown): GatewayResponseInfo | undefined {
  if (error instanceof HttpError || error instanceof BusinessError) return error;
  if (error instanceof AuthenticationError && error.status !== undefined) {
    return { status: error.status, statusText: error.statusText ?? '', body: error.body };
  }
  return undefined;
}

function otherFailure(error: unknown): AuthenticationError {
  const info = responseInfo(error);
  const why = error instanceof GatewayError ? error.message : 'unexpected failure';
  return authenticationFailed(`Token call failed: ${why}`, { ...info, cause: error });
}

/** Signs a staff user in with e-mail and password. */
export async function passwordGrant(
  username: string,
  password: string,
  options: OauthOptions = {},
): Promise<Token> {
  try {
    return await tokenCall({ grant_type: 'password', username, password }, options);
  } catch (error) {
    if (error instanceof AuthenticationError && !responseInfo(error)) throw error;
    const info = responseInfo(error);
    if (info && (info.status === 400 || info.status === 401)) {
      const refusal = oauthErrorResponse.safeParse(info.body);
      if (refusal.success && refusal.data.code === 'ACCOUNT_NOT_ACTIVE')
        throw new AccountNotActiveError(info);
      if (refusal.success && refusal.data.error === 'invalid_grant') throw new LoginRefusedError(info);
    }
    throw otherFailure(error);
  }
}

export async function refreshGrant(refreshToken: string, options: OauthOptions = {}): Promise<Token> {
  try {
    return await tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }, options);
  } catch (error) {
    throw new TokenRefreshError({ ...responseInfo(error), cause: error });
  }
}

/** The app's own token, used when the session holds no refresh token (SPEC §4 "Token refresh"). */
export async function clientCredentialsGrant(options: OauthOptions = {}): Promise<Token> {
  try {
    return await tokenCall({ grant_type: 'client_credentials' }, options);
  } catch (error) {
    if (error instanceof AuthenticationError && !responseInfo(error)) throw error;
    throw otherFailure(error);
  }
}
