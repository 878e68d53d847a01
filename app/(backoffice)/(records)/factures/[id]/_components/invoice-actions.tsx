import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import { canRunAction } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { paidAtField } from '@/lib/invoices/schema';
import { INVOICE_ACTIONS as A } from '@/lib/invoices/messages';
import { providerInvoiceBlockers } from '@/lib/invoices/rules';
import { withApproval } from '@/lib/approvals/fields';
import {
  createCreditNoteAction,
  markProviderInvoiceCanceledByCreditNoteAction,
  markProviderInvoiceIrrecoverableAction,
  markProviderInvoicePaidAction,
} from '../actions';

/**
 * Which of the invoice's actions wait for a second person (lib/approvals), decided by the page, and
 * the reason one already waiting on this invoice is disabled.
 */
export interface HeldInvoiceActions {
  creditNote: boolean;
  irrecoverable: boolean;
  waiting?: { creditNote: string | null; irrecoverable: string | null };
}

/**
 * The provider invoice's actions, shown to SUPPORT and FINANCE, each disabled with its reason; a
 * held one asks for the reason of its request.
 */
export function InvoiceActions({
  invoice,
  roles,
  held = { creditNote: false, irrecoverable: false },
  version,
}: {
  invoice: ProviderInvoice;
  roles: readonly Role[];
  held?: HeldInvoiceActions;
  /** The version of the invoice the page read (lib/changes), sent back with every action. */
  version: string;
}) {
  const allowed = canRunAction(roles, 'editProviderInvoice');
  if (!allowed) return null;
  const blockers = providerInvoiceBlockers(invoice);
  const payload = { id: invoice.id, version };
  const confirm = (action: Exclude<keyof typeof A, 'paidAtLabel'>, tone?: 'danger') => ({
    title: A[action].title,
    description: A[action].description,
    confirmLabel: A[action].confirmLabel,
    tone,
  });
  return (
    <ActionBar
      label="Actions sur la facture"
      actions={[
        buttonAction('markInvoicePaid', {
          label: A.markPaid.label,
          allowed,
          disabledReason: blockers.markPaid,
          action: markProviderInvoicePaidAction,
          payload,
          fields: [paidAtField()],
          confirm: confirm('markPaid'),
        }),
        buttonAction('markInvoiceCanceledByCreditNote', {
          label: A.markCanceledByCreditNote.label,
          allowed,
          disabledReason: blockers.markCanceledByCreditNote,
          action: markProviderInvoiceCanceledByCreditNoteAction,
          payload,
          confirm: confirm('markCanceledByCreditNote'),
        }),
        buttonAction(
          'markInvoiceIrrecoverable',
          withApproval(held.irrecoverable, {
            label: A.markIrrecoverable.label,
            allowed,
            disabledReason: blockers.markIrrecoverable ?? held.waiting?.irrecoverable,
            action: markProviderInvoiceIrrecoverableAction,
            payload,
            confirm: confirm('markIrrecoverable', 'danger'),
          }),
        ),
        buttonAction(
          'createCreditNote',
          withApproval(held.creditNote, {
            label: A.creditNote.label,
            allowed,
            disabledReason: blockers.creditNote ?? held.waiting?.creditNote,
            action: createCreditNoteAction,
            payload,
            confirm: confirm('creditNote'),
          }),
        ),
      ]}
    />
  );
}
