'use client';

import { CircleAlert } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { ConflictAlert } from '@/components/forms/conflict-alert';
import { useActionForm } from '@/components/forms/use-action-form';
import { useSavedFormKey } from '@/components/forms/use-saved-form-key';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox, Field, Fieldset, Input, Select, Textarea } from '@/components/ui/field';
import { relationshipStatus, relationshipStatusReason } from '@/lib/domain/enums';
import { updateRelationshipAction } from '../actions';
import type { RelationshipFormInput } from '../schema';

export interface UpdateRelationshipFormProps {
  id: string;
  /** The version of the relationship the page read (lib/changes). */
  version: string;
  initial: RelationshipFormInput;
  /** Why the current status may not be changed here (a closed relationship), or null. */
  statusBlocker: string | null;
}

/**
 * PATCH /relationships/:id: status, meeting, comment and reasons. Only what differs from the
 * record is sent; what was typed stays in the form when the gateway refuses it.
 */
export function UpdateRelationshipForm(props: UpdateRelationshipFormProps) {
  const { key, saved } = useSavedFormKey(JSON.stringify(props.initial));
  return <RelationshipForm key={key} {...props} onSaved={saved} />;
}

function RelationshipForm({
  id,
  version,
  initial,
  statusBlocker,
  onSaved,
}: UpdateRelationshipFormProps & { onSaved: () => void }) {
  const router = useRouter();
  const schema = useMemo(
    () => () => import('../schema').then((form) => form.relationshipUpdateSchema(initial)),
    [initial],
  );
  const { form, submit, conflict } = useActionForm({
    schema,
    defaultValues: initial,
    action: (change) => updateRelationshipAction({ id, version, ...change }),
    onSuccess: () => {
      onSaved();
      router.refresh();
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const reasons = useWatch({ control, name: 'statusReasons' });
  const otherChosen = Array.isArray(reasons) && reasons.includes('OTHER');

  // "Nothing changed" speaks of the last attempt: it goes as soon as something is typed.
  const nothingChanged = errors.root?.message;
  useEffect(() => {
    if (!nothingChanged) return;
    const { unsubscribe } = form.watch(() => form.clearErrors('root'));
    return unsubscribe;
  }, [form, nothingChanged]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Modifier la mise en relation</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          aria-label="Modifier la mise en relation"
          className="flex flex-col gap-5"
        >
          <div className="grid gap-4 md:grid-cols-3">
            <Field label="Statut" hint={statusBlocker} error={errors.status?.message}>
              <Select
                options={relationshipStatus.options}
                disabled={Boolean(statusBlocker)}
                {...register('status')}
              />
            </Field>
            <Field
              label="Date du rendez-vous"
              error={errors.meeting?.day?.message ?? errors.meeting?.message}
            >
              <Input type="date" {...register('meeting.day')} />
            </Field>
            <Field label="Heure du rendez-vous" hint="Heure de Paris." error={errors.meeting?.time?.message}>
              <Input type="time" {...register('meeting.time')} />
            </Field>
          </div>
          <Field label="Commentaire" error={errors.comment?.message}>
            <Textarea rows={3} {...register('comment')} />
          </Field>
          <Fieldset legend="Motifs du statut" error={errors.statusReasons?.message}>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {relationshipStatusReason.options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  value={option.value}
                  {...register('statusReasons')}
                />
              ))}
            </div>
          </Fieldset>
          {otherChosen ? (
            <Field label="Autre motif" required error={errors.statusOtherReason?.message}>
              <Input autoComplete="off" {...register('statusOtherReason')} />
            </Field>
          ) : null}
          {nothingChanged ? (
            <p role="alert" className="flex items-start gap-1 text-sm font-medium text-danger-strong">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{nothingChanged}</span>
            </p>
          ) : null}
          {conflict ? <ConflictAlert {...conflict} /> : null}
          <div>
            <Button type="submit" loading={isSubmitting}>
              Enregistrer les modifications
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
