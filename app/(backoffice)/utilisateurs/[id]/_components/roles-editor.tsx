'use client';

import { useRouter } from 'next/navigation';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Checkbox, Fieldset } from '@/components/ui/field';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/domain/roles';
import { replaceStaffRoles } from '../actions';

const rolesFormSchema = () => import('../roles-form').then((form) => form.rolesFormSchema);

/** Replaces a staff member's roles; at least one must stay checked. */
export function RolesEditor({ id, roles }: { id: string; roles: Role[] }) {
  const router = useRouter();
  const { form, submit } = useActionForm({
    schema: rolesFormSchema,
    defaultValues: { id, roles },
    action: replaceStaffRoles,
    // "At least one role" shows as soon as the last box is unchecked.
    mode: 'onChange',
    onSuccess: (values) => {
      form.reset(values);
      router.refresh();
    },
  });
  const {
    register,
    formState: { errors, isDirty, isValid, isSubmitting },
  } = form;

  return (
    <form onSubmit={submit} noValidate aria-label="Rôles de l'utilisateur" className="flex flex-col gap-4">
      <Fieldset legend="Rôles" error={errors.roles?.message ?? errors.roles?.root?.message}>
        <div className="grid gap-2 sm:grid-cols-3">
          {ROLES.map((role) => (
            <Checkbox key={role} label={ROLE_LABELS[role]} value={role} {...register('roles')} />
          ))}
        </div>
      </Fieldset>
      <div>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty || !isValid}>
          Enregistrer les rôles
        </Button>
      </div>
    </form>
  );
}
