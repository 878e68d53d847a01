import { z } from 'zod';
import { feedbackStatus } from '@/lib/domain/enums';
import { FEEDBACK_MESSAGES as M } from '@/lib/feedback/messages';

/*
 * Moderation of a feedback and of a reply (PATCH /feedbacks/:id and /feedbacks/:id/replies/:replyId):
 * a status among SPEC §4's and a corrected message. The browser turns what was typed into the
 * changed fields only with `moderationSchema(initial)`; the server actions check that change again
 * with the inputs below, built from the same rules.
 */

import {
  MODERATED_MESSAGE_MAX,
  moderationFormValues,
  type ModerationChange,
  type ModerationFormInput,
} from './moderation-change';

export { MODERATED_MESSAGE_MAX, moderationFormValues, type ModerationChange, type ModerationFormInput };

const status = z.enum(feedbackStatus.values, { error: M.invalidStatus });
// A message may be corrected, not removed: refusing the feedback is how it leaves the public page.
const message = z.string().trim().min(1, M.messageRequired).max(MODERATED_MESSAGE_MAX, M.messageTooLong);

const changeFields = { status: status.optional(), message: message.optional() };

function checkChange(change: { status?: unknown; message?: unknown }, ctx: z.RefinementCtx): void {
  if (change.status === undefined && change.message === undefined)
    ctx.addIssue({ code: 'custom', message: M.nothingChanged, path: ['root'] });
}

/** The changed fields, as the browser sends them. */
export const moderationChange = z.object(changeFields).superRefine(checkChange);

const id = z.string().min(1).max(100);

/** The feedback moderation action's input. */
export const moderateFeedbackInput = z.object({ id, ...changeFields }).superRefine(checkChange);

/** The reply moderation action's input. */
export const moderateReplyInput = z.object({ id, replyId: id, ...changeFields }).superRefine(checkChange);

const formFields = z.object({
  status,
  message: z.string().trim().max(MODERATED_MESSAGE_MAX, M.messageTooLong),
});

/** The form's rules, answering the change to send (or refusing an empty one) against `initial`. */
export function moderationSchema(initial: ModerationFormInput) {
  return formFields
    .transform((values, ctx): ModerationChange => {
      const change: ModerationChange = {};
      if (values.status !== initial.status) change.status = values.status;
      if (values.message !== initial.message.trim()) {
        if (values.message === '')
          ctx.addIssue({ code: 'custom', message: M.messageRequired, path: ['message'] });
        else change.message = values.message;
      }
      return change;
    })
    .pipe(moderationChange);
}

export { describeChange } from './moderation-change';
