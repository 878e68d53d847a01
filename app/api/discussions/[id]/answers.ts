import 'server-only';
import { NextResponse } from 'next/server';
import { LOGOUT_PATH, REDIRECT_PARAM } from '@/lib/access';
import { sessionExpired } from '@/lib/action-result';
import { SESSION_NOTICE_PARAM } from '@/lib/auth/notices';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { AuthenticationError, NotFoundError } from '@/lib/gateway/errors';
import { errorFields, log } from '@/lib/log';

/* The answers the open discussion view's two route handlers (its live read and its read mark) share. */

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export function answer(status: number, body: object): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

export function noContent(): NextResponse {
  return new NextResponse(null, { status: 204, headers: NO_STORE });
}

/**
 * A gateway call that failed: an ended session answers the typed expiry of every form, through
 * the sign-out that comes back to the discussion (SPEC §8); an unknown discussion 404.
 */
export function gatewayFailure(error: unknown, viewPath: string, event: string): NextResponse {
  if (error instanceof AuthenticationError) {
    const query = new URLSearchParams({ [SESSION_NOTICE_PARAM]: 'expired', [REDIRECT_PARAM]: viewPath });
    return answer(401, sessionExpired(`${LOGOUT_PATH}?${query}`));
  }
  if (error instanceof NotFoundError) return answer(404, { message: DEFAULT_ERROR_MESSAGE });
  log('error', event, { route: viewPath, error: errorFields(error) });
  return answer(502, { message: DEFAULT_ERROR_MESSAGE });
}
