import 'server-only';
import { cache } from 'react';
import { canSeeMessaging } from '@/lib/access';
import { getSession } from '@/lib/auth/session';
import { countMyUnreadDiscussions } from '@/lib/gateway/messaging';

/**
 * The header's count of the signed-in staff member's discussions with unread messages, read once
 * per request whoever asks for it. Null for a role without messaging, and when the gateway does
 * not answer: the count is a hint, so its failure (logged by the gateway client) never fails the
 * page, which then shows the link without a count.
 */
export const unreadDiscussionCount = cache(async (): Promise<number | null> => {
  const session = await getSession();
  if (!session || !canSeeMessaging(session.user.roles)) return null;
  try {
    return await countMyUnreadDiscussions(session.token);
  } catch {
    return null;
  }
});
