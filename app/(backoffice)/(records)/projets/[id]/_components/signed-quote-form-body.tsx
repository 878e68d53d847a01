'use client';

import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FileField } from '@/components/files/file-field';
import { UploadDialogForm } from '@/components/forms/upload-dialog-form';
import { useUploadForm } from '@/components/forms/use-upload-form';
import { Field, Input, Select, type SelectOption } from '@/components/ui/field';
import { quoteType } from '@/lib/domain/enums';
import { depositBounds, depositPercentageChoices } from '@/lib/domain/rules';
import { formatPercentage } from '@/lib/contracts/rules';
import { PROFESSIONAL_MESSAGES as P, SIGNED_QUOTE_MESSAGES as M } from '@/lib/projects/messages';
import {
  signedQuoteDefaults,
  signedQuoteForm,
  typedAmounts,
  type SignedQuoteContext,
} from '@/lib/quotes/schema';

export interface SignedQuoteFormBodyProps {
  /** The route handler the form is posted to. */
  url: string;
  /** The professionals who may sign (only the contractor once a contract is signed). */
  professionals: readonly SelectOption[];
  context: SignedQuoteContext;
  /** Today in Paris (yyyy-MM-dd): the signature day offered. */
  today: string;
}

/**
 * The form of "Ajouter un devis signé" (signed-quote-dialog.tsx fetches it on demand): the
 * professional, the type, the amounts, the down payment among the SPEC §9 choices the amounts
 * typed so far allow, the signature day and the signed document.
 */
export function SignedQuoteFormBody({ url, professionals, context, today }: SignedQuoteFormBodyProps) {
  // With one professional to choose from (the contractor, say), the form starts on them.
  const onlyOne = professionals.length === 1 ? professionals[0].value : '';
  const upload = useUploadForm({
    schema: signedQuoteForm(context),
    defaultValues: signedQuoteDefaults(today, onlyOne),
    url,
  });
  const { form } = upload;
  const { errors } = form.formState;
  const [type, amountHT, amountTTC, percentage] = useWatch({
    control: form.control,
    name: ['type', 'amountHT', 'amountTTC', 'depositPercentage'],
  });
  const amounts = typedAmounts(amountHT, amountTTC);
  const choices = amounts ? depositPercentageChoices(amounts) : [];
  const bounds = amounts ? depositBounds(amounts) : null;
  const offered = choices.join(',');

  // A choice the new amounts no longer allow is dropped rather than sent.
  useEffect(() => {
    if (percentage && !offered.split(',').includes(percentage)) form.setValue('depositPercentage', '');
  }, [offered, percentage, form]);
  // The TTC is checked against the HT: a message shown for the previous HT is checked again.
  useEffect(() => {
    if (form.getFieldState('amountTTC').isTouched) void form.trigger('amountTTC');
  }, [amountHT, form]);

  const typeOptions = quoteType.options.map((option) => ({
    ...option,
    disabled: option.value === 'AMENDMENT' && !context.contractorId,
  }));

  return (
    <UploadDialogForm upload={upload}>
      <Field label={P.label} required error={errors.ownerId?.message}>
        <Select options={professionals} placeholder="Choisir…" {...form.register('ownerId')} />
      </Field>
      <Field
        label={M.typeLabel}
        required
        error={errors.type?.message}
        hint={context.contractorId ? undefined : M.amendmentWithoutContract}
      >
        <Select options={typeOptions} placeholder="Choisir…" {...form.register('type')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={M.amountExclTaxLabel} required error={errors.amountHT?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amountHT')} />
        </Field>
        <Field label={M.amountInclTaxLabel} required error={errors.amountTTC?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amountTTC')} />
        </Field>
      </div>
      {type === 'AMENDMENT' ? (
        <p className="text-sm text-fg-muted">{M.amendmentHasNoDownPayment}</p>
      ) : (
        <Field
          label={M.percentageLabel}
          required
          error={errors.depositPercentage?.message}
          hint={bounds ? M.percentageHint(bounds.min, bounds.max) : M.percentageWaitsForAmounts}
        >
          <Select
            options={choices.map((choice) => ({ value: String(choice), label: formatPercentage(choice) }))}
            placeholder="Choisir…"
            {...form.register('depositPercentage')}
          />
        </Field>
      )}
      <Field label={M.signedAtLabel} required error={errors.signedAt?.message}>
        <Input type="date" {...form.register('signedAt')} />
      </Field>
      <FileField label={M.fileLabel} registration={form.register('file')} error={errors.file?.message} />
    </UploadDialogForm>
  );
}
