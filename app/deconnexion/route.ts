import { NextResponse, type NextRequest } from 'next/server';
import { LOGIN_PATH, REDIRECT_PARAM, safeRedirect } from '@/lib/access';
import { handleRoute } from '@/lib/auth/handle-route';
import { SESSION_NOTICE_PARAM, sessionNoticeMessage } from '@/lib/auth/notices';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { clearedSessionCookie, SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { gatewayRefuses, sessionFromCookies, signOutSession } from '@/lib/auth/sign-out';
import { NO_STORE } from '@/lib/route-responses';
import { confirmationPage } from './confirmation';

export const dynamic = 'force-dynamic';

/*
 * Ends the session and lands on the login page (SPEC §2). Also the way out of a page whose gateway
 * call answered 401/403: it then carries the notice and the page to come back to. The menu signs
 * out by POST from this origin; a GET signs out only when the navigation comes from the app itself
 * or from the address bar, so another site cannot sign staff out by a link or an image.
 */

/** `Sec-Fetch-Site` of a navigation another site cannot start: the app's own pages, the address bar. */
const OWN_NAVIGATIONS = new Set(['same-origin', 'none']);

/** A GET with no fetch metadata (an old browser, a script) proves nothing: it is asked to confirm. */
function navigationFromThisApp(request: NextRequest): boolean {
  return OWN_NAVIGATIONS.has(request.headers.get('sec-fetch-site') ?? '');
}

function toLogin(request: NextRequest): Response {
  const query = new URLSearchParams();
  const notice = request.nextUrl.searchParams.get(SESSION_NOTICE_PARAM);
  if (sessionNoticeMessage(notice)) query.set(SESSION_NOTICE_PARAM, notice!);
  const back = safeRedirect(request.nextUrl.searchParams.get(REDIRECT_PARAM));
  if (back) query.set(REDIRECT_PARAM, back);
  // A relative Location: behind a proxy or on 127.0.0.1, request.url may name another host
  // (Next normalises it to localhost), and the browser would land where its cookies are not.
  const location = query.size ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': NO_STORE },
  });
  response.cookies.set(SESSION_COOKIE, '', clearedSessionCookie);
  return response;
}

async function signOut(request: NextRequest, confirmed: boolean): Promise<Response> {
  const session = await sessionFromCookies(request.cookies);
  if (!session) return toLogin(request);
  if (!confirmed && !(await gatewayRefuses(session))) return confirmationPage();
  // With a notice, a page whose gateway read was refused sends the browser here: the gateway has
  // ended that session already, and the cookie only needs clearing.
  if (!sessionNoticeMessage(request.nextUrl.searchParams.get(SESSION_NOTICE_PARAM)))
    await signOutSession(session);
  return toLogin(request);
}

export const GET = handleRoute('public', ({ request }) => signOut(request, navigationFromThisApp(request)));

export const POST = handleRoute('public', ({ request }) => signOut(request, isSameOriginRequest(request)));
