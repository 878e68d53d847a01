import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import { canRunAction } from '@/lib/access';
import { versionToken } from '@/lib/changes/version';
import type { Role } from '@/lib/domain/roles';
import type { WorksAcceptance } from '@/lib/domain/schemas';
import { WORKS_ACCEPTANCE_MESSAGES as M } from '@/lib/contracts/messages';
import { worksAcceptanceBlockers } from '@/lib/contracts/rules';
import { cancelWorksAcceptanceAction, validateWorksAcceptanceAction } from '../actions';

/** Validate and cancel, for the roles of `editWorksAcceptance`, while the report is pending. */
export function WorksAcceptanceActions({
  acceptance,
  roles,
}: {
  acceptance: WorksAcceptance;
  roles: readonly Role[];
}) {
  const allowed = canRunAction(roles, 'editWorksAcceptance');
  if (!allowed) return null;
  const blockers = worksAcceptanceBlockers(acceptance.status);
  const payload = { id: acceptance.id, version: versionToken('worksAcceptance', acceptance) };
  return (
    <ActionBar
      label="Actions sur le PV de fin de chantier"
      className="mb-6"
      actions={[
        buttonAction('validateWorksAcceptance', {
          label: M.validateLabel,
          allowed,
          disabledReason: blockers.validate,
          action: validateWorksAcceptanceAction,
          payload,
          confirm: { title: M.validateTitle, description: M.validateDescription, confirmLabel: M.confirm },
        }),
        buttonAction('cancelWorksAcceptance', {
          label: M.cancelLabel,
          allowed,
          disabledReason: blockers.cancel,
          action: cancelWorksAcceptanceAction,
          payload,
          confirm: {
            title: M.cancelTitle,
            description: M.cancelDescription,
            confirmLabel: M.confirm,
            tone: 'danger',
          },
        }),
      ]}
    />
  );
}
