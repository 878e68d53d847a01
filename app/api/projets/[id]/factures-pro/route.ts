import { pathFor } from '@/lib/access';
import { parseOrRefuse } from '@/lib/auth/run-action';
import { uploadRoute } from '@/lib/auth/upload-route';
import { GatewayError } from '@/lib/gateway/errors';
import { createPaidProfessionalInvoice } from '@/lib/gateway/invoices';
import { getProject } from '@/lib/gateway/projects';
import { PAID_INVOICE_MESSAGES as M } from '@/lib/projects/messages';
import { invoiceReferences, paidInvoiceForm } from '@/lib/invoices/schema';

export const dynamic = 'force-dynamic';

class NoContractorError extends GatewayError {}

/**
 * POST multipart, the paid professional invoice form of the contract tab (`createPaidProInvoice`):
 * parsed with the browser's rules, then again against the amounts of the project as read now
 * (its down payment and balance), then sent on to POST /invoices/paid for the project's
 * contractor, with the fee invoice. The answer opens the new invoice's view.
 */
export const POST = uploadRoute(({ id }) => ({
  action: 'createPaidProInvoice',
  journalAction: 'createPaidProInvoice',
  schema: paidInvoiceForm(null),
  failure: M.createFailed,
  run: async ({ token }, _input, raw) => {
    const project = await getProject(token, id);
    const contractor = project.contractualization.contractor;
    if (!contractor)
      throw new NoContractorError('the project has no contractor', { userMessage: M.noContractor });
    const { file, type, amount, paidAt, fee } = parseOrRefuse(
      paidInvoiceForm(invoiceReferences(project.payment)),
      raw,
    );
    const created = await createPaidProfessionalInvoice(token, {
      file,
      invoice: { projectId: project.id, ownerId: contractor.id, type, amount: { inclTax: amount }, paidAt },
      feeInvoice: { amount: fee },
    });
    return created.id;
  },
  success: M.created,
  redirectTo: (invoiceId) => pathFor('proInvoiceView', { id: invoiceId }),
  details: (_input, invoiceId) => (invoiceId ? `Facture ${invoiceId}` : null),
}));
