import 'server-only';
import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import type { Session } from '@/lib/auth/session';
import { currentRequest } from '@/lib/auth/request-context';
import { errorFields, log } from '@/lib/log';
import { journalRequest, requesterAsUser } from './journal';
import { APPROVAL_MESSAGES as M } from './messages';
import { decisionRefusal } from './rules';
import { runApproved } from './run-context';
import { approvalStore } from './runtime';
import type { ApprovalStore } from './store';
import type { ApprovalRequest, StaffRef } from './types';

/** Runs the request's action again, through runAction, with its stored input and the current session. */
export type Replay = (request: ApprovalRequest) => Promise<ActionResult<unknown>>;

const comment = z
  .string({ error: M.commentRequired })
  .trim()
  .max(1000, { error: 'Le commentaire ne peut pas dépasser 1000 caractères.' });

/** A decision names the request and the record it was shown on: a request of another record is refused. */
export const decisionInput = z.object({
  id: z.string().trim().min(1).max(100),
  recordType: z.string().min(1).max(50),
  recordId: z.string().min(1).max(100),
  comment: comment.optional(),
});
export const rejectionInput = decisionInput.extend({
  comment: comment.min(1, { error: M.commentRequired }),
});
export type DecisionInput = z.output<typeof decisionInput>;

const refused = (message: string): ActionResult => ({ ok: false, message });
const deciderOf = ({ user }: Session): StaffRef => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

/**
 * Marks expired the requests past their time, each with its journal entry. Called where requests
 * are decided or listed for deciding; a record's notice only shows live ones, so it need not.
 */
export async function sweepExpired(store: ApprovalStore): Promise<void> {
  const expired = await store.expireDue();
  for (const request of expired)
    await journalRequest(requesterAsUser(request), request, { journalAction: 'expireApprovalRequest' });
}

/** The request `input` names on its record, or why it cannot be decided from there. */
async function requestToDecide(
  store: ApprovalStore,
  input: DecisionInput,
): Promise<{ request: ApprovalRequest } | { refusal: ActionResult }> {
  await sweepExpired(store);
  const request = await store.get(input.id);
  if (!request) return { refusal: refused(M.notFound) };
  if (request.target.type !== input.recordType || request.target.id !== input.recordId)
    return { refusal: refused(M.otherRecord) };
  return { request };
}

const closedMessage = (request: ApprovalRequest | null) =>
  request?.status === 'expired' || (request && Date.parse(request.expiresAt) <= Date.now())
    ? M.expired
    : M.alreadyDecided;

/**
 * Approves and runs the request's action once: the status changes in one conditional UPDATE
 * before the run, so a second click, a second tab or a replayed request finds it decided. A run
 * that fails (a stale version, a refusal of the gateway) leaves the request failed with its message.
 */
export async function approve(session: Session, input: DecisionInput, replay: Replay): Promise<ActionResult> {
  const store = await approvalStore();
  const found = await requestToDecide(store, input);
  if ('refusal' in found) return found.refusal;
  const refusal = decisionRefusal(session.user, found.request);
  if (refusal) return refused(refusal === 'own' ? M.ownRequest : M.notAllowed);
  const approved = await store.decide(input.id, deciderOf(session), 'approved', input.comment || null);
  if (!approved) return refused(closedMessage(await store.get(input.id)));
  const { requestId } = await currentRequest();
  await journalRequest(session.user, approved, {
    journalAction: 'approveRequest',
    reason: approved.comment,
    requestId,
  });
  let outcome: ActionResult<unknown>;
  try {
    outcome = await runApproved({ id: approved.id, action: approved.action }, () => replay(approved));
  } catch (error) {
    log('error', 'approved action threw', { approvalId: approved.id, error: errorFields(error) });
    outcome = { ok: false, message: M.decisionFailed };
  }
  if (!outcome.ok) {
    await store.fail(approved.id, outcome.message);
    return refused(M.ranFailed(outcome.message));
  }
  return { ok: true, message: M.approved(outcome.message ?? '') };
}

export async function reject(session: Session, input: DecisionInput): Promise<ActionResult> {
  const store = await approvalStore();
  const found = await requestToDecide(store, input);
  if ('refusal' in found) return found.refusal;
  const refusal = decisionRefusal(session.user, found.request);
  if (refusal) return refused(refusal === 'own' ? M.ownRequest : M.notAllowed);
  const rejected = await store.decide(input.id, deciderOf(session), 'rejected', input.comment || null);
  if (!rejected) return refused(closedMessage(await store.get(input.id)));
  const { requestId } = await currentRequest();
  await journalRequest(session.user, rejected, {
    journalAction: 'rejectRequest',
    reason: rejected.comment,
    requestId,
  });
  return { ok: true, message: M.rejected };
}

/** Only the requester withdraws their request, while it is pending. */
export async function cancel(session: Session, input: DecisionInput): Promise<ActionResult> {
  const store = await approvalStore();
  const found = await requestToDecide(store, input);
  if ('refusal' in found) return found.refusal;
  if (found.request.requester.id !== session.user.id) return refused(M.notYours);
  const canceled = await store.cancel(input.id, session.user.id);
  if (!canceled) return refused(closedMessage(await store.get(input.id)));
  const { requestId } = await currentRequest();
  await journalRequest(session.user, canceled, { journalAction: 'cancelApprovalRequest', requestId });
  return { ok: true, message: M.canceled };
}
