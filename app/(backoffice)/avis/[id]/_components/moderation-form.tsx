'use client';

import { CircleAlert } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { ConflictAlert } from '@/components/forms/conflict-alert';
import { useActionForm } from '@/components/forms/use-action-form';
import { useSavedFormKey } from '@/components/forms/use-saved-form-key';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Select, Textarea } from '@/components/ui/field';
import { feedbackStatus } from '@/lib/domain/enums';
import { MODERATION_TEXTS as T } from '@/lib/feedback/messages';
import { moderateFeedbackAction, moderateReplyAction } from '../actions';
import { describeChange, MODERATED_MESSAGE_MAX } from '../moderation-change';
import type { ModerationChange, ModerationFormInput } from '../schema';

export type ModerationTarget =
  { kind: 'feedback'; id: string } | { kind: 'reply'; id: string; replyId: string };

export interface ModerationFormProps {
  target: ModerationTarget;
  /** The version of the feedback the page read (lib/changes): a reply is part of its feedback. */
  version: string;
  initial: ModerationFormInput;
  /** Names the form for assistive technologies (e.g. whose reply it moderates). */
  label: string;
}

/**
 * The status and the corrected message of a feedback or of a reply. Only what differs from the
 * record is sent, after a confirmation; what was typed stays in the form when the gateway refuses it.
 * Once saved, the reloaded record starts a fresh form.
 */
export function ModerationForm(props: ModerationFormProps) {
  const { key, saved } = useSavedFormKey(JSON.stringify(props.initial));
  return <ModerationFormBody key={key} {...props} onSaved={saved} />;
}

function ModerationFormBody({
  target,
  version,
  initial,
  label,
  onSaved,
}: ModerationFormProps & { onSaved: () => void }) {
  const router = useRouter();
  const texts = T[target.kind];
  const schema = useMemo(
    () => () => import('../schema').then((form) => form.moderationSchema(initial)),
    [initial],
  );
  const { form, submit, conflict } = useActionForm<ModerationFormInput, ModerationChange>({
    schema,
    defaultValues: initial,
    // The form keeps the change while the staff member signs in again, then sends it again.
    action: (change) =>
      target.kind === 'feedback'
        ? moderateFeedbackAction({ id: target.id, version, ...change })
        : moderateReplyAction({ id: target.id, replyId: target.replyId, version, ...change }),
    onSuccess: (_change, result) => {
      onSaved();
      if (!result.redirectTo) router.refresh();
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const [pending, setPending] = useState<ModerationChange | null>(null);

  // "Nothing changed" speaks of the last attempt: it goes as soon as something is typed.
  const nothingChanged = errors.root?.message;

  return (
    <>
      <form
        aria-label={label}
        noValidate
        onChange={() => {
          if (nothingChanged) form.clearErrors('root');
        }}
        onSubmit={handleSubmit((change) => setPending(change))}
        className="flex flex-col gap-4"
      >
        <Field label={T.statusLabel} error={errors.status?.message} className="max-w-xs">
          <Select options={feedbackStatus.options} {...register('status')} />
        </Field>
        <Field label={T.messageLabel} hint={T.messageHint} error={errors.message?.message}>
          <Textarea rows={4} maxLength={MODERATED_MESSAGE_MAX} {...register('message')} />
        </Field>
        {nothingChanged ? (
          <p role="alert" className="flex items-start gap-1 text-sm font-medium text-danger-strong">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{nothingChanged}</span>
          </p>
        ) : null}
        {conflict ? <ConflictAlert {...conflict} /> : null}
        <div>
          <Button type="submit">{texts.submit}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={texts.title}
        description={pending ? describeChange(initial, pending) : ''}
        confirmLabel={texts.confirmLabel}
        onConfirm={async () => {
          await submit();
          return true;
        }}
      />
    </>
  );
}
