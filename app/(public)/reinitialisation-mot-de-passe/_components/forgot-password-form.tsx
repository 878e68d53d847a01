'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import { LOGIN_PATH } from '@/lib/access';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { Notice } from '@/components/ui/notice';
import { PUBLIC_LABELS } from '@/lib/auth/messages';
import type { ForgotPasswordValues } from '../../_lib/schemas';
import { requestPasswordResetAction } from '../actions';

export function ForgotPasswordForm({ domain }: { domain: string }) {
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../../_lib/schemas').then((schemas) => schemas.forgotPasswordSchema(domain)),
      ),
    [domain],
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<ForgotPasswordValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, touchedFields, isSubmitted, isSubmitting, isValid, isDirty } = formState;
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await requestPasswordResetAction(values);
    notifyResult(result);
    if (result.ok) {
      setSent(result.message ?? null);
      reset();
      return;
    }
    setFailure(result.message);
    applyFieldErrors(result.fieldErrors, setError, ['email']);
  });

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 empty:hidden">
        {sent ? (
          <Notice tone="success" role="status">
            {sent}
          </Notice>
        ) : null}
        {failure ? (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        ) : null}
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Mot de passe oublié">
        <Field
          label={PUBLIC_LABELS.email}
          required
          error={errors.email?.message}
          touched={touchedFields.email || isSubmitted}
        >
          <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
          <Link href={LOGIN_PATH} className="text-sm text-brand-700 hover:underline">
            {PUBLIC_LABELS.backToLogin}
          </Link>
          <Button type="submit" loading={isSubmitting} disabled={!isValid || !isDirty}>
            {PUBLIC_LABELS.send}
          </Button>
        </div>
      </form>
    </>
  );
}
