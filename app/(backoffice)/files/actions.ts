'use server';

import type { z } from 'zod';
import { pathFor } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { runAction, type ActionSpec } from '@/lib/auth/run-action';
import { database } from '@/lib/db/database';
import { businessErrorMessage } from '@/lib/domain/errors';
import { claimNext, findClaim, reassignClaim, releaseClaim } from '@/lib/queues/claims';
import { queueCandidates } from '@/lib/queues/items';
import { QUEUE_LISTS, type QueueList } from '@/lib/queues/lists';
import { QUEUE_MESSAGES as M } from '@/lib/queues/messages';
import { canOpenQueue, canWorkOn, reassignTargets } from '@/lib/queues/rules';
import type { ClaimItemType } from '@/lib/queues/types';
import { claimantOf, claimants, claimTimeoutMinutes } from '@/lib/queues/work';
import { findView } from '@/lib/views/store';
import { claimNextInput, reassignClaimInput, releaseClaimInput } from './schema';

/*
 * "Traiter le suivant", "Libérer" and "Réattribuer". A refusal found in the back-office's own data
 * (a queue not shared with the staff member, a claim that is not theirs) is answered as a refusal,
 * unjournaled like the role table's: nothing was claimed or changed.
 */

type Refusal = { refused: string };
type Worked = { itemType: ClaimItemType; itemId: string };

const refused = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value;

const RECORD_OF: Record<ClaimItemType, (typeof QUEUE_LISTS)[QueueList]['record']> = {
  discussion: 'discussionView',
  issue: 'issueView',
  invoice: 'invoiceView',
  project: 'projectView',
};

const onItem = (result: Worked | Refusal | undefined) =>
  result && !refused(result) ? { type: RECORD_OF[result.itemType], id: result.itemId } : null;

async function runRefusable<S extends z.ZodType, T extends object>(
  spec: ActionSpec<S, T | Refusal>,
  raw: unknown,
): Promise<ActionResult<T>> {
  const journaled = (value: T | Refusal) => !refused(value) && (spec.journaled?.(value) ?? true);
  const result = await runAction({ ...spec, journaled }, raw);
  if (result.ok && refused(result.data)) return { ok: false, message: result.data.refused };
  return result as ActionResult<T>;
}

const FORBIDDEN = businessErrorMessage('FORBIDDEN');

type Next = Worked & { kind: 'claimed' | 'held'; href: string };

/** Claims the queue's next free item (or gives back the one held in it) and opens it. */
export async function claimNextAction(raw: unknown): Promise<ActionResult<Next | { kind: 'empty' }>> {
  return runRefusable(
    {
      route: 'queue',
      action: 'claimQueueItem',
      schema: claimNextInput,
      journalAction: 'claimQueueItem',
      // Given back the item they hold, or nothing: no new claim to journal.
      journaled: (result) => 'kind' in result && result.kind === 'claimed',
      target: (_input, result) => (result && 'itemId' in result ? onItem(result) : null),
      run: async (session, { viewId }): Promise<Next | { kind: 'empty' } | Refusal> => {
        const db = await database();
        const view = await findView(db, viewId);
        if (!view || !canOpenQueue(session.user, view)) return { refused: FORBIDDEN };
        const list = QUEUE_LISTS[view.list as QueueList];
        if (!canWorkOn(session.user.roles, list.itemType)) return { refused: M.cannotWork };
        const candidates = await queueCandidates(session.token, session.user.id, {
          list: view.list as QueueList,
          query: view.query,
        });
        const outcome = await claimNext(db, {
          viewId: view.id,
          itemType: list.itemType,
          candidates,
          staff: claimantOf(session.user),
          timeoutMinutes: claimTimeoutMinutes(),
        });
        if (outcome.kind === 'empty') return { kind: 'empty' };
        const { itemType, itemId } = outcome.claim;
        return { kind: outcome.kind, itemType, itemId, href: pathFor(RECORD_OF[itemType], { id: itemId }) };
      },
      success: (result) => {
        if (refused(result)) return result.refused;
        return result.kind === 'empty' ? M.empty : result.kind === 'held' ? M.held : M.claimed;
      },
      redirectTo: (result) => ('href' in result ? result.href : undefined) as string,
      failure: M.claimFailed,
    },
    raw,
  );
}

/** The holder lets their item go: it is free for "Traiter le suivant" again. */
export async function releaseClaimAction(raw: unknown): Promise<ActionResult<Worked>> {
  return runRefusable(
    {
      route: 'queue',
      action: 'releaseClaim',
      schema: releaseClaimInput,
      journalAction: 'releaseClaim',
      target: (_input, result) => onItem(result),
      run: async (session, { claimId }): Promise<Worked | Refusal> => {
        const released = await releaseClaim(await database(), claimId, session.user.id);
        return released ? { itemType: released.itemType, itemId: released.itemId } : { refused: M.notActive };
      },
      success: M.released,
      failure: M.releaseFailed,
    },
    raw,
  );
}

/** SUPPORT, or a manager of the holder's group, hands the item to a colleague of that group. */
export async function reassignClaimAction(
  raw: unknown,
): Promise<ActionResult<Worked & { from: string; to: string }>> {
  return runRefusable(
    {
      route: 'queue',
      action: 'reassignClaim',
      schema: reassignClaimInput,
      journalAction: 'reassignClaim',
      target: (_input, result) => onItem(result),
      details: (_input, result) => (result && !refused(result) ? `De ${result.from} à ${result.to}` : null),
      run: async (session, { claimId, staffId }) => {
        const db = await database();
        const claim = await findClaim(db, claimId);
        if (!claim || claim.endedAt !== null || Date.parse(claim.expiresAt) <= Date.now())
          return { refused: M.notActive };
        const to = reassignTargets(session.user.roles, claim, await claimants()).find(
          (member) => member.id === staffId,
        );
        if (!to) return { refused: M.notReassignable };
        const moved = await reassignClaim(db, claim.id, to, claimTimeoutMinutes());
        if (!moved) return { refused: M.notActive };
        return { itemType: moved.itemType, itemId: moved.itemId, from: claim.staffName, to: to.name };
      },
      success: M.reassigned,
      failure: M.reassignFailed,
    },
    raw,
  );
}
