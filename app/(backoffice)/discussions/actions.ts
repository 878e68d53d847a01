'use server';

import { pathFor } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { createDiscussion } from '@/lib/gateway/messaging';
import { userTarget } from '@/lib/users/target';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';
import { startInput } from './schema';

/**
 * Starts a discussion between the signed-in staff member and a user (POST /messaging/discussions
 * with both ids), then opens it. Runs from the user view and a project's professionals tab, under
 * the discussion view's writers (ACTIONS.startDiscussion).
 */
export async function startDiscussionAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(
    {
      route: 'discussionView',
      action: 'startDiscussion',
      schema: startInput,
      // A discussion needs two members: the rule refuses one with oneself.
      actsOn: ({ token }, { userId }) => userTarget(token, userId),
      journalAction: 'startDiscussion',
      // The record the staff member started it from; the new discussion is named in the details.
      target: ({ userId }) => ({ type: 'userView', id: userId }),
      details: (_input, created) => (created ? `Discussion ${created.id}` : null),
      run: async (session, { userId }) => ({
        id: (await createDiscussion(session.token, { memberIds: [session.user.id, userId] })).id,
      }),
      success: M.started,
      failure: M.startFailed,
      redirectTo: (created) => pathFor('discussionView', { id: created.id }),
    },
    raw,
  );
}
