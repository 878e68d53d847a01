import { pathFor } from '@/lib/access/paths';

const CONTENT_PATH = /\/documents\/([^/?#]+)\/content\/?$/;

/**
 * The document id a gateway content path names (`/documents/<id>/content`, as `documentUrl` of a
 * provider invoice or `uri` of an attachment), or null for anything else. The page links to the
 * app's own viewer with it: a gateway URL never reaches the browser.
 */
export function documentIdOfContentPath(path: string | null | undefined): string | null {
  if (!path) return null;
  let pathname: string;
  try {
    pathname = new URL(path, 'http://gateway.invalid').pathname;
  } catch {
    return null;
  }
  const match = CONTENT_PATH.exec(pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]!).trim();
    return id && !id.includes('/') ? id : null;
  } catch {
    return null;
  }
}

/** The viewer of a record's document: its `document` when given, else the one its content path names. */
export function documentViewerHref(record: {
  document?: { id: string } | null;
  documentUrl?: string | null;
}): string | null {
  const id = record.document?.id ?? documentIdOfContentPath(record.documentUrl);
  return id ? pathFor('documentViewer', { id }) : null;
}
