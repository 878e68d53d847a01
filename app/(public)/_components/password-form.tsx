'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import { LOGIN_PATH } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { PUBLIC_LABELS } from '@/lib/auth/messages';
import type { PasswordFormValues } from '../_lib/schemas';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { Notice } from '@/components/ui/notice';

export interface PasswordFormProps {
  /** The token of the link, handed back to the action. */
  token: string;
  /** The account the link was sent for, as the gateway told. */
  email: string;
  /** The gateway asks for the code it sent by SMS. */
  codeRequired: boolean;
  submitLabel: string;
  action: (token: string, values: unknown) => Promise<ActionResult>;
}

const PASSWORD_HINT = '8 caractères minimum, dont un chiffre, une minuscule et une majuscule.';

/** Chooses a password from an e-mailed link: the creation and the reset screens share it. */
export function PasswordForm({ token, email, codeRequired, submitLabel, action }: PasswordFormProps) {
  const router = useRouter();
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../_lib/schemas').then((schemas) => schemas.passwordFormSchema({ codeRequired })),
      ),
    [codeRequired],
  );
  const { register, handleSubmit, setError, formState } = useForm<PasswordFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      password: '',
      passwordConfirmation: '',
      ...(codeRequired ? { authenticationCode: '' } : {}),
    },
  });
  const { errors, touchedFields, isSubmitted, isSubmitting, isValid, isDirty } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const shown = (field: keyof PasswordFormValues) => Boolean(touchedFields[field]) || isSubmitted;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await action(token, values);
    // The toast outlives the navigation: the login page shows it.
    notifyResult(result);
    if (result.ok) {
      setDone(true);
      router.push(result.redirectTo ?? LOGIN_PATH);
      return;
    }
    setFailure(result.message);
    applyFieldErrors(result.fieldErrors, setError, [
      'password',
      'passwordConfirmation',
      'authenticationCode',
    ]);
  });

  return (
    <>
      {failure ? (
        <Notice tone="danger" role="alert" className="mb-4">
          {failure}
        </Notice>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={submitLabel}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <p className="text-sm text-fg-muted">
          Compte : <span className="font-medium text-fg">{email}</span>
        </p>
        <Field
          label={PUBLIC_LABELS.newPassword}
          required
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          touched={shown('password')}
        >
          <Input
            type="password"
            autoComplete="new-password"
            // The confirmation is checked against this field, so it follows its changes.
            {...register('password', { deps: ['passwordConfirmation'] })}
          />
        </Field>
        <Field
          label={PUBLIC_LABELS.passwordConfirmation}
          required
          error={errors.passwordConfirmation?.message}
          touched={shown('passwordConfirmation')}
        >
          <Input type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
        </Field>
        {codeRequired ? (
          <Field
            label={PUBLIC_LABELS.authenticationCode}
            required
            hint="Le code reçu par SMS."
            error={errors.authenticationCode?.message}
            touched={shown('authenticationCode')}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" {...register('authenticationCode')} />
          </Field>
        ) : null}
        <div className="flex justify-end pt-1">
          <Button type="submit" loading={isSubmitting || done} disabled={!isValid || !isDirty}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
