'use client';

import { useLayoutEffect, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { UploadProgress } from '@/components/files/upload-progress';
import { useUploadDialogSlot } from './upload-dialog-slot';
import type { UploadForm } from './use-upload-form';

export interface UploadDialogFormProps<I extends FieldValues, O> {
  upload: UploadForm<I, O>;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The form of an UploadDialog's body: the fields, then the progress bar while the file goes up.
 * The dialog's footer holds its submit button; the dialog learns from here when it is sending.
 */
export function UploadDialogForm<I extends FieldValues, O>({
  upload,
  children,
}: UploadDialogFormProps<I, O>) {
  const { formId, progressLabel, onSendingChange } = useUploadDialogSlot();
  const { submit, progress, sending } = upload;
  // Before the browser paints, so the dialog is never seen closable while a file goes up.
  useLayoutEffect(() => onSendingChange(sending), [sending, onSendingChange]);
  useLayoutEffect(() => () => onSendingChange(false), [onSendingChange]);
  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {children}
      {progress !== null ? <UploadProgress fraction={progress} label={progressLabel} /> : null}
    </form>
  );
}
