'use server';

import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { reactivateRelationship, updateRelationship } from '@/lib/gateway/relationships';
import { RELATIONSHIP_MESSAGES as M } from '../_lib/messages';
import { updateRelationshipInput } from './relationship-form';

/*
 * Both actions of the relationship view run under `updateRelationship` of the role table (SUPPORT
 * and the CA and CC groups): SPEC §4 names "relationship: update, reactivate" as one staff action.
 */

/** PATCH /relationships/:id with the changed fields only (the form computed them; checked again here). */
export async function updateRelationshipAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'relationshipView',
      action: 'updateRelationship',
      schema: updateRelationshipInput,
      run: async (session, { id, ...change }) => {
        await updateRelationship(session.token, id, change);
        return undefined;
      },
      success: M.updated,
      failure: M.updateFailed,
    },
    raw,
  );
}

export async function reactivateRelationshipAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'relationshipView',
      action: 'updateRelationship',
      schema: z.object({ id: z.string().min(1) }),
      run: async (session, { id }) => {
        await reactivateRelationship(session.token, id);
        return undefined;
      },
      success: M.reactivated,
      failure: M.reactivateFailed,
    },
    raw,
  );
}
