'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox, Fieldset } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/domain/roles';
import { replaceStaffRoles } from '../actions';
import { rolesFormSchema, type RolesFormValues } from '../roles-form';

/** Replaces a staff member's roles; at least one must stay checked. */
export function RolesEditor({ id, roles }: { id: string; roles: Role[] }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isValid, isSubmitting },
  } = useForm<RolesFormValues>({
    resolver: zodResolver(rolesFormSchema),
    mode: 'onChange',
    defaultValues: { id, roles },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await replaceStaffRoles(values);
    notifyResult(result);
    if (result.redirectTo) {
      router.push(result.redirectTo);
      return;
    }
    if (result.ok) {
      reset(values);
      router.refresh();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Rôles de l'utilisateur" className="flex flex-col gap-4">
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
