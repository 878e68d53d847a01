'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import { feedbackStatus } from '@/lib/domain/enums';
import { updateFeedback, updateFeedbackReply } from '@/lib/gateway/feedbacks';
import { FEEDBACK_MESSAGES as M } from '@/lib/feedback/messages';
import { moderateFeedbackInput, moderateReplyInput } from './schema';

/* The feedback view's actions, for the roles of `moderateFeedback` in the role table. */

/** What the journal says of a moderation: the new status, and that the text was corrected. */
function moderationDetails(change: { status?: string; message?: string }): string | null {
  const parts = [
    change.status ? `Statut : ${feedbackStatus.label(change.status)}` : null,
    change.message !== undefined ? 'Texte corrigé' : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** PATCH /feedbacks/:id (`action: 'UPDATE'`) with the changed status and message only. */
export async function moderateFeedbackAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'feedbackView',
      action: 'moderateFeedback',
      schema: moderateFeedbackInput,
      record: recordById('feedback'),
      journalAction: 'moderateFeedback',
      target: ({ id }) => ({ type: 'feedbackView', id }),
      details: moderationDetails,
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
      record: recordById('feedback'),
      journalAction: 'moderateReply',
      target: ({ id }) => ({ type: 'feedbackView', id }),
      details: ({ replyId, ...change }) =>
        `Réponse ${replyId}${moderationDetails(change) ? ` : ${moderationDetails(change)}` : ''}`,
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
