'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

// Each shows in one tab only: the others never fetch its code.
export const ProjectDocuments = liveAfterLoad(() =>
  import('./project-documents').then((module) => module.ProjectDocuments),
);

export const SignedQuoteDialog = liveAfterLoad(() =>
  import('./signed-quote-dialog').then((module) => module.SignedQuoteDialog),
);

export const PaidInvoiceDialog = liveAfterLoad(() =>
  import('./paid-invoice-dialog').then((module) => module.PaidInvoiceDialog),
);

export const WorksAcceptanceDialog = liveAfterLoad(() =>
  import('./works-acceptance-dialog').then((module) => module.WorksAcceptanceDialog),
);
