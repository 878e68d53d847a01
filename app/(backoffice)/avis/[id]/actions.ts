'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { updateFeedback, updateFeedbackReply } from '@/lib/gateway/feedbacks';
import { FEEDBACK_MESSAGES as M } from '../_lib/messages';
import { moderateFeedbackInput, moderateReplyInput } from './moderation-form';

/* The feedback view's actions, for the roles of `moderateFeedback` in the role table. */

/** PATCH /feedbacks/:id (`action: 'UPDATE'`) with the changed status and message only. */
export async function moderateFeedbackAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'feedbackView',
      action: 'moderateFeedback',
      schema: moderateFeedbackInput,
      run: async (session, { id, ...change }) => {
        await updateFeedback(session.token, id, { action: 'UPDATE', ...change });
        return undefined;
      },
      success: M.feedbackUpdated,
      failure: M.feedbackUpdateFailed,
    },
    raw,
  );
}

/** PATCH /feedbacks/:id/replies/:replyId with the changed status and message only. */
export async function moderateReplyAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'feedbackView',
      action: 'moderateFeedback',
      schema: moderateReplyInput,
      run: async (session, { id, replyId, ...change }) => {
        await updateFeedbackReply(session.token, id, replyId, change);
        return undefined;
      },
      success: M.replyUpdated,
      failure: M.replyUpdateFailed,
    },
    raw,
  );
}
