import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { canAccessRoute, loginUrlFor, matchRoute, pathFor } from '@/lib/access';
import { sessionExpired } from '@/lib/action-result';
import { getSession } from '@/lib/auth/session';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { getDiscussion } from '@/lib/gateway/messaging';
import { isVisible, messagesAfter, threadOf, type ThreadUpdate } from '@/lib/discussions/thread';
import { answer, gatewayFailure } from '../answers';

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
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewPath = pathFor('discussionView', { id });
  // The same id rules as the page's path: one plain segment.
  if (!matchRoute(viewPath)) return answer(404, { message: DEFAULT_ERROR_MESSAGE });

  // The proxy lets route handlers through: the role table is checked here.
  const session = await getSession();
  if (!session) return answer(401, sessionExpired(loginUrlFor(viewPath)));
  if (!canAccessRoute(session.user.roles, 'discussionView'))
    return answer(403, { message: DEFAULT_ERROR_MESSAGE });

  const after = afterParam.safeParse(request.nextUrl.searchParams.get('after'));
  if (!after.success) return answer(400, { message: DEFAULT_ERROR_MESSAGE });

  try {
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
      return answer(200, hidden);
    }
    const { people, messages } = threadOf(discussion);
    const update: ThreadUpdate = {
      status: discussion.status,
      memberIds,
      unread: discussion.unreadMessagesCount,
      people,
      ...messagesAfter(messages, after.data),
    };
    return answer(200, update);
  } catch (error) {
    return gatewayFailure(error, viewPath, 'discussion live read failed');
  }
}
