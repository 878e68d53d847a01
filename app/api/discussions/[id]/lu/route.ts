import { handleRoute } from '@/lib/auth/handle-route';
import { markDiscussionAsRead } from '@/lib/gateway/messaging';
import { empty } from '@/lib/route-responses';
import { discussionView } from '../view';

export const dynamic = 'force-dynamic';

/**
 * POST: the open discussion view says its reader has read the thread (SPEC §4, "on opening, it is
 * marked as read"), the gateway's POST …/mark-as-read. A write, so a POST from the app's own pages
 * only, by the roles that write discussions (ACTIONS.writeDiscussion): a role that only looks
 * leaves the thread unread for those who answer it. Not journaled: nothing a staff member decided.
 */
export const POST = handleRoute<{ id: string }>(
  (params) => ({
    ...discussionView(params),
    action: 'writeDiscussion',
    event: 'discussion read mark failed',
  }),
  async ({ session, params: { id } }) => {
    await markDiscussionAsRead(session.token, id);
    return empty(204);
  },
);
