'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type UseFormReturn,
} from 'react-hook-form';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { notifyResult } from '@/components/ui/notify';
import type { ActionResult } from '@/lib/action-result';
import { applyFieldErrors } from './apply-field-errors';
import { callAction } from './call-action';
import { lazyZodResolver, type SchemaSource } from './lazy-resolver';

export interface ActionFormOptions<I extends FieldValues, O, T> {
  /**
   * The shared zod rules: the same schema the server action parses again. Pass a function that
   * imports it (`() => import('../x-form').then((m) => m.xSchema)`, defined outside the component)
   * to keep zod out of the page's first load.
   */
  schema: SchemaSource<I, O>;
  defaultValues: DefaultValues<I>;
  action: (values: O) => Promise<ActionResult<T>>;
  /** After a success, before the action's redirect is followed (reset the form, refresh the page…). */
  onSuccess?: (values: O, result: ActionResult<T> & { ok: true }) => void;
  /** When errors show: once a field is left (default), or as soon as it changes. */
  mode?: Mode;
}

export interface ActionForm<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /**
   * The form's onSubmit: validates, runs the action, shows its toast and field messages, follows its
   * redirect; when the session ended, keeps the values and asks to sign in again, then to resend.
   */
  submit: ReturnType<UseFormReturn<I, unknown, O>['handleSubmit']>;
}

/**
 * A react-hook-form form wired to a server action the way every signed-in form of the back-office
 * behaves (SPEC §8): the result's message as a toast, its field messages under the fields, and its
 * `redirectTo` followed. A session that ended leaves the page and the values as they are: the
 * "Reconnectez-vous" dialog signs in again, then offers to send the same values again.
 */
export function useActionForm<I extends FieldValues, O, T = undefined>({
  schema,
  defaultValues,
  action,
  onSuccess,
  mode = 'onTouched',
}: ActionFormOptions<I, O, T>): ActionForm<I, O> {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const resolver = useMemo(() => lazyZodResolver(schema), [schema]);
  const form = useForm<I, unknown, O>({ resolver, mode, defaultValues });
  const submit: ActionForm<I, O>['submit'] = form.handleSubmit(async (values) => {
    const result = await callAction(action, values);
    if (sessionExpired(result, { resend: () => void submit() })) return;
    notifyResult(result);
    if (result.ok) onSuccess?.(values, result);
    else applyFieldErrors(result.fieldErrors, form.setError);
    if (result.redirectTo) router.push(result.redirectTo);
  });
  return { form, submit };
}
