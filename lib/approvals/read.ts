import 'server-only';
import { needsApproval, type ApprovableAction } from '@/lib/access';
import type { Session } from '@/lib/auth/session';
import type { JournalTarget } from '@/lib/journal/types';
import { errorFields, log } from '@/lib/log';
import { sweepExpired } from './decide';
import { mayDecide } from './rules';
import { approvalPolicy, approvalStore } from './runtime';
import type { ApprovalRequest } from './types';

/*
 * The requests as pages meet them. Like a claim, a request is shown as a help: when the database
 * fails the record still shows, without its notice, and the log says so.
 */

/** Whether the page's button of `action` on a record of this amount must ask for a reason. */
export function isHeld(action: ApprovableAction, amount?: number | null): boolean {
  return needsApproval(approvalPolicy(), action, amount);
}

/** The live requests on one record, oldest first: one query. */
export async function pendingOn(target: JournalTarget): Promise<ApprovalRequest[]> {
  try {
    return await (await approvalStore()).pending(target);
  } catch (error) {
    log('warn', 'approval requests not read', { ...target, error: errorFields(error) });
    return [];
  }
}

export interface ApprovalQueue {
  toDecide: ApprovalRequest[];
  mine: ApprovalRequest[];
  closed: ApprovalRequest[];
}

/** The « À approuver » page: what the viewer may decide, what they asked, what was decided lately. */
export async function approvalQueue(session: Session, closedLimit = 50): Promise<ApprovalQueue> {
  const store = await approvalStore();
  await sweepExpired(store);
  const [pending, closed] = await Promise.all([store.pending(), store.closed(closedLimit)]);
  const visible = (request: ApprovalRequest) =>
    request.requester.id === session.user.id || mayDecide(session.user, request);
  return {
    toDecide: pending.filter((request) => mayDecide(session.user, request)),
    mine: pending.filter((request) => request.requester.id === session.user.id),
    closed: closed.filter(visible),
  };
}

/** Home's count and first few: the live requests the viewer may decide, in one query. */
export async function toDecide(session: Session): Promise<ApprovalRequest[]> {
  try {
    const pending = await (await approvalStore()).pending();
    return pending.filter((request) => mayDecide(session.user, request));
  } catch (error) {
    log('warn', 'approval requests not read', { error: errorFields(error) });
    return [];
  }
}
