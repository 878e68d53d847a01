/**
 * A page whose gateway read failed is not a crash: the server throws an error carrying this digest,
 * which Next hands to the segment's error boundary untouched (it keeps a digest an error already
 * has), and the boundary shows the French message inside the shell with a retry. Pure, so the
 * server that writes the digest and the browser that reads it share one format.
 */
import { businessErrorMessage, isBusinessCode } from './error-texts';

const PREFIX = 'PAGE_READ';

/** Not a business code of SPEC §8: the gateway did not answer in time. */
export const PAGE_READ_TIMEOUT = 'TIMEOUT';

export const PAGE_READ_TEXTS = {
  timeout: 'Le serveur a mis trop de temps à répondre lors du chargement de la page, merci de réessayer.',
  retry: 'Réessayer',
  /** The same word as under a failed action's toast: what staff quote to support. */
  requestId: 'Référence',
} as const;

export interface PageReadFailure {
  /** A SPEC §8 business code, TIMEOUT, or DEFAULT for anything else. */
  code: string;
  /** The request's id (X-Request-Id), under which the server logged the failure and the gateway's process id. */
  requestId: string;
}

const SAFE = /^[A-Za-z0-9_.-]{1,80}$/;

export function pageReadDigest({ code, requestId }: PageReadFailure): string {
  return [PREFIX, SAFE.test(code) ? code : 'DEFAULT', SAFE.test(requestId) ? requestId : 'inconnu'].join(';');
}

/** The failure a digest describes, or null for any other error (a rendering crash). */
export function parsePageReadDigest(digest: unknown): PageReadFailure | null {
  if (typeof digest !== 'string') return null;
  const [prefix, code, requestId, ...rest] = digest.split(';');
  if (prefix !== PREFIX || !code || !requestId || rest.length > 0) return null;
  if (!SAFE.test(code) || !SAFE.test(requestId)) return null;
  return { code, requestId };
}

/** What the staff member reads: the known code's message, the timeout's, else DEFAULT's. */
export function pageReadMessage(code: string): string {
  if (code === PAGE_READ_TIMEOUT) return PAGE_READ_TEXTS.timeout;
  return businessErrorMessage(isBusinessCode(code) ? code : 'DEFAULT');
}
