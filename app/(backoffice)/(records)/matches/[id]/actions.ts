'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import { acceptMatch } from '@/lib/gateway/matches';
import { MATCH_ACTION_MESSAGES as M } from '@/lib/matches/messages';
import { matchIdInput } from './schema';

/** POST /matches/:id/accept; MAX_ACTIVE_RELATIONSHIPS and MAX_PRE_SALES_RELATIONSHIPS show their SPEC §8 texts. */
export async function acceptMatchAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'matchView',
      action: 'acceptMatch',
      journalAction: 'acceptMatch',
      schema: matchIdInput,
      record: recordById('match'),
      target: ({ id }) => ({ type: 'matchView', id }),
      run: async (session, { id }) => {
        await acceptMatch(session.token, id);
        return undefined;
      },
      success: M.accepted,
      failure: M.acceptFailed,
    },
    raw,
  );
}
