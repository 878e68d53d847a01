import 'server-only';
import { notFound } from 'next/navigation';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { NotFoundError } from '@/lib/gateway/errors';

/**
 * A page read whose missing record is the 404 page, not a crash. Interim copy for the invoice
 * views: the shared one is moving to lib/auth/gateway-read.ts (issue 9), which replaces this.
 */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await readOrExpire(read);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
