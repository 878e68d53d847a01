import 'server-only';
import type { SessionUser } from '@/lib/auth/session-cookie';
import { journalDraft } from '@/lib/journal/entry';
import { recordJournal } from '@/lib/journal/runtime';
import { JOURNAL_SUCCESS } from '@/lib/journal/types';
import type { JournalActionId } from '@/lib/journal/actions';
import { knownRoles } from '@/lib/domain/roles';
import { formatEuros } from '@/lib/domain/money';
import { requestedActionLabel } from './labels';
import type { ApprovalRequest } from './types';

/**
 * One journal entry of a request's life, on its record and carrying its id: what was asked (and
 * for how much) as details, the requester's reason or the decider's comment as reason.
 */
export async function journalRequest(
  user: SessionUser,
  request: ApprovalRequest,
  facts: {
    journalAction: Extract<
      JournalActionId,
      | 'requestApproval'
      | 'approveRequest'
      | 'rejectRequest'
      | 'cancelApprovalRequest'
      | 'expireApprovalRequest'
    >;
    reason?: string | null;
    outcome?: string;
    requestId?: string;
  },
): Promise<void> {
  const amount = request.amount === null ? '' : ` (${formatEuros(request.amount)})`;
  await recordJournal(
    journalDraft(user, {
      action: facts.journalAction,
      target: request.target,
      reason: facts.reason ?? null,
      details: `${requestedActionLabel(request.action)}${amount}`,
      outcome: facts.outcome ?? JOURNAL_SUCCESS,
      requestId: facts.requestId,
      approvalId: request.id,
    }),
  );
}

/** An expiry has no one who decided it: its entry is written in the name of the requester whose request lapsed. */
export function requesterAsUser(request: ApprovalRequest): SessionUser {
  const [firstName = '', ...rest] = request.requester.name.split(' ');
  return {
    id: request.requester.id,
    email: request.requester.email,
    firstName,
    lastName: rest.join(' '),
    roles: knownRoles(request.requester.roles),
  };
}
