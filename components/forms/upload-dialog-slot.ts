import { createContext, useContext } from 'react';

/**
 * What an UploadDialog gives the form body it fetched on opening (components/ui/lazy-component.ts): the form's
 * id, which its submit button in the footer targets, the progress bar's label, and where to say
 * that a file is going up, so the dialog cannot be closed meanwhile and its button shows the wait.
 */
export interface UploadDialogSlot {
  formId: string;
  progressLabel: string;
  onSendingChange: (sending: boolean) => void;
}

export const UploadDialogSlotContext = createContext<UploadDialogSlot | null>(null);

export function useUploadDialogSlot(): UploadDialogSlot {
  const slot = useContext(UploadDialogSlotContext);
  if (!slot) throw new Error('An upload form body renders inside the UploadDialog that fetched it.');
  return slot;
}
