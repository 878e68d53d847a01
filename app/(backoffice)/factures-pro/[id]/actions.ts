'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import { cancelProfessionalInvoice, markProfessionalInvoicePaid } from '@/lib/gateway/invoices';
import { invoiceIdInput, markPaidInput } from '@/lib/invoices/schema';
import { INVOICE_MESSAGES as M } from '@/lib/invoices/messages';

/* The professional invoice actions: SUPPORT and FINANCE only (ACTIONS.editProInvoice). */
const ROUTE = {
  route: 'proInvoiceView',
  action: 'editProInvoice',
  record: recordById('proInvoice'),
} as const;
const onInvoice = ({ id }: { id: string }) => ({ type: 'proInvoiceView' as const, id });

export async function markProInvoicePaidAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      ...ROUTE,
      schema: markPaidInput,
      journalAction: 'markProInvoicePaid',
      target: onInvoice,
      details: ({ paidAt }) => `Payée le ${paidAt}`,
      run: async (session, { id, paidAt }) => {
        await markProfessionalInvoicePaid(session.token, id, { paidAt });
        return undefined;
      },
      success: M.markedPaid,
      failure: M.markPaidFailed,
    },
    raw,
  );
}

export async function cancelProInvoiceAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      ...ROUTE,
      schema: invoiceIdInput,
      journalAction: 'cancelProInvoice',
      target: onInvoice,
      run: async (session, { id }) => {
        await cancelProfessionalInvoice(session.token, id);
        return undefined;
      },
      success: M.canceled,
      failure: M.cancelFailed,
    },
    raw,
  );
}
