import 'server-only';
import { TOKEN_REFRESH_THRESHOLD_MS } from '@/lib/domain/constants';
import { clientCredentialsGrant, refreshGrant, type Token } from '@/lib/gateway/oauth';

/*
 * SPEC §4 "Token refresh": refresh when under 60 s remain and a refresh token exists, otherwise
 * fetch a client-credentials token. Refresh tokens are single-use, so every request holding the
 * same old token must share one refresh: in-flight and recent results are kept per old token for a
 * minute, on globalThis because proxy.ts and the app's routes are bundled separately but run in the
 * same Node process.
 */

const SHARE_WINDOW_MS = 60_000;

interface Shared {
  result: Promise<Token>;
  at: number;
}

const store = globalThis as typeof globalThis & { __boTokenRefreshes?: Map<string, Shared> };
const refreshes = (store.__boTokenRefreshes ??= new Map<string, Shared>());

export function needsRefresh(token: Token, now = Date.now()): boolean {
  return token.expiresAt - now < TOKEN_REFRESH_THRESHOLD_MS;
}

function forget(now: number) {
  for (const [key, entry] of refreshes) {
    if (now - entry.at > SHARE_WINDOW_MS) refreshes.delete(key);
  }
}

/** The fresh token for `token`; concurrent and repeated callers with the same old token share one call. */
export function refreshToken(token: Token, now = Date.now()): Promise<Token> {
  forget(now);
  const key = token.refreshToken ?? `client:${token.accessToken}`;
  const existing = refreshes.get(key);
  if (existing) return existing.result;
  const result = token.refreshToken ? refreshGrant(token.refreshToken) : clientCredentialsGrant();
  refreshes.set(key, { result, at: now });
  // A failure is shared by the callers already waiting, but the next request may try again.
  result.catch(() => refreshes.delete(key));
  return result;
}
