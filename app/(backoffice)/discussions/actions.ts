'use server';

import { z } from 'zod';
import { pathFor } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { createDiscussion } from '@/lib/gateway/messaging';
import { DISCUSSION_MESSAGES as M } from './_lib/messages';

const startInput = z.object({ userId: z.string().trim().min(1).max(200) });

/**
 * Starts a discussion between the signed-in staff member and a user (POST /messaging/discussions
 * with both ids), then opens it. Runs from the user view and a project's professionals tab, under
 * the discussion view's writers (ACTIONS.writeDiscussion).
 */
export async function startDiscussionAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  const result = await runAction<typeof startInput, { id: string } | null>(
    {
      route: 'discussionView',
      action: 'writeDiscussion',
      schema: startInput,
      journalAction: 'startDiscussion',
      // The record the staff member started it from; the new discussion is named in the details.
      target: ({ userId }) => ({ type: 'userView', id: userId }),
      details: (_input, created) => (created ? `Discussion ${created.id}` : null),
      journaled: (created) => created !== null,
      // A discussion needs two members: nothing is created with oneself.
      run: async (session, { userId }) =>
        userId === session.user.id
          ? null
          : { id: (await createDiscussion(session.token, { memberIds: [session.user.id, userId] })).id },
      success: M.started,
      failure: M.startFailed,
      redirectTo: (created) => (created ? pathFor('discussionView', { id: created.id }) : ''),
    },
    raw,
  );
  if (result.ok && !result.data) return { ok: false, message: M.withYourself };
  return result as ActionResult<{ id: string }>;
}
