import { handleRoute } from '@/lib/auth/handle-route';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { liveStream } from '@/lib/discussions/live-hub';
import { threadUpdate } from '@/lib/discussions/thread';
import { getDiscussion } from '@/lib/gateway/messaging';
import { json, NO_STORE } from '@/lib/route-responses';
import { afterParam, liveRead } from '../view';

export const dynamic = 'force-dynamic';

/**
 * The open discussion view's live updates as server-sent events: first what the reader's own read
 * of the discussion finds after `?after=` (which is also the check that this reader may read it),
 * then what this process's shared read finds each second (lib/discussions/live-hub.ts), for at
 * most a minute; the page then opens another. Refusals are answered as by the polled read (../messages),
 * which the page falls back to where a stream cannot pass.
 */
export const GET = handleRoute<{ id: string }>(liveRead, async ({ request, session, params: { id } }) => {
  const after = afterParam.safeParse(request.nextUrl.searchParams.get('after'));
  if (!after.success) return json(400, { message: DEFAULT_ERROR_MESSAGE });
  const first = threadUpdate(await getDiscussion(session.token, id), after.data);
  const stream = liveStream({
    discussionId: id,
    userId: session.user.id,
    token: session.token,
    first,
    afterId: after.data,
    signal: request.signal,
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: no compression holding events back (Next's and proxies'), as X-Accel-Buffering for nginx.
      'Cache-Control': `${NO_STORE}, no-transform`,
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
