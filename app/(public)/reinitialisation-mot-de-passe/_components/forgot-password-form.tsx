'use client';

import { useMemo, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { Notice } from '@/components/ui/notice';
import { LOGIN_PATH } from '@/lib/access/routes';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';
import { PublicFormFooter, PublicNotices, StaffEmailField } from '../../_components/public-form';
import { requestPasswordResetAction } from '../actions';

export function ForgotPasswordForm({ domain }: { domain: string }) {
  const schema = useMemo(
    () => () => import('../schema').then((m) => m.forgotPasswordSchema(domain)),
    [domain],
  );
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, failure } = useActionForm({
    public: true,
    schema,
    defaultValues: { email: '' },
    action: requestPasswordResetAction,
    onSuccess: (_values, result) => {
      setSent(result.message ?? null);
      form.reset();
    },
  });
  const { register, formState } = form;
  const { errors, touchedFields, isSubmitted } = formState;

  return (
    <>
      <PublicNotices failure={failure}>
        {sent ? (
          <Notice tone="success" role="status">
            {sent}
          </Notice>
        ) : null}
      </PublicNotices>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Mot de passe oublié">
        <StaffEmailField
          registration={register('email')}
          error={errors.email?.message}
          touched={touchedFields.email || isSubmitted}
        />
        <PublicFormFooter
          link={{ href: LOGIN_PATH, label: PUBLIC_LABELS.backToLogin }}
          submitLabel={PUBLIC_LABELS.send}
          formState={formState}
        />
      </form>
    </>
  );
}
