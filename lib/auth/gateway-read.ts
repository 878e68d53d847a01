import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { LOGOUT_PATH, REDIRECT_PARAM, safeRedirect } from '@/lib/access';
import { AuthenticationError, NotFoundError } from '@/lib/gateway/errors';
import { SESSION_NOTICE_PARAM } from './notices';
import { currentPath } from './request-context';

/**
 * Wraps a page's gateway reads: a 401/403 ends the session through /deconnexion (a render cannot
 * clear a cookie itself), which lands on the login page with the notice and the way back.
 */
export async function readOrExpire<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AuthenticationError) {
      const params = new URLSearchParams({ [SESSION_NOTICE_PARAM]: 'expired' });
      const back = safeRedirect(await currentPath());
      if (back) params.set(REDIRECT_PARAM, back);
      redirect(`${LOGOUT_PATH}?${params}`);
    }
    throw error;
  }
}

/** A page's read of its own record: a missing record is the 404 page, not a crash. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await readOrExpire(read);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
