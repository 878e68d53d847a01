import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import { canRunAction } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import type { ProfessionalInvoice } from '@/lib/domain/schemas';
import { paidAtField } from '@/lib/invoices/schema';
import { INVOICE_ACTIONS as A } from '@/lib/invoices/messages';
import { proInvoiceBlockers } from '@/lib/invoices/rules';
import { withApproval } from '@/lib/approvals/fields';
import { cancelProInvoiceAction, markProInvoicePaidAction } from '../actions';

/** The professional invoice's actions, shown to SUPPORT and FINANCE, each disabled with its reason. */
export function ProInvoiceActions({
  invoice,
  roles,
  paidHeld = false,
  version,
}: {
  invoice: ProfessionalInvoice;
  roles: readonly Role[];
  /** Marking it paid waits for a second person (lib/approvals): the confirmation asks why. */
  paidHeld?: boolean;
  /** The version of the invoice the page read (lib/changes), sent back with every action. */
  version: string;
}) {
  const allowed = canRunAction(roles, 'editProInvoice');
  if (!allowed) return null;
  const blockers = proInvoiceBlockers(invoice);
  return (
    <ActionBar
      label="Actions sur la facture"
      actions={[
        buttonAction(
          'markProInvoicePaid',
          withApproval(paidHeld, {
            label: A.markPaid.label,
            allowed,
            disabledReason: blockers.markPaid,
            action: markProInvoicePaidAction,
            payload: { id: invoice.id, version },
            fields: [paidAtField()],
            confirm: {
              title: A.markPaid.title,
              description: A.markPaid.description,
              confirmLabel: A.markPaid.confirmLabel,
            },
          }),
        ),
        buttonAction('cancelProInvoice', {
          label: A.cancel.label,
          allowed,
          disabledReason: blockers.cancel,
          action: cancelProInvoiceAction,
          payload: { id: invoice.id, version },
          confirm: {
            title: A.cancel.title,
            description: A.cancel.description,
            confirmLabel: A.cancel.confirmLabel,
            tone: 'danger',
          },
        }),
      ]}
    />
  );
}
