'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { UploadDialog } from '@/components/forms/upload-dialog';
import type { ButtonVariant } from '@/components/ui/button';
import { PAID_INVOICE_MESSAGES as M } from '@/lib/projects/messages';
import type { PaidInvoiceFormBodyProps } from './paid-invoice-form-body';

// The form (react-hook-form, the zod rules) is fetched when the dialog opens or is about to.
const PaidInvoiceFormBody = lazyComponent(() =>
  import('./paid-invoice-form-body').then((module) => module.PaidInvoiceFormBody),
);

export interface PaidInvoiceDialogProps extends PaidInvoiceFormBodyProps {
  allowed: boolean;
  disabledReason: string | null;
  variant?: ButtonVariant;
  /** The contractor's name: the invoice is theirs. */
  contractor: string;
}

/** "Ajouter une facture payée", its form in paid-invoice-form-body.tsx. */
export function PaidInvoiceDialog({
  allowed,
  disabledReason,
  variant,
  contractor,
  ...body
}: PaidInvoiceDialogProps) {
  return (
    <UploadDialog
      label={M.openLabel}
      allowed={allowed}
      disabledReason={disabledReason}
      variant={variant}
      title={M.title}
      description={M.description(contractor)}
      submitLabel={M.submitLabel}
      progressLabel={M.progressLabel}
      body={PaidInvoiceFormBody}
      bodyProps={body}
    />
  );
}
