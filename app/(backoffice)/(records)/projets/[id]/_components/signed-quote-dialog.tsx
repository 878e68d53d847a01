'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { UploadDialog } from '@/components/forms/upload-dialog';
import type { ButtonVariant } from '@/components/ui/button';
import { SIGNED_QUOTE_MESSAGES as M } from '@/lib/projects/messages';
import type { SignedQuoteFormBodyProps } from './signed-quote-form-body';

// The form (react-hook-form, the zod rules) is fetched when the dialog opens or is about to.
const SignedQuoteFormBody = lazyComponent(() =>
  import('./signed-quote-form-body').then((module) => module.SignedQuoteFormBody),
);

export interface SignedQuoteDialogProps extends SignedQuoteFormBodyProps {
  allowed: boolean;
  disabledReason: string | null;
  variant?: ButtonVariant;
}

/** "Ajouter un devis signé", its form in signed-quote-form-body.tsx. */
export function SignedQuoteDialog({ allowed, disabledReason, variant, ...body }: SignedQuoteDialogProps) {
  return (
    <UploadDialog
      label={M.openLabel}
      allowed={allowed}
      disabledReason={disabledReason}
      variant={variant}
      title={M.title}
      description={M.description}
      submitLabel={M.submitLabel}
      progressLabel={M.progressLabel}
      body={SignedQuoteFormBody}
      bodyProps={body}
    />
  );
}
