'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import { changeMyPassword } from '../actions';
import { changePasswordSchema, type ChangePasswordInput, type ChangePasswordValues } from '../account-forms';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';

const EMPTY: ChangePasswordInput = { oldPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordForm() {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, touchedFields, isValid, isDirty, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await changeMyPassword(values);
    notifyResult(result);
    if (result.ok) reset(EMPTY);
    else applyFieldErrors(result.fieldErrors, setError);
    if (result.redirectTo) router.push(result.redirectTo);
  });

  return (
    <form
      onSubmit={onSubmit}
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
