import 'server-only';
import { notFound } from 'next/navigation';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { NotFoundError } from '@/lib/gateway/errors';

/**
 * A missing record is the 404 page, not a crash. Stand-in for `orNotFound` of
 * lib/auth/gateway-read.ts (moved there on the project-view branch, same signature): once merged,
 * import it from there and delete this file.
 */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await readOrExpire(read);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
