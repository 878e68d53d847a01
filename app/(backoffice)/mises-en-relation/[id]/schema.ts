import { z } from 'zod';
import { parisDateTimeToIso, toParisDayAndTime } from '@/lib/domain/dates';
import {
  relationshipStatus,
  relationshipStatusReason,
  type RelationshipStatus,
  type RelationshipStatusReason,
} from '@/lib/domain/enums';
import { optionalDateTime, type DateTimeInput } from '@/lib/domain/rules';
import type { Relationship } from '@/lib/domain/schemas';
import { RELATIONSHIP_MESSAGES as M } from '@/lib/relationships/messages';

/*
 * The update form of the relationship view (PATCH /relationships/:id). The browser validates with
 * `relationshipUpdateSchema(initial)`, which turns what was typed into the changed fields only; the
 * server action checks that change again with `updateRelationshipInput`, built from the same rules.
 */

const OTHER: RelationshipStatusReason = 'OTHER';
const COMMENT_MAX = 2000;
const OTHER_REASON_MAX = 1000;

/** What the form holds: the inputs' own text, so it can be prefilled from the gateway's record. */
export interface RelationshipFormInput {
  status: RelationshipStatus;
  meeting: DateTimeInput;
  comment: string;
  statusReasons: RelationshipStatusReason[];
  statusOtherReason: string;
}

/** The form prefilled from the relationship as the gateway gives it. */
export function relationshipFormValues(relationship: Relationship): RelationshipFormInput {
  return {
    status: relationship.status,
    meeting: toParisDayAndTime(relationship.meetingDateTime) ?? { day: '', time: '' },
    comment: relationship.comment ?? '',
    statusReasons: [...relationship.statusReasons],
    statusOtherReason: relationship.statusOtherReason ?? '',
  };
}

// --- The change, as the server action takes it ------------------------------------------------

const status = z.enum(relationshipStatus.values, { error: M.invalidStatus });
const reasons = z.array(z.enum(relationshipStatusReason.values, { error: M.invalidReason }), {
  error: M.invalidReason,
});

const changeFields = {
  status: status.optional(),
  statusReasons: reasons.optional(),
  statusOtherReason: z
    .string()
    .trim()
    .min(1, M.otherReasonRequired)
    .max(OTHER_REASON_MAX, M.otherReasonTooLong)
    .optional(),
  meetingDateTime: z.iso.datetime({ offset: true }).optional(),
  comment: z.string().trim().max(COMMENT_MAX, M.commentTooLong).optional(),
};

type Change = z.output<z.ZodObject<typeof changeFields>>;

/**
 * Rules of a change as a whole: something must change, and the "other" text goes with the reasons
 * (sent when OTHER is among them, never otherwise). The empty change is a form-wide message
 * (react-hook-form's `root`).
 */
function checkChange(change: Change, ctx: z.RefinementCtx): void {
  const { status, statusReasons, statusOtherReason, meetingDateTime, comment } = change;
  const fields = [status, statusReasons, statusOtherReason, meetingDateTime, comment];
  if (fields.every((field) => field === undefined)) {
    ctx.addIssue({ code: 'custom', message: M.nothingChanged, path: ['root'] });
    return;
  }
  const other = statusReasons?.includes(OTHER) ?? false;
  if (other && statusOtherReason === undefined)
    ctx.addIssue({ code: 'custom', message: M.otherReasonRequired, path: ['statusOtherReason'] });
  if (!other && statusOtherReason !== undefined)
    ctx.addIssue({ code: 'custom', message: M.otherReasonWithoutOther, path: ['statusOtherReason'] });
}

/** The changed fields, as the browser sends them. */
export const relationshipChange = z.object(changeFields).superRefine(checkChange);
export type RelationshipChange = z.output<typeof relationshipChange>;

/** The server action's input: the relationship's id and the change. */
export const updateRelationshipInput = z
  .object({ id: z.string().min(1), ...changeFields })
  .superRefine(checkChange);

// --- The form, as the browser validates it -----------------------------------------------------

const formFields = z
  .object({
    status,
    meeting: optionalDateTime({ day: 'date du rendez-vous', time: 'heure du rendez-vous' }),
    comment: z.string().trim().max(COMMENT_MAX, M.commentTooLong),
    statusReasons: reasons,
    statusOtherReason: z.string().trim().max(OTHER_REASON_MAX, M.otherReasonTooLong),
  })
  .superRefine((values, ctx) => {
    if (values.statusReasons.includes(OTHER) && values.statusOtherReason === '')
      ctx.addIssue({ code: 'custom', message: M.otherReasonRequired, path: ['statusOtherReason'] });
  });

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * What differs from `initial`, ready for PATCH: the meeting compared to the minute (the inputs have
 * no seconds), texts trimmed, reasons as a set in catalogue order. The reasons and their "other"
 * text travel together, since one qualifies the other.
 */
function changesOf(
  initial: RelationshipFormInput,
  values: z.output<typeof formFields>,
  ctx: z.RefinementCtx,
): Change {
  const change: Change = {};
  if (values.status !== initial.status) change.status = values.status;

  const before = parisDateTimeToIso(initial.meeting.day, initial.meeting.time);
  if (values.meeting !== before) {
    if (values.meeting === undefined)
      ctx.addIssue({ code: 'custom', message: M.meetingNotRemovable, path: ['meeting', 'day'] });
    else change.meetingDateTime = values.meeting;
  }

  if (values.comment !== initial.comment.trim()) change.comment = values.comment;

  const reasons = relationshipStatusReason.values.filter((reason) => values.statusReasons.includes(reason));
  const other = reasons.includes(OTHER);
  const otherChanged = other && values.statusOtherReason !== initial.statusOtherReason.trim();
  if (!sameSet(reasons, initial.statusReasons) || otherChanged) {
    change.statusReasons = reasons;
    if (other) change.statusOtherReason = values.statusOtherReason;
  }
  return change;
}

/** The form's rules, answering the change to send (or refusing an empty one) against `initial`. */
export function relationshipUpdateSchema(initial: RelationshipFormInput) {
  return formFields.transform((values, ctx) => changesOf(initial, values, ctx)).pipe(relationshipChange);
}

export const relationshipIdInput = z.object({ id: z.string().min(1) });
