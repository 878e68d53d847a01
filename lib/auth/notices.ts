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
