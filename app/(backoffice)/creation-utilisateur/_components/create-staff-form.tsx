'use client';

import { useMemo, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, Fieldset, Input } from '@/components/ui/field';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/domain/roles';
import { USER_RULE_REASONS } from '@/lib/users/messages';
import { createStaffAction } from '../actions';

export const CREATE_STAFF_SUBMIT_LABEL = "Créer l'utilisateur";

/**
 * First and last name, group e-mail, mobile, SGID and at least one role (SPEC §5), among the
 * roles the signed-in staff member holds (`grantable`; the server action re-checks it).
 */
export function CreateStaffForm({ domain, grantable }: { domain: string; grantable: readonly Role[] }) {
  const schema = useMemo(
    () => () => import('../schema').then((form) => form.createStaffSchema(domain)),
    [domain],
  );
  // Once created, the button stays busy until the new account's page replaces the form.
  const [created, setCreated] = useState(false);
  const { form, submit } = useActionForm({
    schema,
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', sgid: '', roles: [] },
    action: createStaffAction,
    onSuccess: () => setCreated(true),
  });
  const {
    register,
    formState: { errors, touchedFields, isValid, isDirty, isSubmitting, isSubmitted },
  } = form;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Créer un utilisateur"
      className="flex max-w-2xl flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Prénom"
          required
          error={errors.firstName?.message}
          touched={touchedFields.firstName || isSubmitted}
        >
          <Input autoComplete="off" {...register('firstName')} />
        </Field>
        <Field
          label="Nom"
          required
          error={errors.lastName?.message}
          touched={touchedFields.lastName || isSubmitted}
        >
          <Input autoComplete="off" {...register('lastName')} />
        </Field>
        <Field
          label="Email"
          required
          hint={`Une adresse @${domain} ou @ext.${domain}.`}
          error={errors.email?.message}
          touched={touchedFields.email || isSubmitted}
        >
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field
          label="Téléphone mobile"
          required
          hint="06 ou 07, ou +33 / 0033 suivi de 6 ou 7."
          error={errors.phone?.message}
          touched={touchedFields.phone || isSubmitted}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
        </Field>
        <Field
          label="SGID"
          required
          hint="Une lettre majuscule suivie de 7 chiffres."
          error={errors.sgid?.message}
          touched={touchedFields.sgid || isSubmitted}
        >
          <Input autoComplete="off" {...register('sgid')} />
        </Field>
      </div>
      <Fieldset
        legend="Rôles"
        hint={USER_RULE_REASONS.grantableRoles}
        error={errors.roles?.message ?? errors.roles?.root?.message}
        touched={Boolean(touchedFields.roles) || isSubmitted}
      >
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ROLES.map((role) => (
            <Checkbox
              key={role}
              label={ROLE_LABELS[role]}
              value={role}
              disabled={!grantable.includes(role)}
              {...register('roles')}
            />
          ))}
        </div>
      </Fieldset>
      <div>
        <Button type="submit" loading={isSubmitting || created} disabled={!isValid || !isDirty}>
          {CREATE_STAFF_SUBMIT_LABEL}
        </Button>
      </div>
    </form>
  );
}
