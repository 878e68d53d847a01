/**
 * Documents: GET /documents/:id (SPEC §7) answers the metadata; GET /documents/:id/content (our
 * addition, docs/gateway-contract.md) answers the bytes with the document's type, for the app's
 * document viewer to stream. Both serve project documents and registration documents alike.
 */
import { notFound, route } from '../../core/context';
import { findAnyDocument } from '../../data/registration-documents';
import { documentBytes } from '../../data/project-files';
import { documentView } from './views';

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const documentHandlers = [
  route('GET', '/documents/:id', (ctx) => {
    const document = findAnyDocument(ctx.db, ctx.params.id);
    if (!document) throw notFound('Document', ctx.params.id);
    return documentView(document);
  }),

  route('GET', '/documents/:id/content', (ctx) => {
    const document = findAnyDocument(ctx.db, ctx.params.id);
    if (!document) throw notFound('Document', ctx.params.id);
    const bytes = documentBytes(document);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'content-type': document.mimeType,
        'content-length': String(bytes.byteLength),
        'content-disposition': contentDisposition(document.name),
        'cache-control': 'private, max-age=300',
      },
    });
  }),
];
