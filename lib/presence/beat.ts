import { z } from 'zod';
import { matchRoute, pathFor } from '@/lib/access';
import { MAX_LABEL_LENGTH, RECORD_VIEWS, type RecordView } from './record-types';

/** A record page's beat is a few hundred bytes: anything bigger is no page of the app's. */
export const MAX_BEAT_BYTES = 2_048;

/** The page's pass (./ticket.ts), checked against the session and the path's record by the route. */
const ticket = z.string().min(1).max(200);

/** POST: the page is open; `label` on its first beat only, which also files it in the staff member's history. */
export const beatSchema = z.object({
  ticket,
  writing: z.boolean().default(false),
  label: z
    .string()
    .trim()
    .min(1)
    .max(MAX_LABEL_LENGTH)
    .regex(/^[^\p{Cc}]*$/u)
    .optional(),
});

/** DELETE: the page closed. */
export const leaveSchema = z.object({ ticket });

/**
 * The record page a beat's path names (`/api/presence/:recordType/:recordId`), or null when it
 * names none: an unknown view, or an id that is not one plain segment of the view's own path.
 */
export function beatPage(recordType: string, recordId: string): { view: RecordView; page: string } | null {
  const view = RECORD_VIEWS.find((candidate) => candidate === recordType);
  if (!view) return null;
  const page = pathFor(view, { id: recordId });
  return matchRoute(page)?.route.id === view ? { view, page } : null;
}
