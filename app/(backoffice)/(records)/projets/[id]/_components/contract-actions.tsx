import { ActionBar } from '@/components/actions/action-bar';
import { canRunAction } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import type { Project } from '@/lib/domain/schemas';
import { PAID_INVOICE_MESSAGES as I, SIGNED_QUOTE_MESSAGES as Q } from '@/lib/projects/messages';
import { moneyBlockers } from '@/lib/projects/money-rules';
import { invoiceReferences } from '@/lib/invoices/schema';
import { professionalOptions } from '@/lib/projects/professionals';
import { signedQuoteContext } from '@/lib/quotes/schema';
import { PaidInvoiceDialog, SignedQuoteDialog } from './after-load';

export interface ContractActionsProps {
  project: Project;
  roles: readonly Role[];
  /** Today in Paris (yyyy-MM-dd). */
  today: string;
}

const uploadHref = (projectId: string, what: 'devis-signes' | 'factures-pro') =>
  `/api/projets/${encodeURIComponent(projectId)}/${what}`;

/**
 * Record a signed quote (createSignedQuote: the project staff) and a paid professional invoice
 * (createPaidProInvoice: the billing staff), each disabled with its reason when the project's
 * state forbids it.
 */
export function ContractActions({ project, roles, today }: ContractActionsProps) {
  const canQuote = canRunAction(roles, 'createSignedQuote');
  const canInvoice = canRunAction(roles, 'createPaidProInvoice');
  if (!canQuote && !canInvoice) return null;
  const blockers = moneyBlockers(project);
  const { contractor } = project.contractualization;
  return (
    <ActionBar
      label="Actions sur le contrat"
      actions={[
        {
          id: 'createSignedQuote',
          label: Q.openLabel,
          allowed: canQuote,
          disabledReason: blockers.signedQuote,
          // Once a contract is signed, amendments may follow, but the invoices come next.
          weight: contractor ? 'secondary' : 'next',
          render: (variant) => (
            <SignedQuoteDialog
              variant={variant}
              url={uploadHref(project.id, 'devis-signes')}
              allowed={canQuote}
              disabledReason={blockers.signedQuote}
              // Once a contract is signed, only its contractor signs more (the gateway's rule).
              professionals={professionalOptions(project, contractor ? [contractor.id] : undefined)}
              context={signedQuoteContext(project)}
              today={today}
            />
          ),
        },
        {
          id: 'createPaidProInvoice',
          label: I.openLabel,
          allowed: canInvoice,
          disabledReason: blockers.paidInvoice,
          render: (variant) => (
            <PaidInvoiceDialog
              variant={variant}
              url={uploadHref(project.id, 'factures-pro')}
              allowed={canInvoice}
              disabledReason={blockers.paidInvoice}
              contractor={contractor ? `${contractor.firstName} ${contractor.lastName}`.trim() : ''}
              references={invoiceReferences(project.payment)}
              today={today}
            />
          ),
        },
      ]}
    />
  );
}
