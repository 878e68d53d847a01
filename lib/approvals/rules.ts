import { APPROVABLE, canActOn, canRunAction, type Actor } from '@/lib/access';
import type { ApprovalRequest } from './types';

/** Why `actor` may not approve or reject `request` (null: they may). */
export type DecisionRefusal = 'own' | 'role';

/**
 * Never the requester; otherwise whoever the role table lets run the action itself on that target
 * (a user action also needs `canActOn`: not on one's own account, no role one does not hold).
 * Pure, so the pages and the server ask the same question.
 */
export function decisionRefusal(
  actor: Actor,
  request: Pick<ApprovalRequest, 'action' | 'requester' | 'targetKind'>,
): DecisionRefusal | null {
  if (request.requester.id === actor.id) return 'own';
  const { action } = APPROVABLE[request.action];
  if (!canRunAction(actor.roles, action)) return 'role';
  if (request.targetKind && !canActOn(actor, action, request.targetKind)) return 'role';
  return null;
}

export const mayDecide = (actor: Actor, request: Parameters<typeof decisionRefusal>[1]) =>
  decisionRefusal(actor, request) === null;
