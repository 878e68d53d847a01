'use client';

import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FileField } from '@/components/files/file-field';
import { UploadDialogForm } from '@/components/forms/upload-dialog-form';
import { useUploadForm } from '@/components/forms/use-upload-form';
import { Field, Input, Select } from '@/components/ui/field';
import { FEE_TAX_RATE } from '@/lib/domain/constants';
import { formatEuros } from '@/lib/domain/money';
import { amount } from '@/lib/domain/rules';
import { PAID_INVOICE_MESSAGES as M } from '@/lib/projects/messages';
import {
  feeInclTax,
  paidInvoiceDefaults,
  paidInvoiceForm,
  proInvoiceType,
  referenceHint,
  type InvoiceReferences,
} from '@/lib/invoices/schema';

export interface PaidInvoiceFormBodyProps {
  url: string;
  references: InvoiceReferences;
  /** Today in Paris (yyyy-MM-dd): the payment day offered, and the latest one. */
  today: string;
}

const feeRule = amount(M.feeAmountName);

/**
 * The form of "Ajouter une facture payée" (paid-invoice-dialog.tsx fetches it on demand): the
 * contractor's invoice of a type, its amount against that type's reference (SPEC §5), the payment
 * day, the platform's fee on it and the invoice's document.
 */
export function PaidInvoiceFormBody({ url, references, today }: PaidInvoiceFormBodyProps) {
  const upload = useUploadForm({
    schema: paidInvoiceForm(references),
    defaultValues: paidInvoiceDefaults(today),
    url,
  });
  const { form } = upload;
  const { errors } = form.formState;
  const [type, feeExclTax] = useWatch({ control: form.control, name: ['invoiceType', 'feeAmountHT'] });
  const fee = feeRule.safeParse(feeExclTax);
  // The amount's rule depends on the type: a message shown for the previous type is checked again.
  useEffect(() => {
    if (form.getFieldState('amount').isTouched) void form.trigger('amount');
  }, [type, form]);
  return (
    <UploadDialogForm upload={upload}>
      <Field label={M.typeLabel} required error={errors.invoiceType?.message}>
        <Select options={proInvoiceType.options} placeholder="Choisir…" {...form.register('invoiceType')} />
      </Field>
      <Field
        label={M.amountLabel}
        required
        error={errors.amount?.message}
        hint={referenceHint(type, references)}
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </Field>
      <Field label={M.paidAtLabel} required error={errors.paidAt?.message}>
        <Input type="date" max={today} {...form.register('paidAt')} />
      </Field>
      <Field
        label={M.feeExclTaxLabel}
        required
        error={errors.feeAmountHT?.message}
        hint={fee.success ? M.feeInclTax(FEE_TAX_RATE, formatEuros(feeInclTax(fee.data))) : undefined}
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('feeAmountHT')} />
      </Field>
      <FileField label={M.fileLabel} registration={form.register('file')} error={errors.file?.message} />
    </UploadDialogForm>
  );
}
