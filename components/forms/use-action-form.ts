'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { fileNamesIn, useSessionExpiry } from '@/components/auth/reauth-dialog';
import { notifyResult } from '@/components/ui/notify';
import type { ActionResult } from '@/lib/action-result';
import { applyFieldErrors } from './apply-field-errors';
import { callAction } from './call-action';
import type { ConflictAlertProps } from './conflict-alert';
import { useReapply, type ShownConflict } from './use-conflict';
import { lazyZodResolver, type SchemaSource } from './lazy-resolver';

export interface ActionFormOptions<I extends FieldValues, O, T> {
  /**
   * The shared zod rules: the same schema the server action parses again. Pass a function that
   * imports it (`() => import('../schema').then((m) => m.xSchema)`, defined outside the component)
   * to keep zod out of the page's first load.
   */
  schema: SchemaSource<I, O>;
  defaultValues: DefaultValues<I>;
  /**
   * The server action, called with the parsed values (a wrapper adds what the form does not hold,
   * an id or a token), or any sender that answers an ActionResult (useUploadForm's posts the raw
   * values to a route handler).
   */
  action: (values: O) => Promise<ActionResult<T>>;
  /** After a success, before the action's redirect is followed (reset the form, refresh the page…). */
  onSuccess?: (values: O, result: ActionResult<T> & { ok: true }) => void;
  /** After a refusal, before its field messages are put under the fields. */
  onFailure?: (result: ActionResult<T> & { ok: false }) => void;
  /** When errors show: once a field is left (default), or as soon as it changes. */
  mode?: Mode;
  /**
   * A public screen's form (sign-in, password links), run by runPublicAction: a visitor has no
   * session to renew, and only the fields of `defaultValues` take the server's field messages.
   */
  public?: boolean;
}

export interface ActionForm<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /**
   * The form's onSubmit: validates, runs the action, shows its toast and field messages, follows its
   * redirect; when the session ended, keeps the values and asks to sign in again, then to resend.
   */
  submit: ReturnType<UseFormReturn<I, unknown, O>['handleSubmit']>;
  /** The message of the last refusal, until the next send: for a form that also shows it in place. */
  failure: string | null;
  /**
   * The record changed since the page read it and nothing was written: the form shows
   * `<ConflictAlert {...conflict} />` above its buttons, keeping every typed value.
   */
  conflict: ConflictAlertProps | null;
}

/**
 * A react-hook-form form wired to a server action the way every form of the app behaves (SPEC §8):
 * the result's message as a toast, its field messages under the fields, and its `redirectTo`
 * followed. A session that ended leaves the page and the values as they are: the "Reconnectez-vous"
 * dialog signs in again, then offers to send the same values (the files named) again.
 */
export function useActionForm<I extends FieldValues, O, T = undefined>({
  schema,
  defaultValues,
  action,
  onSuccess,
  onFailure,
  mode = 'onTouched',
  public: isPublic = false,
}: ActionFormOptions<I, O, T>): ActionForm<I, O> {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => lazyZodResolver(schema), [schema]);
  const form = useForm<I, unknown, O>({ resolver, mode, defaultValues });
  const [conflict, setConflict] = useState<ShownConflict | null>(null);
  const submit: ActionForm<I, O>['submit'] = form.handleSubmit(async (values) => {
    setFailure(null);
    setConflict(null);
    const result = await callAction(action, values);
    const resend = { resend: () => void submit(), files: fileNamesIn(form.getValues()) };
    if (!isPublic && sessionExpired(result, resend)) return;
    if (!result.ok && result.conflict) {
      setConflict({ message: result.message, changes: result.conflict.changes });
      return;
    }
    notifyResult(result);
    if (result.ok) onSuccess?.(values, result);
    else {
      setFailure(result.message);
      onFailure?.(result);
      const fields = isPublic ? (Object.keys(defaultValues ?? {}) as Path<I>[]) : undefined;
      applyFieldErrors(result.fieldErrors, form.setError, fields);
    }
    if (result.redirectTo) router.push(result.redirectTo);
  });
  // Sent again once the page is read again: the action of that render carries the new version.
  const { reapply, reapplying } = useReapply(() => {
    setConflict(null);
    void submit();
  });
  return {
    form,
    submit,
    failure,
    conflict: conflict ? { conflict, onReapply: reapply, reapplying } : null,
  };
}
