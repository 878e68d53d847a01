'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { fileNamesIn, useSessionExpiry } from '@/components/auth/reauth-dialog';
import { postActionForm } from '@/components/files/post-form';
import { notifyResult } from '@/components/ui/notify';
import type { ActionResult } from '@/lib/action-result';
import { applyFieldErrors } from './apply-field-errors';

export interface UploadFormOptions<I extends FieldValues, O> {
  /**
   * The shared zod rules over the form's raw values (texts as typed, the file input's FileList):
   * the route handler parses the same raw values with the same schema.
   */
  schema: z.ZodType<O, I>;
  defaultValues: DefaultValues<I>;
  /** The app's route handler: it takes the multipart body and answers an ActionResult as JSON. */
  url: string;
  /** After a success, before the answer's redirect is followed. */
  onSuccess?: (result: ActionResult<unknown> & { ok: true }) => void;
  /** When errors show: once a field is left (default), or as soon as it changes. */
  mode?: Mode;
}

export interface UploadForm<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** The form's onSubmit: validates, posts, shows the answer's toast and field messages, follows its redirect. */
  submit: ReturnType<UseFormReturn<I, unknown, O>['handleSubmit']>;
  /** The share of the body sent (0 to 1) while sending, null otherwise. */
  progress: number | null;
  sending: boolean;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * The raw values as multipart parts, one per field: a file input's files under its name, a text
 * as typed; an empty value is left out, as a form post would leave an empty file input.
 */
export function multipartOf(values: FieldValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (isBlob(value)) form.append(name, value);
    else if (typeof value === 'object' && typeof (value as ArrayLike<unknown>).length === 'number') {
      for (const item of Array.from(value as ArrayLike<unknown>)) {
        if (isBlob(item)) form.append(name, item);
        else if (item !== undefined && item !== null) form.append(name, String(item));
      }
    } else form.append(name, String(value));
  }
  return form;
}

/**
 * A react-hook-form form with a file, sent the way every upload of the back-office is: the shared
 * zod rules checked in the browser, then the raw values posted as multipart with XMLHttpRequest
 * (progress, SPEC §9's 5-minute timeout) to a route handler that checks them again. Its
 * ActionResult behaves as useActionForm's: the message as a toast, the field messages under the
 * fields, the `redirectTo` followed (the new record's view). A refusal leaves every value in place,
 * the chosen file included; so does an ended session, whose dialog signs in again and offers to
 * send the same form, the file still held in memory, again.
 */
export function useUploadForm<I extends FieldValues, O>({
  schema,
  defaultValues,
  url,
  onSuccess,
  mode = 'onTouched',
}: UploadFormOptions<I, O>): UploadForm<I, O> {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), mode, defaultValues });
  const submit: UploadForm<I, O>['submit'] = form.handleSubmit(async () => {
    setProgress(0);
    const values = form.getValues();
    let result: ActionResult<unknown>;
    try {
      result = await postActionForm(url, multipartOf(values), setProgress);
    } finally {
      setProgress(null);
    }
    if (sessionExpired(result, { resend: () => void submit(), files: fileNamesIn(values) })) return;
    notifyResult(result);
    if (result.ok) onSuccess?.(result);
    else applyFieldErrors(result.fieldErrors, form.setError);
    if (result.redirectTo) router.push(result.redirectTo);
    else if (result.ok) router.refresh();
  });
  return { form, submit, progress, sending: progress !== null };
}
