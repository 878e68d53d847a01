import { pathFor } from '@/lib/access';
import { handleRoute, type RouteContext } from '@/lib/auth/handle-route';
import { filenameFromContentDisposition } from '@/lib/content-disposition';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { servedContentType } from '@/lib/documents/content';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { getDocumentContent } from '@/lib/gateway/documents';
import { fileResponse } from '@/lib/route-responses';

export const dynamic = 'force-dynamic';

type Params = { id: string };

/*
 * The viewer is where a visitor comes back after signing in. EMPTY_DOCUMENT and the other business
 * refusals answer their SPEC §8 message: the frame then reads it instead of broken bytes.
 */
const spec = ({ id }: Params) =>
  ({
    route: 'documentViewer',
    page: pathFor('documentViewer', { id }),
    answers: 'file',
    forbidden: DEFAULT_ERROR_MESSAGE,
    notFound: DOCUMENT_MESSAGES.notFound,
    business: true,
    event: 'document content read failed',
  }) as const;

/**
 * A document's bytes, streamed from GET /documents/:id/content to the browser as they arrive, so
 * the gateway's URL and token stay on the server. PDF and images open inline (the viewer frames
 * this answer, see proxy.ts) unless `?download=1`; any other type is an application/octet-stream
 * attachment. The name comes from the gateway's Content-Disposition, rewritten safely.
 */
async function content({ request, session, params: { id } }: RouteContext<Params>): Promise<Response> {
  const content = await getDocumentContent(session.token, id, { signal: request.signal });
  const type = servedContentType(content.headers.get('content-type'));
  return fileResponse(content.body, {
    type,
    filename: filenameFromContentDisposition(content.headers.get('content-disposition'), 'document'),
    inline: request.nextUrl.searchParams.get('download') !== '1' && type !== 'application/octet-stream',
    length: content.headers.get('content-length'),
  });
}

export const GET = handleRoute(spec, content);

/** The same answer without its bytes: the gateway's body is let go at once rather than left paused. */
export const HEAD = handleRoute(spec, async (context) => {
  const response = await content(context);
  await response.body?.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
});
