/**
 * The professionals' invoices under /invoices: read, recorded paid outside the platform (which
 * also issues the marketplace's fee on it), marked paid or cancelled.
 */
import { feeInvoicePart, markInvoicePaidRequest, paidProInvoicePart } from '@/lib/domain/requests';
import {
  badRequest,
  invalidState,
  json,
  parseJson,
  parseMultipart,
  route,
  toIso,
} from '../../core/route-kit';
import { nextInvoiceNumber, nextRid } from '../../data/project-ids';
import { type ProfessionalInvoiceRecord } from '../../data/project-records';
import { link } from '../../data/project-links';
import { PROFESSIONAL_INVOICE_TYPES, roundCents } from '../../data/project-rules';
import { dayToIso, projectEvent, requireUser, storeUpload, touched } from './common';
import { professionalInvoiceView } from './views';

import { FEE_VAT_RATE, changed, insertProviderInvoice, requirePending } from './invoice-common';

export const professionalInvoiceHandlers = [
  route('GET', '/invoices/:id', (ctx) =>
    professionalInvoiceView(ctx.db, ctx.db.projects.professionalInvoices.require(ctx.params.id)),
  ),

  /**
   * Multipart `file`, `invoice` and `feeInvoice` (JSON): a professional invoice paid outside the
   * platform, recorded PAID, and the marketplace's FEE invoice to the professional (VAT 20 %).
   * Answers 201 with the professional invoice.
   */
  route('POST', '/invoices/paid', async (ctx) => {
    const { db, now } = ctx;
    const form = await parseMultipart(ctx.request);
    const part = await form.json('invoice', paidProInvoicePart);
    const fee = await form.json('feeInvoice', feeInvoicePart);
    const file = form.file('file');
    if (!PROFESSIONAL_INVOICE_TYPES.includes(part.type)) {
      throw badRequest(
        "Le type d'une facture professionnel est DOWN_PAYMENT, INTERIM_PAYMENT ou FINAL_PAYMENT.",
      );
    }
    if (fee.amount.inclTax < fee.amount.exclTax)
      throw badRequest('Le montant TTC des frais est inférieur au montant HT.');
    const project = db.projects.projects.require(part.projectId);
    const owner = requireUser(ctx, part.ownerId);
    if (owner.type !== 'PROFESSIONAL')
      throw badRequest("Le propriétaire d'une facture est un professionnel.");
    if (!project.contractorId) throw invalidState("Le projet n'a pas de devis signé.");
    const at = toIso(now);
    const paidAt = dayToIso(part.paidAt);
    const document = await storeUpload(ctx, file, {
      kind: 'invoice',
      type: { code: 'invoice', name: 'Facture' },
      status: 'VALIDATED',
      projectId: project.id,
      ownerId: owner.id,
    });
    const invoice: ProfessionalInvoiceRecord = {
      id: db.ids.next('professional-invoice'),
      rid: nextRid(db.projects, 'professionalInvoice'),
      type: part.type,
      status: 'PAID',
      ownerId: owner.id,
      amount: { inclTax: part.amount.inclTax },
      dispatchedAt: at,
      paidAt,
      statusDate: at,
      documentId: document.id,
      projectId: project.id,
      comment: part.comment,
      bypass: false,
    };
    db.projects.professionalInvoices.insert(invoice);
    db.projects.byRid.professionalInvoice.set(invoice.rid, invoice.id);
    link(project, 'professionalInvoices', invoice.id);
    const exclTax = roundCents(fee.amount.exclTax);
    insertProviderInvoice(db, {
      id: db.ids.next('provider-invoice'),
      rid: nextRid(db.projects, 'providerInvoice'),
      type: 'FEE',
      number: nextInvoiceNumber(db.projects, false, at.slice(0, 4)),
      status: 'PENDING',
      recipientId: owner.id,
      line: {
        productCode: 'FEE',
        exclTax,
        tax: { type: 'TVA', amount: roundCents(fee.amount.inclTax - exclTax), rate: FEE_VAT_RATE },
        referenceAmount: part.amount.inclTax,
        referencePercentage: roundCents((exclTax / part.amount.inclTax) * 100),
      },
      dispatchedAt: at,
      paidAt: undefined,
      statusDate: at,
      hasDocument: true,
      documentId: undefined,
      projectId: project.id,
      associatedInvoiceIds: undefined,
      bypass: false,
    });
    projectEvent(db, project, now);
    return json(professionalInvoiceView(db, invoice), 201);
  }),

  route('POST', '/invoices/:id/mark-as-paid', async (ctx) => {
    const invoice = ctx.db.projects.professionalInvoices.require(ctx.params.id);
    const { paidAt } = await parseJson(ctx.request, markInvoicePaidRequest);
    requirePending(invoice, 'marquée payée');
    invoice.status = 'PAID';
    invoice.paidAt = dayToIso(paidAt);
    invoice.statusDate = toIso(ctx.now);
    touched(ctx.db.projects.professionalInvoices);
    changed(ctx, invoice.projectId);
    return professionalInvoiceView(ctx.db, invoice);
  }),

  route('POST', '/invoices/:id/cancel', (ctx) => {
    const invoice = ctx.db.projects.professionalInvoices.require(ctx.params.id);
    requirePending(invoice, 'annulée');
    invoice.status = 'CANCELED';
    invoice.statusDate = toIso(ctx.now);
    touched(ctx.db.projects.professionalInvoices);
    changed(ctx, invoice.projectId);
    return professionalInvoiceView(ctx.db, invoice);
  }),
];
