import type { NextRequest } from 'next/server';
import { canRunAction, loginUrlFor, matchRoute, pathFor } from '@/lib/access';
import { sessionExpired } from '@/lib/action-result';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { getSession } from '@/lib/auth/session';
import { businessErrorMessage, DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { markDiscussionAsRead } from '@/lib/gateway/messaging';
import { answer, gatewayFailure, noContent } from '../answers';

export const dynamic = 'force-dynamic';

/**
 * POST: the open discussion view says its reader has read the thread (SPEC §4, "on opening, it is
 * marked as read"), the gateway's POST …/mark-as-read. A write, so a POST from the app's own pages
 * only, by the roles that write discussions (ACTIONS.writeDiscussion): a role that only looks
 * leaves the thread unread for those who answer it. Not journaled: nothing a staff member decided.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewPath = pathFor('discussionView', { id });
  if (!matchRoute(viewPath)) return answer(404, { message: DEFAULT_ERROR_MESSAGE });
  if (!isSameOriginRequest(request)) return answer(403, { message: businessErrorMessage('FORBIDDEN') });

  const session = await getSession();
  if (!session) return answer(401, sessionExpired(loginUrlFor(viewPath)));
  if (!canRunAction(session.user.roles, 'writeDiscussion'))
    return answer(403, { message: businessErrorMessage('FORBIDDEN') });

  try {
    await markDiscussionAsRead(session.token, id);
  } catch (error) {
    return gatewayFailure(error, viewPath, 'discussion read mark failed');
  }
  return noContent();
}
