import 'server-only';
import { notFound } from 'next/navigation';
import { readOrExpire } from '@/lib/auth/gateway-read';
import type { Session } from '@/lib/auth/session';
import type { Document } from '@/lib/domain/schemas';
import { getDocument } from '@/lib/gateway/documents';
import { BusinessError, NotFoundError } from '@/lib/gateway/errors';

/**
 * GET /documents/:id for both document pages: a missing document is the 404 page, and the
 * gateway's EMPTY_DOCUMENT code gives null, which the pages show like a document of status EMPTY.
 */
export async function readDocument(session: Session, id: string): Promise<Document | null> {
  try {
    return await readOrExpire(() => getDocument(session.token, id));
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    if (error instanceof BusinessError && error.code === 'EMPTY_DOCUMENT') return null;
    throw error;
  }
}

/** Nothing to show or download: status EMPTY, or the gateway said EMPTY_DOCUMENT. */
export function hasNoData(document: Document | null): boolean {
  return document === null || document.status === 'EMPTY';
}
