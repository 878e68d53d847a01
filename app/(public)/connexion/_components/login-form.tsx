'use client';

import { useMemo } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { Field, Input } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { pathFor } from '@/lib/access/paths';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';
import { PublicFormFooter, PublicNotices, StaffEmailField } from '../../_components/public-form';
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
  const schema = useMemo(
    () => () => import('@/lib/domain/rules/sign-in').then((m) => m.loginSchema(domain)),
    [domain],
  );
  const { form, submit, failure } = useActionForm({
    public: true,
    schema,
    defaultValues: { email: '', password: '' },
    // A success does not come back: the action redirects to the page asked for, or home.
    action: (values) => signInAction({ ...values, redirect: redirectTo }),
    onFailure: () => {
      form.resetField('password');
      form.setFocus('password');
    },
  });
  const { register, setFocus, setValue, formState } = form;
  const { errors, touchedFields, isSubmitted } = formState;

  const pickDemoAccount = (email: string) => {
    setValue('email', email, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setFocus('password');
  };

  return (
    <>
      <PublicNotices failure={failure}>
        {notice ? (
          <Notice tone="warning" role="status">
            {notice}
          </Notice>
        ) : null}
      </PublicNotices>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Connexion">
        <StaffEmailField
          registration={register('email')}
          error={errors.email?.message}
          touched={touchedFields.email || isSubmitted}
        />
        <Field
          label={PUBLIC_LABELS.password}
          required
          error={errors.password?.message}
          touched={touchedFields.password || isSubmitted}
        >
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <PublicFormFooter
          link={{ href: pathFor('forgotPassword'), label: PUBLIC_LABELS.forgotPassword }}
          submitLabel={PUBLIC_LABELS.signIn}
          formState={formState}
        />
      </form>
      {demo ? <DemoAccountsBox demo={demo} onPick={pickDemoAccount} /> : null}
    </>
  );
}
