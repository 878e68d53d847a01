'use client';

import { useWatch } from 'react-hook-form';
import { ConflictAlert } from '@/components/forms/conflict-alert';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox, Fieldset } from '@/components/ui/field';
import type { Department, Job, WorkType } from '@/lib/domain/schemas';
import { WorkTypeFlags, WorkTypeFlagsLegend } from '../../_components/work-type-flags';
import { saveUserWorksAction } from '../actions';
import type { WorksFormValues } from '../schema';
import { DepartmentPicker } from './department-picker';

const worksFormSchema = () => import('../schema').then((form) => form.worksFormSchema);

export interface WorksEditorProps {
  initial: WorksFormValues;
  /** The version of the works the page read (lib/changes). */
  version: string;
  catalogue: { jobs: Job[]; departments: Department[]; types: WorkType[] };
  cancelHref: string;
}

/** Edits a professional's departments, jobs and work types (with the insured flag per chosen type). */
export function WorksEditor({ initial, version, catalogue, cancelHref }: WorksEditorProps) {
  // A success redirects to the user view on its prestations tab.
  const { form, submit, conflict } = useActionForm({
    schema: worksFormSchema,
    defaultValues: initial,
    action: (values) => saveUserWorksAction({ ...values, version }),
  });
  const {
    register,
    control,
    setValue,
    formState: { isDirty, isValid, isSubmitting },
  } = form;
  const types = useWatch({ control, name: 'types' });
  const departments = useWatch({ control, name: 'departments' });
  const chosen = new Map(types.map((type) => [type.id, type.insured]));

  const toggleType = (id: string, on: boolean) => {
    const next = on ? [...types, { id, insured: false }] : types.filter((type) => type.id !== id);
    setValue('types', next, { shouldDirty: true, shouldValidate: true });
  };
  const setInsured = (id: string, insured: boolean) => {
    setValue(
      'types',
      types.map((type) => (type.id === id ? { ...type, insured } : type)),
      { shouldDirty: true, shouldValidate: true },
    );
  };

  const renderTypes = (nodes: readonly WorkType[]) => (
    <ul className="flex flex-col gap-2">
      {nodes.map((type) =>
        type.children.length > 0 ? (
          <li key={type.id}>
            <Fieldset legend={type.label} className="mt-2">
              <div className="ml-4">{renderTypes(type.children)}</div>
            </Fieldset>
          </li>
        ) : (
          <li key={type.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Checkbox
              label={type.label}
              checked={chosen.has(type.id)}
              onChange={(event) => toggleType(type.id, event.target.checked)}
            />
            <WorkTypeFlags insured={type.insured} initial={type.initial} />
            {chosen.has(type.id) ? (
              <Checkbox
                label={`Assuré pour « ${type.label} »`}
                className="text-xs text-fg-muted"
                checked={chosen.get(type.id) ?? false}
                onChange={(event) => setInsured(type.id, event.target.checked)}
              />
            ) : null}
          </li>
        ),
      )}
    </ul>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Modifier les prestations" className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Métiers</CardTitle>
        </CardHeader>
        <CardContent>
          <Fieldset legend="Métiers du professionnel">
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {catalogue.jobs.map((job) => (
                <Checkbox key={job.id} label={job.label} value={job.id} {...register('jobs')} />
              ))}
            </div>
          </Fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Types de travaux</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <WorkTypeFlagsLegend />
          {renderTypes(catalogue.types)}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Départements</CardTitle>
        </CardHeader>
        <CardContent>
          <DepartmentPicker
            departments={catalogue.departments}
            value={departments}
            onChange={(codes) => setValue('departments', codes, { shouldDirty: true, shouldValidate: true })}
          />
        </CardContent>
      </Card>
      {conflict ? <ConflictAlert {...conflict} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty || !isValid}>
          Enregistrer les prestations
        </Button>
        <ButtonLink href={cancelHref} variant="secondary">
          Annuler
        </ButtonLink>
      </div>
    </form>
  );
}
