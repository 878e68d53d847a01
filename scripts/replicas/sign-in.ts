/**
 * Signs a staff member in through the app's real sign-in, as the login form ends up doing: Auth.js's
 * credentials callback (CSRF token first), which runs the same authorize() against the gateway and
 * seals the same session cookie. Returns that cookie as a Cookie header value.
 */

/** lib/auth/session-cookie.ts names it (server-only, so not importable from a plain script). */
export const SESSION_COOKIE = 'bo.session';

function cookiePairs(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]);
}

/** The `bo.session=…` pair a response sets, if any; an empty value means it was cleared. */
export function sessionCookieOf(response: Response): string | undefined {
  return cookiePairs(response).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
}

export async function signInThroughApp(appUrl: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(new URL('/api/auth/csrf', appUrl));
  if (!csrf.ok) throw new Error(`GET /api/auth/csrf answered ${csrf.status}`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(new URL('/api/auth/callback/credentials', appUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookiePairs(csrf).join('; '),
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: new URL('/', appUrl).href }),
  });
  const session = sessionCookieOf(response);
  if (!session || session === `${SESSION_COOKIE}=`)
    throw new Error(`signing in as ${email} set no session (${response.status})`);
  return session;
}
