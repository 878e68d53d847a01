import { ActionButton } from '@/components/actions/action-button-after-load';
import { canRunAction } from '@/lib/access';
import { issueStatus, type IssueStatus } from '@/lib/domain/enums/issue-status';
import type { Role } from '@/lib/domain/roles';
import { CLAIM_TEXTS } from '@/lib/queues/messages';
import { changeIssueStatusAction } from '../actions';

const T = CLAIM_TEXTS.issueStatus;

/** "Changer le statut": nouveau, en cours or traité, for the roles of the role table. */
export function IssueStatusAction({
  id,
  status,
  roles,
}: {
  id: string;
  status: IssueStatus;
  roles: readonly Role[];
}) {
  return (
    <ActionButton
      label={T.label}
      allowed={canRunAction(roles, 'changeIssueStatus')}
      action={changeIssueStatusAction}
      payload={{ id }}
      confirm={T}
      picker={{
        name: 'status',
        label: T.picker,
        requiredMessage: T.required,
        options: issueStatus.options.filter((option) => option.value !== status),
      }}
    />
  );
}
