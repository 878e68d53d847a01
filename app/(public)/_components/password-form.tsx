'use client';

import { useMemo, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import type { ActionResult } from '@/lib/action-result';
import type { PasswordFormValues } from '@/lib/domain/rules/sign-in';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';
import { PublicNotices } from './public-form';

export interface PasswordFormProps {
  /** The token of the link, sent to the action with the values. */
  token: string;
  /** The account the link was sent for, as the gateway told. */
  email: string;
  /** The gateway asks for the code it sent by SMS. */
  codeRequired: boolean;
  submitLabel: string;
  action: (raw: unknown) => Promise<ActionResult>;
}

const PASSWORD_HINT = '8 caractères minimum, dont un chiffre, une minuscule et une majuscule.';

/** Chooses a password from an e-mailed link: the creation and the reset screens share it. */
export function PasswordForm({ token, email, codeRequired, submitLabel, action }: PasswordFormProps) {
  const schema = useMemo(
    () => () => import('@/lib/domain/rules/sign-in').then((m) => m.passwordFormSchema({ codeRequired })),
    [codeRequired],
  );
  const [done, setDone] = useState(false);
  const { form, submit, failure } = useActionForm({
    public: true,
    schema,
    defaultValues: {
      password: '',
      passwordConfirmation: '',
      ...(codeRequired ? { authenticationCode: '' } : {}),
    },
    action: (values) => action({ ...values, token }),
    // The toast outlives the navigation to the login page, which shows it.
    onSuccess: () => setDone(true),
  });
  const { register, formState } = form;
  const { errors, touchedFields, isSubmitted, isSubmitting, isValid, isDirty } = formState;
  const shown = (field: keyof PasswordFormValues) => Boolean(touchedFields[field]) || isSubmitted;

  return (
    <>
      <PublicNotices failure={failure} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={submitLabel}>
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
