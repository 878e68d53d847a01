import { type NextRequest } from 'next/server';
import { canAccessRoute, LOGOUT_PATH, loginUrlFor, matchRoute, pathFor, REDIRECT_PARAM } from '@/lib/access';
import { SESSION_NOTICE_PARAM } from '@/lib/auth/notices';
import { getSession } from '@/lib/auth/session';
import { contentDisposition, filenameFromContentDisposition } from '@/lib/content-disposition';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { servedContentType } from '@/lib/documents/content';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { getDocumentContent } from '@/lib/gateway/documents';
import { AuthenticationError, BusinessError, NotFoundError } from '@/lib/gateway/errors';
import type { GatewayStream } from '@/lib/gateway/http';
import { NO_STORE, plainText, seeOther } from '@/lib/route-responses';
import { errorFields, log } from '@/lib/log';

export const dynamic = 'force-dynamic';

function failure(error: unknown, viewerPath: string): Response {
  if (error instanceof AuthenticationError) {
    // SPEC §8: a 401/403 ends the session; the login page says why and comes back to the viewer.
    const query = new URLSearchParams({ [SESSION_NOTICE_PARAM]: 'expired', [REDIRECT_PARAM]: viewerPath });
    return seeOther(`${LOGOUT_PATH}?${query}`);
  }
  if (error instanceof NotFoundError) return plainText(404, DOCUMENT_MESSAGES.notFound);
  // EMPTY_DOCUMENT above all: the frame then reads the SPEC §8 message instead of broken bytes.
  if (error instanceof BusinessError)
    return plainText(error.status >= 400 ? error.status : 502, error.userMessage);
  log('error', 'document content read failed', { error: errorFields(error) });
  return plainText(502, DEFAULT_ERROR_MESSAGE);
}

/**
 * A document's bytes, streamed from GET /documents/:id/content to the browser as they arrive, so
 * the gateway's URL and token stay on the server. PDF and images open inline (the viewer frames
 * this answer, see proxy.ts) unless `?download=1`; any other type is an application/octet-stream
 * attachment. The name comes from the gateway's Content-Disposition, rewritten safely.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The same id rules as the pages' paths (one plain segment), and the viewer to come back to.
  const viewerPath = matchRoute(pathFor('documentViewer', { id })) ? pathFor('documentViewer', { id }) : null;
  if (!viewerPath) return plainText(404, DOCUMENT_MESSAGES.notFound);

  // The proxy lets this path through (it is no page of the role table): the check is here.
  const session = await getSession();
  if (!session) return seeOther(loginUrlFor(viewerPath));
  if (!canAccessRoute(session.user.roles, 'documentViewer')) return plainText(403, DEFAULT_ERROR_MESSAGE);

  let content: GatewayStream;
  try {
    content = await getDocumentContent(session.token, id, { signal: request.signal });
  } catch (error) {
    return failure(error, viewerPath);
  }

  const type = servedContentType(content.headers.get('content-type'));
  const inline = request.nextUrl.searchParams.get('download') !== '1' && type !== 'application/octet-stream';
  const filename = filenameFromContentDisposition(content.headers.get('content-disposition'), 'document');
  const headers = new Headers({
    'Content-Type': type,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', filename),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': NO_STORE,
  });
  const length = content.headers.get('content-length');
  if (length && /^\d+$/.test(length)) headers.set('Content-Length', length);
  return new Response(content.body, { status: 200, headers });
}

/** The same answer without its bytes: the gateway's body is let go at once rather than left paused. */
export async function HEAD(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  const response = await GET(request, context);
  await response.body?.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
}
