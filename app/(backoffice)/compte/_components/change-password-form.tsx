'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { changeMyPasswordAction } from '../actions';
import type { ChangePasswordInput } from '../schema';

const changePasswordSchema = () => import('../schema').then((forms) => forms.changePasswordSchema);

const EMPTY: ChangePasswordInput = { oldPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordForm() {
  const { form, submit } = useActionForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
    action: changeMyPasswordAction,
    onSuccess: () => form.reset(EMPTY),
  });
  const {
    register,
    formState: { errors, touchedFields, isValid, isDirty, isSubmitting },
  } = form;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Modifier mon mot de passe"
      className="flex max-w-md flex-col gap-4"
    >
      <Field
        label="Mot de passe actuel"
        required
        error={errors.oldPassword?.message}
        touched={touchedFields.oldPassword}
      >
        <Input type="password" autoComplete="current-password" {...register('oldPassword')} />
      </Field>
      <Field
        label="Nouveau mot de passe"
        required
        hint="8 caractères minimum, dont un chiffre, une minuscule et une majuscule."
        error={errors.password?.message}
        touched={touchedFields.password}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...register('password', { deps: ['passwordConfirmation'] })}
        />
      </Field>
      <Field
        label="Confirmation du nouveau mot de passe"
        required
        error={errors.passwordConfirmation?.message}
        touched={touchedFields.passwordConfirmation}
      >
        <Input type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
      </Field>
      <div>
        <Button type="submit" loading={isSubmitting} disabled={!isValid || !isDirty}>
          Modifier le mot de passe
        </Button>
      </div>
    </form>
  );
}
