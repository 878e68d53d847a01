import { ActionButton, type ServerAction } from '@/components/actions/action-button';
import type { ActionTarget, Actor } from '@/lib/access';
import { deactivationReason, type UserAccountStatus } from '@/lib/domain/enums';
import { USER_ACTION_MESSAGES as M } from '../_lib/messages';
import { actionOnUser, deactivateBlocker, reactivateBlocker, releaseEmailBlocker } from '../_lib/user-rules';

export interface AccountLifecycleActionsProps {
  /** The signed-in staff member. */
  actor: Actor;
  /** The user shown, as the gateway gave it: the role table decides which actions it may take. */
  target: ActionTarget & { id: string };
  status: UserAccountStatus;
  /** Why anonymisation is refused; it depends on accounts only the user view knows. */
  anonymiseBlocker: string | null;
  actions: { deactivate: ServerAction; reactivate: ServerAction; anonymise: ServerAction };
  /** Staff accounts only, as a user view may show a staff account. */
  releaseEmail?: ServerAction;
  /** What deactivating and reactivating mean for this kind of account, said in the confirmation. */
  consequences: { deactivate: string; reactivate: string };
}

/**
 * Deactivate, reactivate, anonymise and release the e-mail (SPEC §4): the same buttons, rules and
 * confirmations on the user view and on the staff credentials view.
 */
export function AccountLifecycleActions({
  actor,
  target,
  status,
  anonymiseBlocker,
  actions,
  releaseEmail,
  consequences,
}: AccountLifecycleActionsProps) {
  const payload = { id: target.id };
  return (
    <>
      <ActionButton
        label="Désactiver"
        variant="danger"
        {...actionOnUser(actor, 'deactivateUser', target, deactivateBlocker(status))}
        action={actions.deactivate}
        payload={payload}
        picker={{
          name: 'reason',
          label: 'Motif de désactivation',
          options: deactivationReason.options,
          requiredMessage: M.reasonRequired,
        }}
        confirm={{
          title: "Désactiver l'utilisateur ?",
          description: consequences.deactivate,
          confirmLabel: 'Désactiver',
          tone: 'danger',
        }}
      />
      <ActionButton
        label="Réactiver"
        {...actionOnUser(actor, 'reactivateUser', target, reactivateBlocker(status))}
        action={actions.reactivate}
        payload={payload}
        confirm={{
          title: "Réactiver l'utilisateur ?",
          description: consequences.reactivate,
          confirmLabel: 'Réactiver',
        }}
      />
      <ActionButton
        label="Anonymiser"
        variant="danger"
        {...actionOnUser(actor, 'anonymiseUser', target, anonymiseBlocker)}
        action={actions.anonymise}
        payload={payload}
        confirm={{
          title: "Anonymiser l'utilisateur ?",
          description:
            "Le nom, l'email et le téléphone de l'utilisateur seront effacés définitivement et le compte sera fermé. Cette action est irréversible.",
          confirmLabel: 'Anonymiser',
          tone: 'danger',
        }}
      />
      {releaseEmail ? (
        <ActionButton
          label="Libérer l'email"
          {...actionOnUser(actor, 'releaseEmail', target, releaseEmailBlocker(status))}
          action={releaseEmail}
          payload={payload}
          confirm={{
            title: "Libérer l'email ?",
            description: "L'adresse email sera libérée et pourra être utilisée par un autre compte.",
            confirmLabel: "Libérer l'email",
            tone: 'danger',
          }}
        />
      ) : null}
    </>
  );
}
