/*
 * The answers the app's file route handlers (documents, exports, the sales report, the journal's
 * CSV) share: never cached, a plain French text the browser shows as is, a redirect to follow.
 */

export const NO_STORE = 'private, no-store';

/** A refusal or failure as plain text, never sniffed into anything else. */
export function plainText(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A relative Location: request.url may name another host than the one the browser used. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': NO_STORE } });
}
