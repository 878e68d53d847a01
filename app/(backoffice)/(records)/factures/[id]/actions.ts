'use server';

import type { ActionResult } from '@/lib/action-result';
import { pathFor } from '@/lib/access';
import { runAction } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import {
  cancelProviderInvoiceByCreditNote,
  markProviderInvoiceCanceledByCreditNote,
  markProviderInvoiceIrrecoverable,
  markProviderInvoicePaid,
} from '@/lib/gateway/billing';
import { invoiceIdInput, markPaidInput } from '@/lib/invoices/schema';
import { INVOICE_MESSAGES as M } from '@/lib/invoices/messages';
import { completeWork } from '@/lib/queues/work';

/* The provider invoice actions: SUPPORT and FINANCE only (ACTIONS.editProviderInvoice). */
const ROUTE = {
  route: 'invoiceView',
  action: 'editProviderInvoice',
  record: recordById('providerInvoice'),
} as const;
const onInvoice = ({ id }: { id: string }) => ({ type: 'invoiceView' as const, id });
// Paid, cancelled or irrecoverable, an invoice is no longer pending: whoever did it, its claim is done.
const completed = (id: string) => completeWork('invoice', id);

export async function markProviderInvoicePaidAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      ...ROUTE,
      schema: markPaidInput,
      journalAction: 'markInvoicePaid',
      target: onInvoice,
      details: ({ paidAt }) => `Payée le ${paidAt}`,
      run: async (session, { id, paidAt }) => {
        await markProviderInvoicePaid(session.token, id, { paidAt });
        await completed(id);
        return undefined;
      },
      success: M.markedPaid,
      failure: M.markPaidFailed,
    },
    raw,
  );
}

export async function markProviderInvoiceCanceledByCreditNoteAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      ...ROUTE,
      schema: invoiceIdInput,
      journalAction: 'markInvoiceCanceledByCreditNote',
      target: onInvoice,
      run: async (session, { id }) => {
        await markProviderInvoiceCanceledByCreditNote(session.token, id);
        await completed(id);
        return undefined;
      },
      success: M.markedCanceledByCreditNote,
      failure: M.markCanceledByCreditNoteFailed,
    },
    raw,
  );
}

export async function markProviderInvoiceIrrecoverableAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      ...ROUTE,
      schema: invoiceIdInput,
      journalAction: 'markInvoiceIrrecoverable',
      target: onInvoice,
      run: async (session, { id }) => {
        await markProviderInvoiceIrrecoverable(session.token, id);
        await completed(id);
        return undefined;
      },
      success: M.markedIrrecoverable,
      failure: M.markIrrecoverableFailed,
    },
    raw,
  );
}

/** Generates the credit note, then opens it: only its id goes back to the browser. */
export async function createCreditNoteAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(
    {
      ...ROUTE,
      schema: invoiceIdInput,
      journalAction: 'createCreditNote',
      target: onInvoice,
      details: (_input, created) => (created ? `Avoir ${created.id}` : null),
      run: async (session, { id }) => {
        const creditNote = await cancelProviderInvoiceByCreditNote(session.token, id);
        await completed(id);
        return { id: creditNote.id };
      },
      success: M.creditNoteCreated,
      failure: M.creditNoteFailed,
      redirectTo: ({ id }) => pathFor('invoiceView', { id }),
    },
    raw,
  );
}
