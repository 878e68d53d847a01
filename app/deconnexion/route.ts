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
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
