/**
 * SPEC §4 rules of the user actions, as the reason a staff user reads when the state forbids one
 * (null: allowed), and the role table's rule on targets as the buttons show it. Pure, so the page
 * and the tests share them; the server actions and the gateway re-check every rule.
 */
import { targetRefusal, type ActionId, type ActionTarget, type Actor } from '@/lib/access';
import { professionalAccountStatus, userAccountStatus } from '@/lib/domain/enums';
import type { ProfessionalAccountStatus, UserAccountStatus } from '@/lib/domain/enums';
import { USER_RULE_REASONS } from './messages';

const DEACTIVATABLE: readonly UserAccountStatus[] = ['NEW', 'PENDING_ACTIVATION', 'ACTIVE'];
const ANONYMISABLE_ACCOUNT: readonly ProfessionalAccountStatus[] = ['UNREGISTERED', 'TERMINATED'];

/**
 * How a user action shows to this staff member on this user (`canActOn` of the role table):
 * hidden when the role table refuses it, disabled with its reason on their own account, else
 * disabled only by the state's own rule (`blocker`).
 */
export function actionOnUser(
  actor: Actor,
  action: ActionId,
  target: ActionTarget,
  blocker: string | null = null,
): { allowed: boolean; disabledReason: string | null } {
  const refusal = targetRefusal(actor, action, target);
  return {
    allowed: refusal !== 'role',
    disabledReason: refusal === 'self' ? USER_RULE_REASONS.ownAccount : blocker,
  };
}

/** A status's label inside a sentence: "… est en attente d'activation". */
function named(label: string): string {
  return label.charAt(0).toLocaleLowerCase('fr') + label.slice(1);
}

export function deactivateBlocker(status: UserAccountStatus): string | null {
  return DEACTIVATABLE.includes(status) ? null : USER_RULE_REASONS.deactivate;
}

export function reactivateBlocker(status: UserAccountStatus): string | null {
  return status === 'INACTIVE' ? null : USER_RULE_REASONS.reactivate;
}

export function releaseEmailBlocker(status: UserAccountStatus): string | null {
  return status === 'INACTIVE' || status === 'CLOSED' ? null : USER_RULE_REASONS.releaseEmail;
}

export interface AnonymisationState {
  userStatus: UserAccountStatus;
  /** The private/professional account (ppAccountState), when the user has one. */
  ppStatus?: ProfessionalAccountStatus | null;
  /** The sa account (saAccountState), when the user has one. */
  saStatus?: ProfessionalAccountStatus | null;
}

/**
 * SPEC §4: an INACTIVE user may be anonymised when the user is INACTIVE and the private and
 * professional accounts are UNREGISTERED or TERMINATED. The reason names the first blocking state.
 */
export function anonymiseBlocker({ userStatus, ppStatus, saStatus }: AnonymisationState): string | null {
  const prefix = 'Anonymisation impossible : ';
  if (userStatus !== 'INACTIVE')
    return `${prefix}le compte utilisateur est ${named(userAccountStatus.label(userStatus))}.`;
  if (ppStatus && !ANONYMISABLE_ACCOUNT.includes(ppStatus))
    return `${prefix}le compte professionnel est ${named(professionalAccountStatus.label(ppStatus))}.`;
  if (saStatus && !ANONYMISABLE_ACCOUNT.includes(saStatus))
    return `${prefix}le compte SA est ${named(professionalAccountStatus.label(saStatus))}.`;
  return null;
}
