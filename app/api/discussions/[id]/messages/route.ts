import { handleRoute } from '@/lib/auth/handle-route';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { getDiscussion } from '@/lib/gateway/messaging';
import { json } from '@/lib/route-responses';
import { afterParam, liveRead } from '../view';
import { threadUpdate } from '@/lib/discussions/thread';

export const dynamic = 'force-dynamic';

/**
 * The messages of a discussion newer than the page's last one, for the open discussion view to
 * poll (components/live/use-polling.ts) where its stream (../live) cannot pass: the gateway stays
 * the source of truth, so any replica can answer, and its token never leaves the server. A read
 * only: the unread count it answers is what the page marks read, by a POST of its own (../lu). A
 * session that ended answers 401 with the typed expiry of every form (`sessionExpired`): the page
 * stops polling and keeps its draft while the staff member signs in again.
 */
export const GET = handleRoute<{ id: string }>(liveRead, async ({ request, session, params: { id } }) => {
  const after = afterParam.safeParse(request.nextUrl.searchParams.get('after'));
  if (!after.success) return json(400, { message: DEFAULT_ERROR_MESSAGE });
  return json(200, threadUpdate(await getDiscussion(session.token, id), after.data));
});
