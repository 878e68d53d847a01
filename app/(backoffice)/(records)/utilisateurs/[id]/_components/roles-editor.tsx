'use client';

import { useRouter } from 'next/navigation';
import { ConflictAlert } from '@/components/forms/conflict-alert';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, Fieldset, Textarea } from '@/components/ui/field';
import { APPROVAL_MESSAGES as A } from '@/lib/approvals/messages';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/domain/roles';
import { USER_RULE_REASONS } from '@/lib/users/messages';
import { replaceStaffRolesAction } from '../actions';

const rolesFormSchema = () => import('../schema').then((form) => form.rolesFormSchema);

export interface RolesEditorProps {
  id: string;
  /** The version of the credentials the page read (lib/changes). */
  version: string;
  roles: Role[];
  /** The signed-in staff member's roles: the only ones they may add. */
  grantable: readonly Role[];
  /** Why this staff member may not change these roles at all (their own account). */
  disabledReason: string | null;
  /** Changing roles waits for a second person (lib/approvals): the form asks why. */
  held?: boolean;
}

/**
 * Replaces a staff member's roles; at least one must stay checked. A role the signed-in staff
 * member does not hold can be removed but not added (the server action re-checks it).
 */
export function RolesEditor({
  id,
  version,
  roles,
  grantable,
  disabledReason,
  held = false,
}: RolesEditorProps) {
  const router = useRouter();
  const { form, submit, conflict } = useActionForm({
    schema: rolesFormSchema,
    defaultValues: { id, roles },
    action: (values) => replaceStaffRolesAction({ ...values, version }),
    // "At least one role" shows as soon as the last box is unchecked.
    mode: 'onChange',
    onSuccess: (values) => {
      // A held change is only asked for: the roles stay as they are until it is approved.
      form.reset(held ? { id, roles } : values);
      router.refresh();
    },
  });
  const {
    register,
    formState: { errors, isDirty, isValid, isSubmitting },
  } = form;

  return (
    <form onSubmit={submit} noValidate aria-label="Rôles de l'utilisateur" className="flex flex-col gap-4">
      <Fieldset
        legend="Rôles"
        hint={disabledReason ?? USER_RULE_REASONS.grantableRoles}
        error={errors.roles?.message ?? errors.roles?.root?.message}
      >
        {/* As many columns as fit a role code whole ("MANAGER_BD_CCO"). */}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2">
          {ROLES.map((role) => (
            <Checkbox
              key={role}
              label={ROLE_LABELS[role]}
              value={role}
              disabled={disabledReason !== null || (!grantable.includes(role) && !roles.includes(role))}
              {...register('roles')}
            />
          ))}
        </div>
      </Fieldset>
      {held ? (
        <Field label={A.reasonLabel} hint={A.reasonHint} error={errors.approvalReason?.message} required>
          <Textarea maxLength={1000} {...register('approvalReason')} />
        </Field>
      ) : null}
      {conflict ? <ConflictAlert {...conflict} /> : null}
      <div>
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={disabledReason !== null || !isDirty || !isValid}
        >
          {held ? A.askLabel : 'Enregistrer les rôles'}
        </Button>
      </div>
    </form>
  );
}
