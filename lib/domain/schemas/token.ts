import { z } from 'zod';

/** The answer of POST /oauth/token, as sent. */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  /** Seconds. */
  expires_in: z.number().nonnegative(),
  // A client-credentials grant answers without one.
  refresh_token: z.string().min(1).nullish(),
  token_type: z.string().min(1),
});
export type OauthTokenResponse = z.infer<typeof oauthTokenResponseSchema>;

/** The token as the session keeps it. */
export const tokenSchema = z.object({
  tokenType: z.string().min(1),
  accessToken: z.string().min(1),
  /** Epoch milliseconds. */
  expiresAt: z.number().int(),
  refreshToken: z.string().min(1).optional(),
});
export type Token = z.infer<typeof tokenSchema>;

/** Turns a token answer received at `now` (epoch ms) into the kept form. */
export function toToken(response: OauthTokenResponse, now: number): Token {
  return {
    tokenType: response.token_type,
    accessToken: response.access_token,
    expiresAt: now + Math.round(response.expires_in * 1000),
    ...(response.refresh_token ? { refreshToken: response.refresh_token } : {}),
  };
}

/** The Authorization header value: token type and access token (SPEC §7). */
export function authorizationHeader(token: Pick<Token, 'tokenType' | 'accessToken'>): string {
  return `${token.tokenType} ${token.accessToken}`;
}
