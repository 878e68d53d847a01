import { LOGOUT_PATH, loginUrlFor, REDIRECT_PARAM, safeRedirect } from '@/lib/access';
import { REFRESH_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@/lib/domain/errors';

/**
 * Why the login page was opened: a known key in the URL, never free text, so nobody can make the
 * login page display words of their choosing.
 */
export const SESSION_NOTICE_PARAM = 'motif';

export const SESSION_NOTICES = {
  expired: SESSION_EXPIRED_MESSAGE,
  refresh: REFRESH_FAILED_MESSAGE,
} as const;

export type SessionNotice = keyof typeof SESSION_NOTICES;

export function sessionNoticeMessage(value: unknown): string | null {
  return typeof value === 'string' && value in SESSION_NOTICES
    ? SESSION_NOTICES[value as SessionNotice]
    : null;
}

/**
 * The one URL a session that ended goes to, with its notice and the page to come back to (when it
 * is one of the role table's). By default through /deconnexion, which clears the cookie first; a
 * form that must keep its cookie until the sign-in again replaces it (runAction) goes straight to
 * the login page instead.
 */
export function sessionEndedUrl(
  backTo: string | null | undefined,
  { notice = 'expired', via = 'sign-out' }: { notice?: SessionNotice; via?: 'sign-out' | 'login' } = {},
): string {
  if (via === 'login') {
    const login = new URL(loginUrlFor(backTo ?? undefined), 'http://x');
    login.searchParams.set(SESSION_NOTICE_PARAM, notice);
    return login.pathname + login.search;
  }
  const query = new URLSearchParams({ [SESSION_NOTICE_PARAM]: notice });
  const back = safeRedirect(backTo);
  if (back) query.set(REDIRECT_PARAM, back);
  return `${LOGOUT_PATH}?${query}`;
}
