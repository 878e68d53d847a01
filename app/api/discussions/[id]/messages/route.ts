import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { canAccessRoute, LOGOUT_PATH, loginUrlFor, matchRoute, pathFor, REDIRECT_PARAM } from '@/lib/access';
import { sessionExpired } from '@/lib/action-result';
import { SESSION_NOTICE_PARAM } from '@/lib/auth/notices';
import { getSession } from '@/lib/auth/session';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { AuthenticationError, NotFoundError } from '@/lib/gateway/errors';
import { getDiscussion, markDiscussionAsRead } from '@/lib/gateway/messaging';
import {
  isVisible,
  messagesAfter,
  threadOf,
  type ThreadUpdate,
} from '@/app/(backoffice)/discussions/_lib/thread';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The id of the last message the page has; none when its thread is empty. */
const afterParam = z.string().min(1).max(200).nullable();

function answer(status: number, body: object): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

/**
 * The messages of a discussion newer than the page's last one, for the open discussion view to
 * poll (components/live/use-polling.ts): the gateway stays the source of truth, so any replica can
 * answer, and its token never leaves the server. Reading is opening: like the page, a round that
 * finds unread messages marks the discussion read (SPEC §4); the page only polls while on screen.
 * A session that ended answers 401 with the typed expiry of every form (`sessionExpired`): the page
 * stops polling and keeps its draft while the staff member signs in again.
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
        people: {},
        messages: [],
        reset: true,
      };
      return answer(200, hidden);
    }
    if (discussion.unreadMessagesCount > 0) {
      await markDiscussionAsRead(session.token, id).catch((error: unknown) => {
        if (error instanceof AuthenticationError) throw error;
        // The messages still reach the page; the next round tries again.
        console.error('[discussions] mark-as-read failed', error);
      });
    }
    const { people, messages } = threadOf(discussion);
    const update: ThreadUpdate = {
      status: discussion.status,
      memberIds,
      people,
      ...messagesAfter(messages, after.data),
    };
    return answer(200, update);
  } catch (error) {
    if (error instanceof AuthenticationError) {
      const query = new URLSearchParams({ [SESSION_NOTICE_PARAM]: 'expired', [REDIRECT_PARAM]: viewPath });
      return answer(401, sessionExpired(`${LOGOUT_PATH}?${query}`));
    }
    if (error instanceof NotFoundError) return answer(404, { message: DEFAULT_ERROR_MESSAGE });
    console.error('[discussions] live read failed', error);
    return answer(502, { message: DEFAULT_ERROR_MESSAGE });
  }
}
