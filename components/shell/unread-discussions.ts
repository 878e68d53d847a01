import 'server-only';
import { cache } from 'react';
import { canSeeMessaging } from '@/lib/access';
import { redirect } from 'next/navigation';
import { signOutUrl } from '@/lib/auth/gateway-read';
import { getSession } from '@/lib/auth/session';
import { AuthenticationError } from '@/lib/gateway/errors';
import type { GatewayToken } from '@/lib/gateway/http';
import { listMyDiscussions } from '@/lib/gateway/messaging';

/** How many of them home lists. */
export const UNREAD_SHOWN = 5;

const unreadPage = cache((tokenType: string, accessToken: string) =>
  // Sorted as the mailbox lists them (MAILBOX_DEFAULTS), so home shows what the mailbox shows first.
  listMyDiscussions({ tokenType, accessToken }, { unread: 'true', size: UNREAD_SHOWN, sort: 'unread,desc' }),
);

/**
 * The staff member's first discussions with unread messages and their total, read once per request:
 * the header counts them and home lists them, from one gateway call.
 */
export function myUnreadDiscussions(token: GatewayToken) {
  return unreadPage(token.tokenType, token.accessToken);
}

/**
 * The header's count of the signed-in staff member's discussions with unread messages, read once
 * per request whoever asks for it. Null for a role without messaging, and when the gateway does
 * not answer: the count is a hint, so its failure (logged by the gateway client) never fails the
 * page, which then shows the link without a count. A token the gateway refuses is another matter:
 * it ends the session as any page read does, even on a page that reads nothing else.
 */
export const unreadDiscussionCount = cache(async (): Promise<number | null> => {
  const session = await getSession();
  if (!session || !canSeeMessaging(session.user.roles)) return null;
  try {
    return (await myUnreadDiscussions(session.token)).total;
  } catch (error) {
    if (error instanceof AuthenticationError) redirect(await signOutUrl('expired'));
    return null;
  }
});

/**
 * For a page that reads nothing else from the gateway: the header's count is then the read that
 * finds a refused token. Awaited by the page (the same call, cached for the request), it ends the
 * session before anything is sent, where the header, streamed after the page, would do it only
 * once the page is on screen.
 */
export async function readHeaderCountFirst(): Promise<void> {
  await unreadDiscussionCount();
}
