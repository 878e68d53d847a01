'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import { pathFor } from '@/lib/access';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { Notice } from '@/components/ui/notice';
import { PUBLIC_LABELS } from '@/lib/auth/messages';
import type { LoginValues } from '../../_lib/schemas';
import { signInAction } from '../actions';
import type { DemoAccounts } from '../demo-accounts';
import { DemoAccountsBox } from './demo-accounts-box';

export interface LoginFormProps {
  /** The staff e-mail domain (server configuration). */
  domain: string;
  /** The validated `redirect` parameter; the action validates it again. */
  redirectTo: string | null;
  /** Why the user landed here (session expired…), from the `motif` parameter. */
  notice: string | null;
  /** Only when the app runs against the fake gateway. */
  demo: DemoAccounts | null;
}

export function LoginForm({ domain, redirectTo, notice, demo }: LoginFormProps) {
  const resolver = useMemo(
    () => lazyZodResolver(() => import('../../_lib/schemas').then((schemas) => schemas.loginSchema(domain))),
    [domain],
  );
  const form = useForm<LoginValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, resetField, setError, setFocus, setValue, formState } = form;
  const { errors, touchedFields, isSubmitted, isSubmitting, isValid, isDirty } = formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // A success does not come back: the action redirects to the page asked for, or home.
    const result = await signInAction(values, redirectTo);
    if (result.ok) return;
    notifyResult(result);
    setFailure(result.message);
    resetField('password');
    applyFieldErrors(result.fieldErrors, setError, ['email', 'password']);
    setFocus('password');
  });

  const pickDemoAccount = (email: string) => {
    setValue('email', email, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setFocus('password');
  };

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 empty:hidden">
        {notice ? (
          <Notice tone="warning" role="status">
            {notice}
          </Notice>
        ) : null}
        {failure ? (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        ) : null}
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Connexion">
        <Field
          label={PUBLIC_LABELS.email}
          required
          error={errors.email?.message}
          touched={touchedFields.email || isSubmitted}
        >
          {/* No autoFocus: leaving a field the user never chose would show its error and shift the
              link below under the pointer, losing the click. */}
          <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
        </Field>
        <Field
          label={PUBLIC_LABELS.password}
          required
          error={errors.password?.message}
          touched={touchedFields.password || isSubmitted}
        >
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
          <Link href={pathFor('forgotPassword')} className="text-sm text-brand-700 hover:underline">
            {PUBLIC_LABELS.forgotPassword}
          </Link>
          <Button type="submit" loading={isSubmitting} disabled={!isValid || !isDirty}>
            {PUBLIC_LABELS.signIn}
          </Button>
        </div>
      </form>
      {demo ? <DemoAccountsBox demo={demo} onPick={pickDemoAccount} /> : null}
    </>
  );
}
