import { z } from 'zod';
import { matchRoute, pathFor } from '@/lib/access';
import { MAX_LABEL_LENGTH, RECORD_VIEWS } from './record-types';

/** A record page's beat is a few hundred bytes: anything bigger is no page of the app's. */
export const MAX_BEAT_BYTES = 2_048;

const record = z
  .object({
    recordType: z.enum(RECORD_VIEWS),
    recordId: z.string().min(1).max(200),
    /** The page's pass (./ticket.ts), checked against the session by the route. */
    ticket: z.string().min(1).max(200),
  })
  // The id must make the view's own path: one plain segment, as the page it comes from.
  .refine(
    ({ recordType, recordId }) => matchRoute(pathFor(recordType, { id: recordId }))?.route.id === recordType,
    {
      path: ['recordId'],
    },
  );

/** POST: the page is open; `label` on its first beat only, which also files it in the staff member's history. */
export const beatSchema = record.and(
  z.object({
    writing: z.boolean().default(false),
    label: z
      .string()
      .trim()
      .min(1)
      .max(MAX_LABEL_LENGTH)
      .regex(/^[^\p{Cc}]*$/u)
      .optional(),
  }),
);

/** DELETE: the page closed. */
export const leaveSchema = record;

export type BeatBody = z.infer<typeof beatSchema>;
