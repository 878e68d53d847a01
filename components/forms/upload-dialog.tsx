'use client';

import { useId, useMemo, useState } from 'react';
import { DisabledAction } from '@/components/actions/action-button';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { CANCEL_LABEL, Dialog, DialogClose } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useLazyComponent, type LazyComponent } from '@/components/ui/lazy-component';
import { UploadDialogSlotContext, type UploadDialogSlot } from './upload-dialog-slot';

export const UPLOAD_DIALOG_MESSAGES = {
  bodyFailed: "Le formulaire n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
  retry: 'Réessayer',
} as const;

export interface UploadDialogProps<P extends object> {
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
  /**
   * The form's fields with useUploadForm (lazyComponent), rendering an UploadDialogForm: fetched
   * on first opening, or as soon as the pointer or the focus reaches the button.
   */
  body: LazyComponent<P>;
  /** What the body is rendered with (the route, the choices, today). */
  bodyProps: P;
  variant?: ButtonVariant;
}

/**
 * A creation form with a file (useUploadForm) in a dialog opened by a button that follows the
 * action rules: hidden from roles that may not, disabled with its reason when the state forbids
 * it. The form itself is fetched on demand: until it arrives the dialog shows a spinner. The
 * dialog cannot be closed while the file is going up; closing it otherwise abandons the form (its
 * body unmounts), which opens empty the next time.
 */
export function UploadDialog<P extends object>({
  label,
  allowed,
  disabledReason,
  title,
  description,
  submitLabel,
  progressLabel,
  body,
  bodyProps,
  variant = 'secondary',
}: UploadDialogProps<P>) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const { Component: Body, failed, retry } = useLazyComponent(body, open);
  const slot = useMemo<UploadDialogSlot>(
    () => ({ formId, progressLabel, onSendingChange: setSending }),
    [formId, progressLabel],
  );
  if (!allowed) return null;
  if (disabledReason) return <DisabledAction label={label} reason={disabledReason} variant={variant} />;
  const preload = () => void body.preload().catch(() => undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        if (next && failed) retry();
      }}
      trigger={
        <Button variant={variant} onPointerEnter={preload} onFocus={preload}>
          {label}
        </Button>
      }
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
          <Button type="submit" form={formId} loading={sending} disabled={!Body}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {!open ? null : Body ? (
        <UploadDialogSlotContext value={slot}>
          <Body {...bodyProps} />
        </UploadDialogSlotContext>
      ) : failed ? (
        <div className="flex flex-col items-start gap-3">
          <Notice tone="danger" role="alert">
            {UPLOAD_DIALOG_MESSAGES.bodyFailed}
          </Notice>
          <Button variant="secondary" onClick={retry}>
            {UPLOAD_DIALOG_MESSAGES.retry}
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      )}
    </Dialog>
  );
}
