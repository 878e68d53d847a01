'use client';

import { useId, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DisabledAction } from '@/components/actions/action-button';
import { UploadProgress } from '@/components/files/upload-progress';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { CANCEL_LABEL, Dialog, DialogClose } from '@/components/ui/dialog';
import type { UploadForm } from './use-upload-form';

export interface UploadDialogProps<I extends FieldValues, O> {
  /** The button that opens the form. */
  label: string;
  /** Decided on the server from the role table: false renders nothing. */
  allowed: boolean;
  /** Why the record's state forbids it; the button is then disabled and says why. */
  disabledReason?: string | null;
  title: string;
  /** What sending the form will do, in plain words: the form's own confirmation. */
  description: string;
  submitLabel: string;
  /** The progress bar's label while the file goes up. */
  progressLabel: string;
  upload: UploadForm<I, O>;
  /** The form's fields. */
  children: ReactNode;
  variant?: ButtonVariant;
}

/**
 * A creation form with a file (useUploadForm) in a dialog opened by a button that follows the
 * action rules: hidden from roles that may not, disabled with its reason when the state forbids
 * it. The dialog cannot be closed while the file is going up; closing it otherwise abandons the
 * form, which opens empty the next time.
 */
export function UploadDialog<I extends FieldValues, O>({
  label,
  allowed,
  disabledReason,
  title,
  description,
  submitLabel,
  progressLabel,
  upload,
  children,
  variant = 'secondary',
}: UploadDialogProps<I, O>) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  if (disabledReason) return <DisabledAction label={label} reason={disabledReason} variant={variant} />;
  const { form, submit, progress, sending } = upload;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        if (!next) form.reset();
      }}
      trigger={<Button variant={variant}>{label}</Button>}
      title={title}
      description={description}
      size="lg"
      dismissible={!sending}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={sending}>
              {CANCEL_LABEL}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={sending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {children}
        {progress !== null ? <UploadProgress fraction={progress} label={progressLabel} /> : null}
      </form>
    </Dialog>
  );
}
