import { NextResponse, type NextRequest } from 'next/server';
import { decide, isAlwaysOpen, isSignedIn, LOGIN_PATH, REDIRECT_PARAM, safeRedirect } from '@/lib/access';
import { isBackgroundRequest } from '@/lib/auth/background';
import { needsRefresh, refreshToken } from '@/lib/auth/refresh';
import { NONCE_HEADER, PATH_HEADER, REQUEST_ID_HEADER, validRequestId } from '@/lib/auth/request-context';
import {
  decodeSession,
  encodeSession,
  clearedSessionCookie,
  SESSION_COOKIE,
  sessionCookieOptions,
  type SessionPayload,
} from '@/lib/auth/session-cookie';
import { SESSION_NOTICE_PARAM, type SessionNotice } from '@/lib/auth/notices';
import { confirmFacts, END_NOTICES, endedReason } from '@/lib/auth/session-check';
import { remainingSeconds, sessionLimits } from '@/lib/auth/session-lifetime';
import { isDocumentContentPath } from '@/lib/documents/content';
import { createNonce, securityHeaders } from '@/lib/security-headers';

/*
 * The first guard (ARCHITECTURE rule 1): the role table decides where each request goes, the
 * gateway token is refreshed once when it is about to expire, and every response gets the security
 * headers. It is a convenience, never the only check: pages and actions call requireAccess() again.
 */

const development = process.env.NODE_ENV === 'development';
const production = process.env.NODE_ENV === 'production';
/** Route handlers: they answer data, never HTML with scripts to tag. */
const API_PREFIX = '/api/';

/** Rewrites the Cookie header so the render of this same request reads the refreshed session. */
function withSessionCookie(cookieHeader: string | null, value: string | null): string {
  const others = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${SESSION_COOKIE}=`));
  if (value) others.push(`${SESSION_COOKIE}=${value}`);
  return others.join('; ');
}

function loginAfterSessionEnd(request: NextRequest, notice: SessionNotice | null): URL {
  const url = new URL(LOGIN_PATH, request.url);
  url.search = '';
  if (notice) url.searchParams.set(SESSION_NOTICE_PARAM, notice);
  const back = safeRedirect(request.nextUrl.pathname + request.nextUrl.search);
  if (back) url.searchParams.set(REDIRECT_PARAM, back);
  return url;
}

export async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const { pathname, search } = request.nextUrl;
  const incomingId = validRequestId(request.headers.get(REQUEST_ID_HEADER));
  const requestId = incomingId ?? crypto.randomUUID();
  // A page's own request (a poll, a beat) is no activity: it never moves the idle clock.
  const background = isBackgroundRequest(request.headers);
  // A document's bytes are framed by the viewer page; every other answer refuses any frame.
  const embeddable = isDocumentContentPath(pathname);
  const headers = securityHeaders(nonce, { development, production, embeddable });

  let session: SessionPayload | null = await decodeSession(request.cookies.get(SESSION_COOKIE)?.value);
  let refreshedCookie: string | null = null;
  let sessionCleared = false;
  let endNotice: SessionNotice | null = null;
  const endSessionHere = (notice: SessionNotice | null) => {
    session = null;
    sessionCleared = true;
    endNotice = notice;
  };

  if (session && !isAlwaysOpen(pathname)) {
    const now = Date.now();
    const ended = await endedReason(session, now, 'proxy');
    let reseal = false;
    let refreshed = false;
    if (ended) endSessionHere(END_NOTICES[ended]);
    else if (needsRefresh(session.gateway)) {
      try {
        session = { ...session, gateway: await refreshToken(session.gateway) };
        reseal = refreshed = true;
      } catch {
        // SPEC §8: a failed refresh clears the session; the login page explains why.
        endSessionHere('refresh');
      }
    }
    if (session) {
      // The roles sealed at sign-in are only a cache: the gateway confirms them after a minute of
      // use and at every token refresh, so a role removed or an account closed takes effect here.
      const facts = await confirmFacts(session, { now, force: refreshed, background });
      if (facts.kind === 'ended') endSessionHere(END_NOTICES[facts.reason]);
      else {
        session = facts.payload;
        reseal ||= facts.reseal;
      }
    }
    if (session && reseal) {
      refreshedCookie = await encodeSession(session, remainingSeconds(session, now, sessionLimits()));
    }
  }

  const roles = session?.user.roles ?? [];
  const decision = decide({ pathname, search, roles, authenticated: !!session && isSignedIn(roles) });

  // A server action posted from a page whose session has ended answers that itself (runAction's
  // typed expiry), so the form stays on screen with what was typed; a redirect would lose it.
  const endedAction =
    decision.kind === 'redirect' &&
    !session &&
    request.method === 'POST' &&
    request.headers.has('next-action');

  let response: NextResponse;
  if (decision.kind === 'redirect' && !endedAction) {
    const target =
      sessionCleared && decision.to.startsWith(LOGIN_PATH)
        ? loginAfterSessionEnd(request, endNotice)
        : new URL(decision.to, request.url);
    response = NextResponse.redirect(target, 303);
  } else {
    const cookieChanged = !!refreshedCookie || sessionCleared;
    // Rewriting the forwarded request is most of this proxy's cost (Next re-sends every header),
    // so a route handler, which renders no script to tag and redirects nobody, gets the request
    // as it came unless the session cookie changed or it needs a request id of its own.
    if (cookieChanged || !incomingId || !pathname.startsWith(API_PREFIX)) {
      const forwarded = new Headers(request.headers);
      forwarded.set(NONCE_HEADER, nonce);
      forwarded.set('Content-Security-Policy', headers['Content-Security-Policy']);
      forwarded.set(PATH_HEADER, pathname + search);
      forwarded.set(REQUEST_ID_HEADER, requestId);
      if (cookieChanged) {
        forwarded.set('cookie', withSessionCookie(request.headers.get('cookie'), refreshedCookie));
      }
      response = NextResponse.next({ request: { headers: forwarded } });
    } else {
      response = NextResponse.next();
    }
    if (session) response.headers.set('Cache-Control', 'private, no-store');
  }

  if (refreshedCookie) {
    response.cookies.set(SESSION_COOKIE, refreshedCookie, {
      ...sessionCookieOptions,
      maxAge: Math.floor(remainingSeconds(session!, Date.now(), sessionLimits())),
    });
  } else if (sessionCleared && !endedAction && !background) {
    // Not for an action: Next would take the deletion for the action's own, render the page again
    // in its answer, find no session there and leave for the login page, losing the form. Nor for
    // a page's poll, which would leave the next page request without the login page's notice. The
    // dead cookie goes with the next page request, or the sign-in again replaces it.
    response.cookies.set(SESSION_COOKIE, '', clearedSessionCookie);
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // The reference staff quote to support: the same id as in the server's log lines.
  response.headers.set('X-Request-Id', requestId);
  return response;
}

export const config = {
  // Static files are served without a render; everything else, API included, passes here.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
