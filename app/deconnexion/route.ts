import { NextResponse, type NextRequest } from 'next/server';
import { LOGIN_PATH, REDIRECT_PARAM, safeRedirect } from '@/lib/access';
import { SESSION_NOTICE_PARAM, sessionNoticeMessage } from '@/lib/auth/notices';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';

export const dynamic = 'force-dynamic';

/**
 * Ends the session and lands on the login page (SPEC §2). Also the way out of a page whose gateway
 * call answered 401/403: it then carries the notice and the page to come back to.
 * Open to anyone: ending a session that does not exist is harmless.
 */
export async function GET(request: NextRequest) {
  const login = new URL(LOGIN_PATH, request.url);
  const notice = request.nextUrl.searchParams.get(SESSION_NOTICE_PARAM);
  if (sessionNoticeMessage(notice)) login.searchParams.set(SESSION_NOTICE_PARAM, notice!);
  const back = safeRedirect(request.nextUrl.searchParams.get(REDIRECT_PARAM));
  if (back) login.searchParams.set(REDIRECT_PARAM, back);

  const response = NextResponse.redirect(login, 303);
  response.cookies.delete(SESSION_COOKIE);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
