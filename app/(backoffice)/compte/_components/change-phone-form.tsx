'use client';

import { useRouter } from 'next/navigation';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { changeMyPhoneAction } from '../actions';

const changePhoneSchema = () => import('../schema').then((forms) => forms.changePhoneSchema);

export function ChangePhoneForm({ phone }: { phone: string | null | undefined }) {
  const router = useRouter();
  const { form, submit } = useActionForm({
    schema: changePhoneSchema,
    defaultValues: { phone: phone ?? '' },
    action: changeMyPhoneAction,
    onSuccess: (values) => {
      // The new number becomes the form's starting point, and the page reloads the account from the gateway.
      form.reset({ phone: values.phone });
      router.refresh();
    },
  });
  const {
    register,
    formState: { errors, touchedFields, isValid, isDirty, isSubmitting },
  } = form;

  return (
    <form
      onSubmit={submit}
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
