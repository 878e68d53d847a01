import { matchRoute } from './match';
import { isPublicRoute, LOGIN_PATH, REDIRECT_PARAM } from './routes';

export const MAX_REDIRECT_LENGTH = 2048;

const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

// Whitespace, control characters, backslashes and fragments have no place in a redirect we built.
const FORBIDDEN_CHARACTERS = /[\s\p{Cc}\p{Cf}\\#]/u;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * The login `redirect` parameter as a same-origin path of the role table, query kept; null when it is
 * anything else (another host, a scheme, an encoded or normalisable trick, a public page, logout).
 * Strict by design: the raw value must already be the URL parser's normal form, and the path may hold
 * no percent escape at all, so there is nothing left for a browser to reinterpret.
 */
export function safeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || FORBIDDEN_CHARACTERS.test(raw)) return null;

  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  const normalised = url.pathname + url.search;
  if (url.origin !== PLACEHOLDER_ORIGIN || normalised !== raw) return null;
  if (url.pathname.includes('%') || ENCODED_CONTROL.test(url.search)) return null;

  const match = matchRoute(url.pathname);
  if (!match || isPublicRoute(match.route) || match.route.id === 'logout') return null;
  return normalised;
}

/** The login page URL that brings the user back to `pathWithSearch` once signed in. */
export function loginUrlFor(pathWithSearch?: string): string {
  const target = safeRedirect(pathWithSearch);
  // Home is where login goes anyway: keep the URL clean.
  if (target === null || target === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
