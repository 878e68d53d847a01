import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Signs a staff member in through the app's real sign-in, as the login form does: a POST of the
 * login server action, which runs the same authorize() against the gateway and seals the same
 * session cookie. Returns that cookie as a Cookie header value. The action's id is read from the
 * production build's manifest, as the browser finds it in the page's script.
 */

/** lib/auth/session-cookie.ts names it (server-only, so not importable from a plain script). */
export const SESSION_COOKIE = '__Host-bo.session';

const MANIFEST = path.join('server', 'server-reference-manifest.json');
const LOGIN_ACTION = { filename: 'app/(public)/connexion/actions.ts', exportedName: 'signInAction' };

/** Each build names its actions anew: the login action's id per build folder. */
const loginActionIds = new Map<string, string>();

function loginAction(build: string): string {
  const known = loginActionIds.get(build);
  if (known) return known;
  const manifest = JSON.parse(readFileSync(path.join(build, MANIFEST), 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, action]) =>
      action.filename === LOGIN_ACTION.filename && action.exportedName === LOGIN_ACTION.exportedName,
  );
  if (!found)
    throw new Error(
      `${path.join(build, MANIFEST)} names no ${LOGIN_ACTION.exportedName}: run npm run build first`,
    );
  loginActionIds.set(build, found[0]);
  return found[0];
}

function cookiePairs(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]);
}

/** The session cookie pair a response sets, if any; an empty value means it was cleared. */
export function sessionCookieOf(response: Response): string | undefined {
  return cookiePairs(response).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
}

/** `build`: the `.next` folder of the build the app at `appUrl` runs (this checkout's by default). */
export async function signInThroughApp(
  appUrl: string,
  email: string,
  password: string,
  build = '.next',
): Promise<string> {
  const origin = new URL(appUrl).origin;
  const response = await fetch(new URL('/connexion', appUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'next-action': loginAction(build),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin,
    },
    // The action's one argument as React encodes plain values: the form, with no page to go back to.
    body: JSON.stringify([{ email, password, redirect: null }]),
  });
  await response.arrayBuffer();
  const session = sessionCookieOf(response);
  if (!session || session === `${SESSION_COOKIE}=`)
    throw new Error(`signing in as ${email} set no session (${response.status})`);
  return session;
}
