import 'server-only';
import { NextResponse } from 'next/server';
import { LOGOUT_PATH, REDIRECT_PARAM } from '@/lib/access';
import { sessionExpired, type ActionResult } from '@/lib/action-result';
import { SESSION_NOTICE_PARAM } from '@/lib/auth/notices';
import { EXPORT_MESSAGES } from '@/lib/exports/messages';
import { AuthenticationError, BusinessError, userMessageFor } from '@/lib/gateway/errors';
import { errorFields, log } from '@/lib/log';
import { NO_STORE } from '@/lib/route-responses';

/** A refusal the export buttons and form read: an ActionResult, with a status that says the same. */
export function refusal(status: number, result: ActionResult<never>): NextResponse {
  return NextResponse.json(result, {
    status,
    headers: { 'Cache-Control': NO_STORE, 'X-Content-Type-Options': 'nosniff' },
  });
}

/** A failed gateway read as a refusal; `backTo` is where signing in again leads. */
export function failure(error: unknown, backTo: string): NextResponse {
  if (error instanceof AuthenticationError) {
    // SPEC §8: a gateway 401/403 ends the session; the login page says why and comes back here.
    const query = new URLSearchParams({ [SESSION_NOTICE_PARAM]: 'expired', [REDIRECT_PARAM]: backTo });
    return refusal(401, sessionExpired(`${LOGOUT_PATH}?${query}`));
  }
  if (!(error instanceof BusinessError)) log('error', 'export read failed', { error: errorFields(error) });
  const status = error instanceof BusinessError && error.status >= 400 ? error.status : 502;
  return refusal(status, { ok: false, message: userMessageFor(error, EXPORT_MESSAGES.failed) });
}
