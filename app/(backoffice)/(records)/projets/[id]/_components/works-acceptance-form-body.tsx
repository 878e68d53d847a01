'use client';

import { FileField } from '@/components/files/file-field';
import { UploadDialogForm } from '@/components/forms/upload-dialog-form';
import { useUploadForm } from '@/components/forms/use-upload-form';
import { Field, Fieldset, Input, Select, type SelectOption } from '@/components/ui/field';
import { PROFESSIONAL_MESSAGES as P, WORKS_ACCEPTANCE_CREATION_MESSAGES as M } from '@/lib/projects/messages';
import {
  worksAcceptanceDefaults,
  worksAcceptanceForm,
  type WorksAcceptanceContext,
} from '@/lib/works-acceptances/schema';

export interface WorksAcceptanceFormBodyProps {
  url: string;
  professionals: readonly SelectOption[];
  /** The contractor, chosen by default. */
  defaultOwnerId: string;
  context: WorksAcceptanceContext;
  /** Today in Paris (yyyy-MM-dd): the day of acceptance offered. */
  today: string;
}

/**
 * The form of "Ajouter un PV validé" (works-acceptance-dialog.tsx fetches it on demand): the
 * professional, the day the works were accepted, with or without reservations, the signed report.
 */
export function WorksAcceptanceFormBody({
  url,
  professionals,
  defaultOwnerId,
  context,
  today,
}: WorksAcceptanceFormBodyProps) {
  const upload = useUploadForm({
    schema: worksAcceptanceForm(context),
    defaultValues: worksAcceptanceDefaults(today, defaultOwnerId),
    url,
  });
  const { form } = upload;
  const { errors } = form.formState;
  return (
    <UploadDialogForm upload={upload}>
      <Field label={P.label} required error={errors.ownerId?.message}>
        <Select options={professionals} placeholder="Choisir…" {...form.register('ownerId')} />
      </Field>
      <Field label={M.effectiveDateLabel} required error={errors.effectiveDate?.message}>
        <Input type="date" {...form.register('effectiveDate')} />
      </Field>
      <Fieldset legend={M.reservationsLegend} error={errors.unconditional?.message}>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {[
            { value: 'true', label: M.unconditional },
            { value: 'false', label: M.withReservations },
          ].map((option) => (
            <label
              key={option.value}
              className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg"
            >
              <input
                type="radio"
                value={option.value}
                className="focus-ring size-4 accent-brand-700"
                {...form.register('unconditional')}
              />
              {option.label}
            </label>
          ))}
        </div>
      </Fieldset>
      <FileField label={M.fileLabel} registration={form.register('file')} error={errors.file?.message} />
    </UploadDialogForm>
  );
}
