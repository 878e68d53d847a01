import { NO_PATH } from '@/lib/access';
import { handleRoute, type RouteContext } from '@/lib/auth/handle-route';
import { database } from '@/lib/db/database';
import { businessErrorMessage, DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { beatPage, beatSchema, leaveSchema, MAX_BEAT_BYTES } from '@/lib/presence/beat';
import { rememberOpened } from '@/lib/presence/recent';
import { presenceKey, type RecordView } from '@/lib/presence/record-types';
import { presenceStore } from '@/lib/presence/runtime';
import { isPresenceTicket } from '@/lib/presence/ticket';
import { empty, json } from '@/lib/route-responses';
import type { z } from 'zod';

export const dynamic = 'force-dynamic';

/*
 * Presence on a record page (components/record/record-presence.tsx): POST every few seconds while
 * the page is on screen answers who ELSE has the record open, DELETE when it closes. The path names
 * the record, so the runner asks the role table for its page as for opening it (a path that names
 * no record page answers 404); the beat must then carry the pass the page gave for this staff
 * member and record (lib/presence/ticket.ts), which the page hands out only once the gateway showed
 * it the record. A beat is one round trip to the shared store; names and roles come from the
 * session. The first beat of a page also files the record in its staff member's history for home,
 * under the title the page showed.
 */

type Params = { recordType: string; recordId: string };

const spec = ({ recordType, recordId }: Params) => {
  const record = beatPage(recordType, recordId);
  const answers = { answers: 'json', event: 'presence beat failed' } as const;
  return record
    ? { ...answers, route: record.view, page: record.page }
    : { ...answers, route: 'home' as const, page: NO_PATH };
};

/** The body, checked with the pass for this record; or the refusal to answer (too big, malformed, no pass). */
async function bodyOf<S extends z.ZodType<{ ticket: string }>>(
  { request, session, params }: RouteContext<Params>,
  schema: S,
): Promise<(z.infer<S> & { view: RecordView; recordId: string }) | Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BEAT_BYTES) return empty(413);
  const text = await request.text();
  if (text.length > MAX_BEAT_BYTES) return empty(413);
  let parsed: z.ZodSafeParseResult<z.infer<S>>;
  try {
    parsed = schema.safeParse(JSON.parse(text));
  } catch {
    return json(400, { message: DEFAULT_ERROR_MESSAGE });
  }
  if (!parsed.success) return json(400, { message: DEFAULT_ERROR_MESSAGE });
  // The runner let through only a record page's path.
  const { view } = beatPage(params.recordType, params.recordId)!;
  if (!isPresenceTicket(parsed.data.ticket, session.user.id, view, params.recordId))
    return json(403, { message: businessErrorMessage('FORBIDDEN') });
  return { ...parsed.data, view, recordId: params.recordId };
}

export const POST = handleRoute<Params>(spec, async (context) => {
  const body = await bodyOf(context, beatSchema);
  if (body instanceof Response) return body;
  const { id: staffId, firstName, lastName, roles } = context.session.user;
  const store = await presenceStore();
  const [others] = await Promise.all([
    store.beat(presenceKey(body.view, body.recordId), {
      staffId,
      firstName,
      lastName,
      roles,
      writing: body.writing,
    }),
    body.label
      ? rememberOpened(await database(), staffId, {
          recordType: body.view,
          recordId: body.recordId,
          label: body.label,
        })
      : undefined,
  ]);
  return json(200, { others });
});

export const DELETE = handleRoute<Params>(spec, async (context) => {
  const body = await bodyOf(context, leaveSchema);
  if (body instanceof Response) return body;
  await (await presenceStore()).leave(presenceKey(body.view, body.recordId), context.session.user.id);
  return empty(204);
});
