import type { ActionField } from '@/components/actions/action-button';
import { ActionButton } from '@/components/actions/action-button-after-load';
import { Notice } from '@/components/ui/notice';
import type { Session } from '@/lib/auth/session';
import { requestedActionLabel } from '@/lib/approvals/labels';
import { APPROVAL_MESSAGES as M } from '@/lib/approvals/messages';
import { pendingOn } from '@/lib/approvals/read';
import { mayDecide } from '@/lib/approvals/rules';
import type { ApprovalRequest } from '@/lib/approvals/types';
import { formatDateTime } from '@/lib/domain/dates';
import { formatEuros } from '@/lib/domain/money';
import type { JournalTarget } from '@/lib/journal/types';
import { approveRequestAction, cancelRequestAction, rejectRequestAction } from '../a-approuver/actions';

const comment = (required: boolean): ActionField => ({
  kind: 'textarea',
  name: 'comment',
  label: M.commentLabel,
  required,
  maxLength: 1000,
  requiredMessage: M.commentRequired,
});

/** « Approuver », « Rejeter » for who may decide, « Annuler la demande » for its requester. */
export function ApprovalDecisions({ request, session }: { request: ApprovalRequest; session: Session }) {
  const payload = { id: request.id, recordType: request.target.type, recordId: request.target.id };
  const decides = mayDecide(session.user, request);
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton
        label={M.approve}
        allowed={decides}
        action={approveRequestAction}
        payload={payload}
        confirm={{ title: M.approveTitle, description: M.approveDescription, confirmLabel: M.approve }}
        fields={[comment(false)]}
        variant="primary"
        size="sm"
      />
      <ActionButton
        label={M.reject}
        allowed={decides}
        action={rejectRequestAction}
        payload={payload}
        confirm={{
          title: M.rejectTitle,
          description: M.rejectDescription,
          confirmLabel: M.reject,
          tone: 'danger',
        }}
        fields={[comment(true)]}
        size="sm"
      />
      <ActionButton
        label={M.cancel}
        allowed={request.requester.id === session.user.id}
        action={cancelRequestAction}
        payload={payload}
        confirm={{ title: M.cancelTitle, description: M.cancelDescription, confirmLabel: M.cancel }}
        size="sm"
      />
    </div>
  );
}

/** What the request asks for, for how much, by whom and until when. */
export function requestSummary(request: ApprovalRequest): string {
  const amount = request.amount === null ? '' : ` — ${M.amount(formatEuros(request.amount))}`;
  return `${requestedActionLabel(request.action)}${amount}`;
}

/**
 * The pending requests on a record, before its actions: what, who asked, when, why and until
 * when, with the decisions the viewer may take. One database query.
 */
export async function ApprovalNotice({
  target,
  session,
  read,
}: {
  target: JournalTarget;
  session: Session;
  /** The requests when the page read them already (to disable the actions that wait). */
  read?: ApprovalRequest[];
}) {
  const requests = read ?? (await pendingOn(target));
  if (requests.length === 0) return null;
  return (
    <div className="mb-4 flex flex-col gap-3" data-testid="approval-notice">
      {requests.map((request) => (
        <div key={request.id} className="flex flex-col gap-2">
          <Notice tone="warning" role="status">
            <strong>{M.noticeTitle}</strong> : {requestSummary(request)}
            <br />
            {M.askedBy(request.requester.name, formatDateTime(request.requestedAt))} —{' '}
            {M.expiresAt(formatDateTime(request.expiresAt))}
            <br />
            {M.reason} : « {request.reason} »
          </Notice>
          <ApprovalDecisions request={request} session={session} />
        </div>
      ))}
    </div>
  );
}
