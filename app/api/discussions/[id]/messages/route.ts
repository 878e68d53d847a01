import { z } from 'zod';
import { handleRoute } from '@/lib/auth/handle-route';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { getDiscussion } from '@/lib/gateway/messaging';
import { json } from '@/lib/route-responses';
import { discussionView } from '../view';
import { isVisible, messagesAfter, threadOf, type ThreadUpdate } from '@/lib/discussions/thread';

export const dynamic = 'force-dynamic';

/** The id of the last message the page has; none when its thread is empty. */
const afterParam = z.string().min(1).max(200).nullable();

/**
 * The messages of a discussion newer than the page's last one, for the open discussion view to
 * poll (components/live/use-polling.ts): the gateway stays the source of truth, so any replica can
 * answer, and its token never leaves the server. A read only: the unread count it answers is what
 * the page marks read, by a POST of its own (../lu). A session that ended answers 401 with the
 * typed expiry of every form (`sessionExpired`): the page stops polling and keeps its draft while
 * the staff member signs in again.
 */
export const GET = handleRoute<{ id: string }>(
  (params) => ({
    ...discussionView(params),
    route: 'discussionView',
    forbidden: DEFAULT_ERROR_MESSAGE,
    event: 'discussion live read failed',
  }),
  async ({ request, session, params: { id } }) => {
    const after = afterParam.safeParse(request.nextUrl.searchParams.get('after'));
    if (!after.success) return json(400, { message: DEFAULT_ERROR_MESSAGE });

    const discussion = await getDiscussion(session.token, id);
    const memberIds = discussion.members.map((member) => member.id);
    if (!isVisible(discussion.status)) {
      const hidden: ThreadUpdate = {
        status: discussion.status,
        memberIds,
        unread: 0,
        people: {},
        messages: [],
        reset: true,
      };
      return json(200, hidden);
    }
    const { people, messages } = threadOf(discussion);
    const update: ThreadUpdate = {
      status: discussion.status,
      memberIds,
      unread: discussion.unreadMessagesCount,
      people,
      ...messagesAfter(messages, after.data),
    };
    return json(200, update);
  },
);
