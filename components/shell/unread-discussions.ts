import 'server-only';
import { cache } from 'react';
import { canSeeMessaging, HOME_PATH } from '@/lib/access';
import { redirect } from 'next/navigation';
import { signOutUrl } from '@/lib/auth/gateway-read';
import { currentPath } from '@/lib/auth/request-context';
import { getSession, type Session } from '@/lib/auth/session';
import { AuthenticationError } from '@/lib/gateway/errors';
import type { GatewayToken } from '@/lib/gateway/http';
import { keptUnreadTotal, listMyUnreadDiscussions } from '@/lib/gateway/messaging';

/** How many of them home lists. */
export const UNREAD_SHOWN = 5;

// Sorted as the mailbox lists them (MAILBOX_DEFAULTS), so home shows what the mailbox shows first.
const UNREAD_QUERY = { size: UNREAD_SHOWN, sort: 'unread,desc' } as const;

const onHome = async () => (await currentPath()).split('?')[0] === HOME_PATH;

// Home, where staff look for what is new, asks afresh; the other pages take the last few seconds' answer.
const unreadPage = cache(async (tokenType: string, accessToken: string) =>
  listMyUnreadDiscussions({ tokenType, accessToken }, UNREAD_QUERY, { fresh: await onHome() }),
);

/**
 * The staff member's first discussions with unread messages and their total, read once per request
 * (and kept a few seconds for the next pages, lib/gateway/messaging.ts): the header counts them and
 * home lists them, from one gateway call.
 */
export function myUnreadDiscussions(token: GatewayToken) {
  return unreadPage(token.tokenType, token.accessToken);
}

/**
 * The count `read` answers for the signed-in staff member. Null for a role without messaging, and
 * when the gateway does not answer: the count is a hint, so its failure (logged by the gateway
 * client) never fails the page, which then shows the link without a count. A token the gateway
 * refuses is another matter: it ends the session as any page read does.
 */
async function countOrEnd(read: (token: GatewayToken) => Promise<{ total: number }>): Promise<number | null> {
  const session = await getSession();
  if (!session || !canSeeMessaging(session.user.roles)) return null;
  try {
    return (await read(session.token)).total;
  } catch (error) {
    if (error instanceof AuthenticationError) redirect(await signOutUrl('expired'));
    return null;
  }
}

/**
 * The header's count when the last few seconds' answer holds it already: the header then draws it
 * with the page rather than streaming it after. Undefined when it must be asked (nothing kept, a
 * role without messaging, or home, which asks afresh).
 */
export async function keptUnreadDiscussionCount(session: Session): Promise<number | undefined> {
  if (!canSeeMessaging(session.user.roles) || (await onHome())) return undefined;
  return keptUnreadTotal(session.token, UNREAD_QUERY);
}

/** The header's count, read once per request whoever asks for it (see countOrEnd). */
export const unreadDiscussionCount = cache(() => countOrEnd(myUnreadDiscussions));

/**
 * For a page that reads nothing else from the gateway: the header's count, asked of the gateway
 * afresh, is then the read that finds a refused token. Awaited by the page, it ends the session
 * before anything is sent, where the header, streamed after the page, would do it only once the
 * page is on screen; the header then counts from this read.
 */
export async function readHeaderCountFirst(): Promise<void> {
  await countOrEnd((token) => listMyUnreadDiscussions(token, UNREAD_QUERY, { fresh: true }));
}
