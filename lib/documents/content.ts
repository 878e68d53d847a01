/**
 * How the back-office shows a document's bytes: which types open inline (PDF in a frame, images as
 * an image) and where the app's own route handler streams them from. Pure, shared by the proxy,
 * the route handler and the document pages.
 */

export type DocumentDisplay = 'pdf' | 'image' | 'download';

/**
 * The types shown inline, each a format every browser renders without a plug-in. Anything else
 * (SVG included: it can carry scripts) is only ever sent as an application/octet-stream attachment.
 */
const INLINE_TYPES: Readonly<Record<string, Exclude<DocumentDisplay, 'download'>>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
};

/** "Image/PNG; name=x" → "image/png": MIME types are case-insensitive and may carry parameters. */
export function baseMimeType(type: string | null | undefined): string {
  return (type ?? '').split(';')[0].trim().toLowerCase();
}

export function documentDisplay(mimeType: string | null | undefined): DocumentDisplay {
  return INLINE_TYPES[baseMimeType(mimeType)] ?? 'download';
}

/** The Content-Type we send for these bytes: an inline type as is, anything else as plain bytes. */
export function servedContentType(mimeType: string | null | undefined): string {
  const base = baseMimeType(mimeType);
  return base in INLINE_TYPES ? base : 'application/octet-stream';
}

const CONTENT_PATH = /^\/api\/documents\/[^/]+\/content$/;

/** The app's URL of a document's bytes (app/api/documents/[id]/content/route.ts). */
export function documentContentHref(id: string, { download = false }: { download?: boolean } = {}): string {
  return `/api/documents/${encodeURIComponent(id)}/content${download ? '?download=1' : ''}`;
}

/** The bytes route: the only answer of the app that its own pages may frame (proxy.ts). */
export function isDocumentContentPath(pathname: string): boolean {
  return CONTENT_PATH.test(pathname);
}
