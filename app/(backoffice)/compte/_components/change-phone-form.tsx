'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import { changeMyPhone } from '../actions';
import { changePhoneSchema, type ChangePhoneInput, type ChangePhoneValues } from '../account-forms';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';

export function ChangePhoneForm({ phone }: { phone: string | null | undefined }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, touchedFields, isValid, isDirty, isSubmitting },
  } = useForm<ChangePhoneInput, unknown, ChangePhoneValues>({
    resolver: zodResolver(changePhoneSchema),
    mode: 'onTouched',
    defaultValues: { phone: phone ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await changeMyPhone(values);
    notifyResult(result);
    if (result.ok) {
      // The new number becomes the form's starting point, and the page reloads the account from the gateway.
      reset({ phone: values.phone });
      router.refresh();
    } else {
      applyFieldErrors(result.fieldErrors, setError);
    }
    if (result.redirectTo) router.push(result.redirectTo);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Modifier mon numéro de téléphone"
      className="flex max-w-md flex-col gap-4"
    >
      <Field
        label="Téléphone mobile"
        required
        hint="06 ou 07, ou +33 / 0033 suivi de 6 ou 7."
        error={errors.phone?.message}
        touched={touchedFields.phone}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </Field>
      <div>
        <Button type="submit" loading={isSubmitting} disabled={!isValid || !isDirty}>
          Modifier le téléphone
        </Button>
      </div>
    </form>
  );
}
