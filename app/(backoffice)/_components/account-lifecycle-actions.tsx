import type { BarAction } from '@/components/actions/action-bar';
import type { ServerAction } from '@/components/actions/action-button';
import { buttonAction } from '@/components/actions/button-action';
import type { ActionTarget, Actor } from '@/lib/access';
import {
  deactivationReasonOptions,
  REASONS_NEEDING_COMMENT,
  type UserAccountStatus,
  type UserType,
} from '@/lib/domain/enums';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { withApproval } from '@/lib/approvals/fields';
import { actionOnUser, deactivateBlocker, reactivateBlocker, releaseEmailBlocker } from '@/lib/users/rules';

export interface AccountLifecycleActionsProps {
  /** The signed-in staff member. */
  actor: Actor;
  /** The user shown, as the gateway gave it: the role table decides which actions it may take. */
  target: ActionTarget & { id: string };
  /** The user's type: which deactivation reasons apply to it. */
  userType: UserType;
  status: UserAccountStatus;
  /** Why anonymisation is refused; it depends on accounts only the user view knows. */
  anonymiseBlocker: string | null;
  actions: { deactivate: ServerAction; reactivate: ServerAction; anonymise: ServerAction };
  /** Staff accounts only, as a user view may show a staff account. */
  releaseEmail?: ServerAction;
  /** What deactivating and reactivating mean for this kind of account, said in the confirmation. */
  consequences: { deactivate: string; reactivate: string };
  /** Anonymising waits for a second person (lib/approvals): the confirmation asks why. */
  anonymiseHeld?: boolean;
  /** The version of the user the page read (lib/changes), sent back with every action. */
  version: string;
}

// The same limit as the server's (user-action-specs.ts), which imports server-only code.
const COMMENT_MAX = 1000;

/**
 * Deactivate, reactivate, anonymise and release the e-mail (SPEC §4): the same buttons, rules and
 * confirmations on the user view and on the staff credentials view, for their action bar.
 */
export function accountLifecycleActions({
  actor,
  target,
  userType,
  status,
  anonymiseBlocker,
  actions,
  releaseEmail,
  consequences,
  anonymiseHeld = false,
  version,
}: AccountLifecycleActionsProps): BarAction[] {
  const payload = { id: target.id, version };
  const bar: BarAction[] = [
    buttonAction('deactivateUser', {
      label: 'Désactiver',
      ...actionOnUser(actor, 'deactivateUser', target, deactivateBlocker(status)),
      action: actions.deactivate,
      payload,
      fields: [
        {
          kind: 'select',
          name: 'reason',
          label: 'Motif de désactivation',
          options: deactivationReasonOptions(userType),
          requiredMessage: M.reasonRequired,
        },
        {
          kind: 'textarea',
          name: 'comment',
          label: M.commentLabel,
          hint: M.commentHint,
          maxLength: COMMENT_MAX,
          requiredWhen: { name: 'reason', values: REASONS_NEEDING_COMMENT },
          requiredMessage: M.commentRequired,
        },
      ],
      confirm: {
        title: "Désactiver l'utilisateur ?",
        description: consequences.deactivate,
        confirmLabel: 'Désactiver',
        tone: 'danger',
      },
    }),
    buttonAction('reactivateUser', {
      label: 'Réactiver',
      ...actionOnUser(actor, 'reactivateUser', target, reactivateBlocker(status)),
      action: actions.reactivate,
      payload,
      confirm: {
        title: "Réactiver l'utilisateur ?",
        description: consequences.reactivate,
        confirmLabel: 'Réactiver',
      },
    }),
    buttonAction(
      'anonymiseUser',
      withApproval(anonymiseHeld, {
        label: 'Anonymiser',
        ...actionOnUser(actor, 'anonymiseUser', target, anonymiseBlocker),
        action: actions.anonymise,
        payload,
        confirm: {
          title: "Anonymiser l'utilisateur ?",
          description:
            "Le nom, l'email et le téléphone de l'utilisateur seront effacés définitivement et le compte sera fermé. Cette action est irréversible.",
          confirmLabel: 'Anonymiser',
          tone: 'danger',
        },
      }),
    ),
  ];
  if (releaseEmail) {
    bar.push(
      buttonAction('releaseEmail', {
        label: "Libérer l'email",
        ...actionOnUser(actor, 'releaseEmail', target, releaseEmailBlocker(status)),
        action: releaseEmail,
        payload,
        confirm: {
          title: "Libérer l'email ?",
          description: "L'adresse email sera libérée et pourra être utilisée par un autre compte.",
          confirmLabel: "Libérer l'email",
          tone: 'danger',
        },
      }),
    );
  }
  return bar;
}
