'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { closeDiscussion, joinDiscussion, postMessage } from '@/lib/gateway/messaging';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';
import { completeWork } from '@/lib/queues/work';
import { discussionInput, messageInput } from './schema';

// The journal says a message was sent, not what it says: the discussion holds the text.
const onDiscussion = ({ id }: { id: string }) => ({ type: 'discussionView' as const, id });

/** A standard message from the signed-in staff member; the gateway refuses it unless ACTIVE. */
export async function sendMessageAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'discussionView',
      action: 'writeDiscussion',
      schema: messageInput,
      journalAction: 'sendMessage',
      target: onDiscussion,
      run: async (session, { id, content }) => {
        await postMessage(session.token, id, { content });
        // Answered by its holder: the discussion leaves their queue work.
        await completeWork('discussion', id, session.user.id);
        return undefined;
      },
      failure: M.sendFailed,
    },
    raw,
  );
}

export async function joinDiscussionAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'discussionView',
      action: 'writeDiscussion',
      schema: discussionInput,
      journalAction: 'joinDiscussion',
      target: onDiscussion,
      run: async (session, { id }) => {
        await joinDiscussion(session.token, id);
        return undefined;
      },
      success: M.joined,
      failure: M.joinFailed,
    },
    raw,
  );
}

/** SPEC §4: closing archives the discussion; SPEC §8 "discussion closed". */
export async function closeDiscussionAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'discussionView',
      action: 'writeDiscussion',
      schema: discussionInput,
      journalAction: 'closeDiscussion',
      target: onDiscussion,
      run: async (session, { id }) => {
        await closeDiscussion(session.token, id);
        return undefined;
      },
      success: M.closed,
      failure: M.closeFailed,
    },
    raw,
  );
}
