import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import { targetKindOf } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import type { User, UserState } from '@/lib/domain/schemas';
import {
  anonymiseUserAction,
  associateAccountAction,
  deactivateUserAction,
  dissociateAccountAction,
  reactivateUserAction,
  releaseUserEmailAction,
} from '../actions';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { accountLifecycleActions } from '@/app/(backoffice)/_components/account-lifecycle-actions';
import { startDiscussionBarAction } from '@/app/(backoffice)/_components/start-discussion-button';
import { syncBarAction } from '@/app/(backoffice)/_components/sync-button';
import { USER_RULE_REASONS } from '@/lib/users/messages';
import { actionOnUser, anonymiseBlocker } from '@/lib/users/rules';

export interface UserActionsProps {
  user: User;
  state: UserState;
  roles: readonly Role[];
  /** The signed-in staff member. */
  meId: string;
  /** Anonymising waits for a second person (lib/approvals). */
  anonymiseHeld?: boolean;
  /** The version of the user the page read (lib/changes). */
  version: string;
}

/** What deactivating and reactivating mean, by the kind of account: a particulier has no professional account. */
const CONSEQUENCES: Partial<Record<User['type'], { deactivate: string; reactivate: string }>> = {
  PROFESSIONAL: {
    deactivate:
      "L'utilisateur ne pourra plus se connecter et ses comptes professionnels seront résiliés (suspendus pour des congés ou un planning complet).",
    reactivate:
      "L'utilisateur pourra de nouveau se connecter ; un compte résilié devra refaire son inscription.",
  },
  PARTICULAR: {
    deactivate: "L'utilisateur ne pourra plus se connecter à son espace ni suivre ses projets.",
    reactivate: "L'utilisateur pourra de nouveau se connecter à son espace.",
  },
  LMSG: {
    deactivate: "L'utilisateur ne pourra plus se connecter au back-office.",
    reactivate: "L'utilisateur pourra de nouveau se connecter au back-office.",
  },
};

/** For a kind of account the gateway added since: only what is true of every account. */
const ANY_ACCOUNT = {
  deactivate: "L'utilisateur ne pourra plus se connecter.",
  reactivate: "L'utilisateur pourra de nouveau se connecter.",
};

/**
 * The actions of the user view, each shown when the role table lets this staff member run it on
 * this user, in the order of the action bar.
 */
export function UserActions({ user, state, roles, meId, anonymiseHeld, version }: UserActionsProps) {
  const actor = { id: meId, roles };
  const target = { kind: targetKindOf(user.type), id: user.id };
  const ppAccount = user.type === 'LMSG' ? null : (user.ppAccount ?? null);
  const status = user.userAccountStatus;
  const payload = ppAccount ? { ppAccountId: ppAccount.id, userId: user.id, version } : {};
  const associated = Boolean(ppAccount?.associatedAccount);
  return (
    <ActionBar
      label="Actions sur l'utilisateur"
      actions={[
        ...accountLifecycleActions({
          actor,
          target,
          userType: user.type,
          status,
          anonymiseBlocker: anonymiseBlocker({
            userStatus: status,
            ppStatus: state.ppAccountState?.status,
            saStatus: state.saAccountState?.status,
          }),
          actions: {
            deactivate: deactivateUserAction,
            reactivate: reactivateUserAction,
            anonymise: anonymiseUserAction,
          },
          releaseEmail: user.type === 'LMSG' ? releaseUserEmailAction : undefined,
          consequences: CONSEQUENCES[user.type] ?? ANY_ACCOUNT,
          anonymiseHeld,
          version,
        }),
        ...(ppAccount
          ? [
              buttonAction('associateAccount', {
                label: 'Associer le compte',
                ...actionOnUser(
                  actor,
                  'associatePpAccount',
                  target,
                  associated ? USER_RULE_REASONS.associate : null,
                ),
                action: associateAccountAction,
                payload,
                textField: {
                  name: 'account',
                  label: 'RID du professionnel ou identifiant du compte',
                  hint: 'Par exemple C1234.',
                  requiredMessage: M.accountRequired,
                },
                confirm: {
                  title: 'Associer le compte ?',
                  description: 'Le compte de cet utilisateur sera associé au compte professionnel indiqué.',
                  confirmLabel: 'Associer',
                },
              }),
              buttonAction('dissociateAccount', {
                label: 'Dissocier le compte',
                ...actionOnUser(
                  actor,
                  'associatePpAccount',
                  target,
                  associated ? null : USER_RULE_REASONS.dissociate,
                ),
                action: dissociateAccountAction,
                payload,
                confirm: {
                  title: 'Dissocier le compte ?',
                  description: 'Le lien entre ce compte et le compte associé sera supprimé.',
                  confirmLabel: 'Dissocier',
                  tone: 'danger',
                },
              }),
            ]
          : []),
        startDiscussionBarAction({ user, roles, meId }),
        syncBarAction({ type: 'USER', id: user.id, roles }),
      ]}
    />
  );
}
