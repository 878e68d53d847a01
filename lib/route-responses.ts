/*
 * The answers of the app's route handlers (lib/auth/handle-route.ts and the handlers it runs):
 * never cached, never sniffed into anything else; a file with a name that cannot break its header.
 */
import { contentDisposition } from '@/lib/content-disposition';

export const NO_STORE = 'private, no-store';

const UNCACHED = { 'Cache-Control': NO_STORE, 'X-Content-Type-Options': 'nosniff' };

/** A JSON answer: data, an ActionResult, or a refusal the page's script reads. */
export function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: UNCACHED });
}

/** An answer with no body (204, or a refusal whose status says it all). */
export function empty(status: number): Response {
  return new Response(null, { status, headers: UNCACHED });
}

/** A refusal or failure as plain text, shown by the browser as is. */
export function plainText(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...UNCACHED },
  });
}

/** A relative Location: request.url may name another host than the one the browser used. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': NO_STORE } });
}

export interface FileAnswer {
  type: string;
  filename: string;
  /** Opened in the browser (the document viewer's frame) rather than saved. */
  inline?: boolean;
  /** The length the source announced, passed on only when it is a plain number of bytes. */
  length?: string | null;
}

/** A file, streamed or whole: its type and a safe name, never sniffed nor cached. */
export function fileResponse(body: BodyInit | null, { type, filename, inline = false, length }: FileAnswer) {
  const headers = new Headers({
    'Content-Type': type,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', filename),
    ...UNCACHED,
  });
  if (length && /^\d+$/.test(length)) headers.set('Content-Length', length);
  return new Response(body, { status: 200, headers });
}
