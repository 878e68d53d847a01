import { ActionButton, type ServerAction } from '@/components/actions/action-button';
import { deactivationReason, type UserAccountStatus } from '@/lib/domain/enums';
import { USER_ACTION_MESSAGES as M } from '../_lib/messages';
import { deactivateBlocker, reactivateBlocker, releaseEmailBlocker } from '../_lib/user-rules';

export interface AccountLifecycleActionsProps {
  id: string;
  status: UserAccountStatus;
  allowed: boolean;
  /** Why anonymisation is refused; it depends on accounts only the user view knows. */
  anonymiseBlocker: string | null;
  actions: { deactivate: ServerAction; reactivate: ServerAction; anonymise: ServerAction };
  /** Staff accounts only; its own access, as a user view may show a staff account. */
  releaseEmail?: { action: ServerAction; allowed: boolean };
  /** What deactivating and reactivating mean for this kind of account, said in the confirmation. */
  consequences: { deactivate: string; reactivate: string };
}

/**
 * Deactivate, reactivate, anonymise and release the e-mail (SPEC §4): the same buttons, rules and
 * confirmations on the user view and on the staff credentials view.
 */
export function AccountLifecycleActions({
  id,
  status,
  allowed,
  anonymiseBlocker,
  actions,
  releaseEmail,
  consequences,
}: AccountLifecycleActionsProps) {
  const payload = { id };
  return (
    <>
      <ActionButton
        label="Désactiver"
        variant="danger"
        allowed={allowed}
        disabledReason={deactivateBlocker(status)}
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
        allowed={allowed}
        disabledReason={reactivateBlocker(status)}
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
        allowed={allowed}
        disabledReason={anonymiseBlocker}
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
          allowed={releaseEmail.allowed}
          disabledReason={releaseEmailBlocker(status)}
          action={releaseEmail.action}
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
