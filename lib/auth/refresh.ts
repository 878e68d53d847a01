import 'server-only';
import { TOKEN_REFRESH_THRESHOLD_MS } from '@/lib/domain/constants';
import { env } from '@/lib/env';
import { TokenRefreshError } from '@/lib/gateway/errors';
import { clientCredentialsGrant, refreshGrant, type Token } from '@/lib/gateway/oauth';
import { errorFields, log } from '@/lib/log';
import { refreshStore, sharedRefresh } from './refresh-store';

/*
 * SPEC §4 "Token refresh": refresh when under 60 s remain and a refresh token exists, otherwise
 * fetch a client-credentials token. Refresh tokens are single-use, so every request holding the
 * same old token must share one refresh: in-flight and recent results are kept per old token for a
 * minute, on globalThis because proxy.ts and the app's routes are bundled separately but run in the
 * same Node process. With REDIS_URL set, replicas share it too (refresh-store.ts); without it, a
 * single process needs nothing more.
 */

const SHARE_WINDOW_MS = 60_000;

interface Shared {
  result: Promise<Token>;
  at: number;
}

const store = globalThis as typeof globalThis & { __boTokenRefreshes?: Map<string, Shared> };
const refreshes = (store.__boTokenRefreshes ??= new Map<string, Shared>());

/** The proxy's test, on every request: under 60 s left. The refresh it makes reaches the cookie. */
export function needsRefresh(token: Token, now = Date.now()): boolean {
  return token.expiresAt - now < TOKEN_REFRESH_THRESHOLD_MS;
}

/** What a render accepts of a token the proxy let through: a few seconds left are enough for its calls. */
const RENDER_MARGIN_MS = 5_000;

/**
 * A render's test. A render cannot set the cookie, so a token it refreshes stays old in the browser,
 * and the next request, once the share window has passed, would spend that old refresh token a
 * second time and lose the session. The proxy already refreshed under 60 s left, so a render only
 * refreshes a token that is (almost) expired: one that waited nearly a minute since the proxy, or
 * one that never passed it.
 */
export function mustRefreshInRender(token: Token, now = Date.now()): boolean {
  return token.expiresAt - now < RENDER_MARGIN_MS;
}

function forget(now: number) {
  for (const [key, entry] of refreshes) {
    if (now - entry.at > SHARE_WINDOW_MS) refreshes.delete(key);
  }
}

/**
 * The refresh grant, shared with the other replicas when they share a store. A store that fails
 * before the grant was sent costs only the sharing: this process refreshes on its own, as without one.
 */
async function refreshOnce(refreshToken: string): Promise<Token> {
  const shared = await refreshStore(env().REDIS_URL).catch((error: unknown) => {
    log('error', 'refresh store cannot be opened', { error: errorFields(error) });
    return null;
  });
  if (!shared) return refreshGrant(refreshToken);
  let sent = false;
  try {
    return await sharedRefresh(
      shared,
      refreshToken,
      () => {
        sent = true;
        return refreshGrant(refreshToken);
      },
      SHARE_WINDOW_MS,
    );
  } catch (error) {
    if (sent || error instanceof TokenRefreshError) throw error;
    log('warn', 'refresh store unavailable, refreshing in this process', { error: errorFields(error) });
    return refreshGrant(refreshToken);
  }
}

/** The fresh token for `token`; concurrent and repeated callers with the same old token share one call. */
export function refreshToken(token: Token, now = Date.now()): Promise<Token> {
  forget(now);
  const key = token.refreshToken ?? `client:${token.accessToken}`;
  const existing = refreshes.get(key);
  if (existing) return existing.result;
  const result = token.refreshToken ? refreshOnce(token.refreshToken) : clientCredentialsGrant();
  refreshes.set(key, { result, at: now });
  // A failure is shared by the callers already waiting, but the next request may try again.
  result.catch(() => refreshes.delete(key));
  return result;
}
