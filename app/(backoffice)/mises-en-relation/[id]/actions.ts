'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import { relationshipStatus, relationshipStatusReason } from '@/lib/domain/enums';
import { reactivateRelationship, updateRelationship } from '@/lib/gateway/relationships';
import { RELATIONSHIP_MESSAGES as M } from '@/lib/relationships/messages';
import { relationshipIdInput, updateRelationshipInput } from './schema';

const onRelationship = ({ id }: { id: string }) => ({ type: 'relationshipView' as const, id });

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
      journalAction: 'updateRelationship',
      schema: updateRelationshipInput,
      record: recordById('relationship'),
      target: onRelationship,
      reason: ({ comment, statusOtherReason }) => [statusOtherReason, comment].filter(Boolean).join(' — '),
      details: ({ status, statusReasons }) =>
        [
          status ? `Statut : ${relationshipStatus.label(status)}` : null,
          statusReasons?.length
            ? `Motifs : ${statusReasons.map((r) => relationshipStatusReason.label(r)).join(', ')}`
            : null,
        ]
          .filter(Boolean)
          .join(' · '),
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
      schema: relationshipIdInput,
      record: recordById('relationship'),
      journalAction: 'reactivateRelationship',
      target: onRelationship,
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
