import { ActionBar } from '@/components/actions/action-bar';
import { ActionButton } from '@/components/actions/action-button';
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
import { USER_ACTION_MESSAGES as M } from '@/app/(backoffice)/_lib/messages';
import { AccountLifecycleActions } from '@/app/(backoffice)/_components/account-lifecycle-actions';
import { StartDiscussionButton } from '@/app/(backoffice)/_components/start-discussion-button';
import { SyncButton } from '@/app/(backoffice)/_components/sync-button';
import { actionOnUser, anonymiseBlocker, USER_RULE_REASONS } from '@/app/(backoffice)/_lib/user-rules';

export interface UserActionsProps {
  user: User;
  state: UserState;
  roles: readonly Role[];
  /** The signed-in staff member. */
  meId: string;
}

/**
 * The actions of the user view, each shown when the role table lets this staff member run it on
 * this user, and disabled with its reason.
 */
export function UserActions({ user, state, roles, meId }: UserActionsProps) {
  const actor = { id: meId, roles };
  const target = { kind: targetKindOf(user.type), id: user.id };
  const ppAccount = user.type === 'LMSG' ? null : (user.ppAccount ?? null);
  const status = user.userAccountStatus;
  return (
    <ActionBar label="Actions sur l'utilisateur">
      <AccountLifecycleActions
        actor={actor}
        target={target}
        status={status}
        anonymiseBlocker={anonymiseBlocker({
          userStatus: status,
          ppStatus: state.ppAccountState?.status,
          saStatus: state.saAccountState?.status,
        })}
        actions={{
          deactivate: deactivateUserAction,
          reactivate: reactivateUserAction,
          anonymise: anonymiseUserAction,
        }}
        releaseEmail={user.type === 'LMSG' ? releaseUserEmailAction : undefined}
        consequences={{
          deactivate:
            "L'utilisateur ne pourra plus se connecter et ses comptes professionnels seront résiliés (suspendus pour des congés ou un planning complet).",
          reactivate:
            "L'utilisateur pourra de nouveau se connecter ; un compte résilié devra refaire son inscription.",
        }}
      />
      {ppAccount ? (
        <>
          <ActionButton
            label="Associer le compte"
            {...actionOnUser(
              actor,
              'associatePpAccount',
              target,
              ppAccount.associatedAccount ? USER_RULE_REASONS.associate : null,
            )}
            action={associateAccountAction}
            payload={{ ppAccountId: ppAccount.id, userId: user.id }}
            textField={{
              name: 'account',
              label: 'RID du professionnel ou identifiant du compte',
              hint: 'Par exemple C1234.',
              requiredMessage: M.accountRequired,
            }}
            confirm={{
              title: 'Associer le compte ?',
              description: 'Le compte de cet utilisateur sera associé au compte professionnel indiqué.',
              confirmLabel: 'Associer',
            }}
          />
          <ActionButton
            label="Dissocier le compte"
            {...actionOnUser(
              actor,
              'associatePpAccount',
              target,
              ppAccount.associatedAccount ? null : USER_RULE_REASONS.dissociate,
            )}
            action={dissociateAccountAction}
            payload={{ ppAccountId: ppAccount.id, userId: user.id }}
            confirm={{
              title: 'Dissocier le compte ?',
              description: 'Le lien entre ce compte et le compte associé sera supprimé.',
              confirmLabel: 'Dissocier',
              tone: 'danger',
            }}
          />
        </>
      ) : null}
      <StartDiscussionButton user={user} roles={roles} meId={meId} />
      <SyncButton type="USER" id={user.id} roles={roles} />
    </ActionBar>
  );
}
