import 'server-only';
import { headers } from 'next/headers';

/**
 * Headers proxy.ts adds to every request it forwards. It overwrites any copy the browser sent, and
 * nothing security-relevant depends on them: the path only picks where to come back after login
 * (and is validated by safeRedirect), the nonce only tags our own scripts.
 */
export const PATH_HEADER = 'x-bo-path';
export const NONCE_HEADER = 'x-nonce';
/**
 * The request's id: the one a load balancer or caller sent when it is a short token of
 * safe characters, otherwise a new one; proxy.ts always sets it, so it is never the browser's raw
 * value. It is sent on to the gateway, written in every log line and shown on error messages.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

// Within what the page-read digest carries (lib/domain/page-read.ts), so an error screen shows it as is.
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function validRequestId(value: string | null | undefined): string | undefined {
  return value && REQUEST_ID.test(value) ? value : undefined;
}

export async function currentPath(): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? '/';
}

export async function currentNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}

/** The id and route of the request being served; empty outside one (tests, build, a cached scope). */
export async function currentRequest(): Promise<{ requestId?: string; route?: string }> {
  try {
    const all = await headers();
    return {
      requestId: validRequestId(all.get(REQUEST_ID_HEADER)),
      route: all.get(PATH_HEADER)?.split('?')[0] ?? undefined,
    };
  } catch (error) {
    // Next's own signals (a static render bailing out to dynamic, a postponed render) carry a
    // digest or a React type and must go on up; only "no request here" means no id.
    if (typeof error === 'object' && error !== null && ('digest' in error || '$$typeof' in error))
      throw error;
    return {};
  }
}

export async function currentRequestId(): Promise<string | undefined> {
  return (await currentRequest()).requestId;
}
