'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { DefaultValues, FieldValues, Mode, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { postActionForm } from '@/components/files/post-form';
import type { ActionResult } from '@/lib/action-result';
import { useActionForm } from './use-action-form';

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
 * useActionForm for a form with a file, sent the way every upload of the back-office is: the shared
 * zod rules checked in the browser, then the raw values posted as multipart with XMLHttpRequest
 * (progress, SPEC §9's 5-minute timeout) to a route handler that checks them again. The rest is
 * useActionForm's: the toast, the field messages, the `redirectTo` followed (the new record's view),
 * a refusal or an ended session leaving every value in place, the chosen file included.
 */
export function useUploadForm<I extends FieldValues, O>({
  url,
  onSuccess,
  ...options
}: UploadFormOptions<I, O>): UploadForm<I, O> {
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);
  const { form, submit } = useActionForm<I, O, unknown>({
    ...options,
    // The route handler parses the raw values (the file input's FileList) with the same schema.
    action: async (): Promise<ActionResult<unknown>> => {
      setProgress(0);
      try {
        return await postActionForm(url, multipartOf(form.getValues()), setProgress);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: (_values, result) => {
      onSuccess?.(result);
      if (!result.redirectTo) router.refresh();
    },
  });
  return { form, submit, progress, sending: progress !== null };
}
