import { canAccessRoute } from '@/lib/access';
import { handleRoute, type RouteContext } from '@/lib/auth/handle-route';
import { database } from '@/lib/db/database';
import { businessErrorMessage, DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { beatSchema, leaveSchema, MAX_BEAT_BYTES } from '@/lib/presence/beat';
import { rememberOpened } from '@/lib/presence/recent';
import { presenceKey, type RecordView } from '@/lib/presence/record-types';
import { presenceStore } from '@/lib/presence/runtime';
import { isPresenceTicket } from '@/lib/presence/ticket';
import { empty, json } from '@/lib/route-responses';
import type { z } from 'zod';

export const dynamic = 'force-dynamic';

/*
 * Presence on a record page (components/record/record-presence.tsx): POST every few seconds while
 * the page is on screen answers who ELSE has the record open, DELETE when it closes. Any signed-in
 * staff member passes the runner (home's roles: all of them); the record view the body names is
 * then asked of the role table, as opening that page is, and the beat must carry the pass the page
 * gave for this staff member and record (lib/presence/ticket.ts), which the page hands out only
 * once the gateway showed it the record. A beat is one round trip to the shared
 * store and no gateway call: names and roles come from the session. The first beat of a page also
 * files the record in its staff member's history for home, under the title the page showed.
 */

const spec = { route: 'home', answers: 'json', event: 'presence beat failed' } as const;

/** The body, checked; or the refusal to answer: too big, not a record view, a view the roles may not open. */
async function bodyOf<S extends z.ZodType<{ recordType: RecordView; recordId: string; ticket: string }>>(
  { request, session }: RouteContext,
  schema: S,
): Promise<z.infer<S> | Response> {
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
  const { recordType, recordId, ticket } = parsed.data;
  if (
    !canAccessRoute(session.user.roles, recordType) ||
    !isPresenceTicket(ticket, session.user.id, recordType, recordId)
  )
    return json(403, { message: businessErrorMessage('FORBIDDEN') });
  return parsed.data;
}

export const POST = handleRoute(spec, async (context) => {
  const body = await bodyOf(context, beatSchema);
  if (body instanceof Response) return body;
  const { id: staffId, firstName, lastName, roles } = context.session.user;
  const store = await presenceStore();
  const [others] = await Promise.all([
    store.beat(presenceKey(body.recordType, body.recordId), {
      staffId,
      firstName,
      lastName,
      roles,
      writing: body.writing,
    }),
    body.label
      ? rememberOpened(await database(), staffId, {
          recordType: body.recordType,
          recordId: body.recordId,
          label: body.label,
        })
      : undefined,
  ]);
  return json(200, { others });
});

export const DELETE = handleRoute(spec, async (context) => {
  const body = await bodyOf(context, leaveSchema);
  if (body instanceof Response) return body;
  await (await presenceStore()).leave(presenceKey(body.recordType, body.recordId), context.session.user.id);
  return empty(204);
});
