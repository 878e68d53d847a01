'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { FieldValues, FormState, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';

/*
 * The pieces the public forms (useActionForm's public mode) share: the notices above the form, the
 * staff e-mail field, and the last row with its link and its submit button.
 */

/** Why the visitor is here, what was sent and what was refused, above the form; nothing when none. */
export function PublicNotices({ failure, children }: { failure: string | null; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-col gap-3 empty:hidden">
      {children}
      {failure ? (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      ) : null}
    </div>
  );
}

export interface StaffEmailFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  touched: boolean | undefined;
}

export function StaffEmailField({ registration, error, touched }: StaffEmailFieldProps) {
  return (
    <Field label={PUBLIC_LABELS.email} required error={error} touched={touched}>
      {/* No autoFocus: leaving a field the user never chose would show its error and shift the
          link below under the pointer, losing the click. */}
      <Input type="email" autoComplete="username" inputMode="email" {...registration} />
    </Field>
  );
}

export interface PublicFormFooterProps {
  link: { href: string; label: string };
  submitLabel: string;
  formState: Pick<FormState<FieldValues>, 'isSubmitting' | 'isValid' | 'isDirty'>;
}

/** A link aside, and the submit button, enabled once every field is right and one was changed. */
export function PublicFormFooter({ link, submitLabel, formState }: PublicFormFooterProps) {
  const { isSubmitting, isValid, isDirty } = formState;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
      <Link href={link.href} className="text-sm text-brand-700 hover:underline">
        {link.label}
      </Link>
      <Button type="submit" loading={isSubmitting} disabled={!isValid || !isDirty}>
        {submitLabel}
      </Button>
    </div>
  );
}
