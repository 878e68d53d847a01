import 'server-only';
import { randomUUID } from 'node:crypto';
import { notFound, redirect } from 'next/navigation';
import { isBusinessCode } from '@/lib/domain/errors';
import { PAGE_READ_TIMEOUT, pageReadDigest, type PageReadFailure } from '@/lib/domain/page-read';
import {
  AuthenticationError,
  BusinessError,
  GatewayError,
  HttpError,
  NotFoundError,
  TimeoutError,
} from '@/lib/gateway/errors';
import { sessionEndedUrl, type SessionNotice } from './notices';
import { errorFields, log } from '@/lib/log';
import { currentPath, currentRequest } from './request-context';

/** Thrown in place of a failed read: its digest reaches the error boundary (lib/domain/page-read.ts). */
class PageReadError extends Error {
  readonly digest: string;

  constructor(failure: PageReadFailure, cause: unknown) {
    super(`Page read failed (${failure.code}, request ${failure.requestId})`, { cause });
    this.name = 'PageReadError';
    this.digest = pageReadDigest(failure);
  }
}

/** The id shown to staff is the request's own (the one in every log line), not the gateway's. */
function failureOf(error: GatewayError, requestId: string): PageReadFailure {
  if (error instanceof TimeoutError) return { code: PAGE_READ_TIMEOUT, requestId };
  const code = error instanceof BusinessError || error instanceof HttpError ? error.code : undefined;
  return { code: code && isBusinessCode(code) ? code : 'DEFAULT', requestId };
}

/**
 * Where a render sends a session the gateway has ended: /deconnexion clears the cookie (a render
 * cannot), then the login page says why and offers the way back to this page.
 */
export async function signOutUrl(notice: SessionNotice): Promise<string> {
  return sessionEndedUrl(await currentPath(), { notice });
}

/**
 * Wraps a page's gateway reads. A 401/403 ends the session through /deconnexion (a render cannot
 * clear a cookie itself), which lands on the login page with the notice and the way back. Any other
 * gateway failure (but a 404, which the page decides about) becomes the in-shell message of the
 * segment's error boundary, with the id under which the server logged it.
 */
export async function readOrExpire<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AuthenticationError) redirect(await signOutUrl('expired'));
    if (error instanceof GatewayError && !(error instanceof NotFoundError)) {
      const request = await currentRequest();
      const failure = failureOf(error, request.requestId ?? randomUUID());
      const processId =
        error instanceof BusinessError || error instanceof HttpError ? error.processId : undefined;
      log('error', 'page read failed', {
        requestId: failure.requestId,
        route: request.route ?? (await currentPath()).split('?')[0],
        code: failure.code,
        processId,
        error: errorFields(error),
      });
      throw new PageReadError(failure, error);
    }
    throw error;
  }
}

/** A page's read of one record: a missing record is the 404 page, not a crash. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await readOrExpire(read);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
