'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@/components/ui/field';
import { ALLOWED_UPLOAD_ACCEPT } from '@/lib/domain/constants';

export const FILE_HINT = 'PDF, JPEG, PNG ou WebP, moins de 10 Mo.';

export interface FileFieldProps {
  label: string;
  /** The file input registered with react-hook-form (`form.register('file')`). */
  registration: UseFormRegisterReturn;
  error?: string;
}

/** One required file of SPEC §5's types, registered with a react-hook-form form. */
export function FileField({ label, registration, error }: FileFieldProps) {
  return (
    <Field label={label} hint={FILE_HINT} required error={error}>
      <Input
        type="file"
        accept={ALLOWED_UPLOAD_ACCEPT}
        className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-2 file:py-0.5"
        {...registration}
      />
    </Field>
  );
}
