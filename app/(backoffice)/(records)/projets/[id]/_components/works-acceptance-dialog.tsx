'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { UploadDialog } from '@/components/forms/upload-dialog';
import type { ButtonVariant } from '@/components/ui/button';
import { WORKS_ACCEPTANCE_CREATION_MESSAGES as M } from '@/lib/projects/messages';
import type { WorksAcceptanceFormBodyProps } from './works-acceptance-form-body';

// The form (react-hook-form, the zod rules) is fetched when the dialog opens or is about to.
const WorksAcceptanceFormBody = lazyComponent(() =>
  import('./works-acceptance-form-body').then((module) => module.WorksAcceptanceFormBody),
);

export interface WorksAcceptanceDialogProps extends WorksAcceptanceFormBodyProps {
  allowed: boolean;
  disabledReason: string | null;
  variant?: ButtonVariant;
}

/** "Ajouter un PV validé", its form in works-acceptance-form-body.tsx. */
export function WorksAcceptanceDialog({
  allowed,
  disabledReason,
  variant,
  ...body
}: WorksAcceptanceDialogProps) {
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
      body={WorksAcceptanceFormBody}
      bodyProps={body}
    />
  );
}
