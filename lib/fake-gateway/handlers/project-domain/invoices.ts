/**
 * Invoices (SPEC §7 "Billing and invoices"): the marketplace's own (provider) invoices under
 * /billing/invoices, and the professionals' invoices under /invoices. A provider invoice is
 * marked paid, cancelled by credit note or irrecoverable only while PENDING; a credit note
 * cancels an issued fee, insurance or basic invoice. Recording a professional invoice paid
 * outside the platform also issues the marketplace's fee on it.
 */
import { invoicesQuery } from '@/lib/domain/lists';
import { feeInvoicePart, markInvoicePaidRequest, paidProInvoicePart } from '@/lib/domain/requests';
import {
  badRequest,
  invalidState,
  json,
  normalizeText,
  paginate,
  parseJson,
  parseMultipart,
  parseQuery,
  route,
  toIso,
  type RouteContext,
} from '../../core/route-kit';
import { nextInvoiceNumber, nextRid } from '../../data/project-ids';
import { type ProfessionalInvoiceRecord, type ProviderInvoiceRecord } from '../../data/project-records';
import { link, linked } from '../../data/project-links';
import { PROFESSIONAL_INVOICE_TYPES, creditNoteTypeOf, roundCents } from '../../data/project-rules';
import type { Db } from '../../store';
import { dayToIso, projectEvent, requireUser, storeUpload, touched } from './common';
import { professionalInvoiceView, providerInvoiceInclTax, providerInvoiceView } from './views';

/** SPEC §9's sample fee tax rate: the fee invoice's VAT. */
const FEE_VAT_RATE = 20;

function providerInvoiceSearchText(ctx: RouteContext<unknown>) {
  return (invoice: ProviderInvoiceRecord) => {
    const recipient = ctx.db.people.users.get(invoice.recipientId);
    const project = invoice.projectId ? ctx.db.projects.projects.get(invoice.projectId) : undefined;
    return [
      invoice.number,
      invoice.rid,
      recipient?.firstName,
      recipient?.lastName,
      recipient?.email,
      project?.rid,
    ];
  };
}

/** What `recipient` searches in: the recipient's names, e-mail and RID. */
function recipientSearchText(ctx: RouteContext<unknown>) {
  return (invoice: ProviderInvoiceRecord) => {
    const recipient = ctx.db.people.users.get(invoice.recipientId);
    return [recipient?.firstName, recipient?.lastName, recipient?.email, recipient?.rid];
  };
}

/** The Paris day of a stored date-time: it carries the Paris offset, so its first ten characters. */
const parisDayOf = (at: string) => at.slice(0, 10);

/** The filtered set's amount including tax, to the cent: the list shows it beside the count. */
function totalInclTax(
  source: Iterable<ProviderInvoiceRecord> | { values(): readonly ProviderInvoiceRecord[] },
  filter: ((invoice: ProviderInvoiceRecord) => boolean) | undefined,
): number {
  const invoices = Symbol.iterator in source ? source : source.values();
  let total = 0;
  for (const invoice of invoices) if (!filter || filter(invoice)) total += providerInvoiceInclTax(invoice);
  return roundCents(total);
}

function requirePending(invoice: { status: string }, action: string): void {
  if (invoice.status !== 'PENDING') throw invalidState(`Seule une facture en attente peut être ${action}.`);
}

function changed(ctx: RouteContext<unknown>, projectId: string | undefined): void {
  const project = projectId ? ctx.db.projects.projects.get(projectId) : undefined;
  if (project) projectEvent(ctx.db, project, ctx.now);
}

export function insertProviderInvoice(db: Db, invoice: ProviderInvoiceRecord): void {
  db.projects.providerInvoices.insert(invoice);
  db.projects.byRid.providerInvoice.set(invoice.rid, invoice.id);
  db.projects.providerInvoiceByNumber.set(invoice.number.toUpperCase(), invoice.id);
  const project = invoice.projectId ? db.projects.projects.get(invoice.projectId) : undefined;
  if (project) link(project, 'providerInvoices', invoice.id);
}

export const invoiceHandlers = [
  route('GET', '/billing/invoices', (ctx) => {
    const query = parseQuery(ctx.query, invoicesQuery);
    const { providerInvoices, projects } = ctx.db.projects;
    const needle = query.q ? normalizeText(query.q) : undefined;
    const recipientNeedle = query.recipient ? normalizeText(query.recipient) : undefined;
    // Numbers are plain ASCII (FA-2020-000123): lower case is all a comparison needs.
    const number = query.number?.toLowerCase();
    const { type, status, recipientId, dispatchedFrom: from, dispatchedTo: to } = query;
    const searchText = providerInvoiceSearchText(ctx);
    const recipientText = recipientSearchText(ctx);
    const project = query.projectId ? projects.get(query.projectId) : undefined;
    const source = query.projectId
      ? (project ? linked(project, 'providerInvoices') : []).flatMap((id) => providerInvoices.get(id) ?? [])
      : providerInvoices;
    const filtered = Boolean(
      needle || recipientNeedle || number || type || status || recipientId || from || to,
    );
    const filter = filtered
      ? (invoice: ProviderInvoiceRecord) =>
          (!type || invoice.type === type) &&
          (!status || invoice.status === status) &&
          (!recipientId || invoice.recipientId === recipientId) &&
          (!from || parisDayOf(invoice.dispatchedAt) >= from) &&
          (!to || parisDayOf(invoice.dispatchedAt) <= to) &&
          (!number || invoice.number.toLowerCase().includes(number)) &&
          (!recipientNeedle ||
            providerInvoices
              .searchText(invoice, 'provider-invoice-recipients', recipientText)
              .includes(recipientNeedle)) &&
          (!needle || providerInvoices.searchText(invoice, 'provider-invoices', searchText).includes(needle))
      : undefined;
    const page = paginate(source, query, {
      sorters: {
        dispatchedAt: (invoice) => invoice.dispatchedAt,
        statusDate: (invoice) => invoice.statusDate,
        number: (invoice) => invoice.number,
        amount: providerInvoiceInclTax,
        paidAt: (invoice) => invoice.paidAt,
      },
      defaultSort: 'dispatchedAt,desc',
      filter,
      // The text filters read recipients from the people tables: not cacheable with the invoice table.
      filterKey:
        needle || recipientNeedle ? undefined : JSON.stringify([type, status, recipientId, number, from, to]),
      view: (invoice) => providerInvoiceView(ctx.db, invoice),
    });
    return { ...page, totalInclTax: totalInclTax(source, filter) };
  }),

  route('GET', '/billing/invoices/:id', (ctx) =>
    providerInvoiceView(ctx.db, ctx.db.projects.providerInvoices.require(ctx.params.id)),
  ),

  route('POST', '/billing/invoices/:id/mark-as-paid', async (ctx) => {
    const invoice = ctx.db.projects.providerInvoices.require(ctx.params.id);
    const { paidAt } = await parseJson(ctx.request, markInvoicePaidRequest);
    requirePending(invoice, 'marquée payée');
    invoice.status = 'PAID';
    invoice.paidAt = dayToIso(paidAt);
    invoice.statusDate = toIso(ctx.now);
    touched(ctx.db.projects.providerInvoices);
    changed(ctx, invoice.projectId);
    return providerInvoiceView(ctx.db, invoice);
  }),

  /** Records that a credit note issued elsewhere cancelled the invoice (no credit note is created). */
  route('POST', '/billing/invoices/:id/mark-as-canceled-by-credit-note', (ctx) => {
    const invoice = ctx.db.projects.providerInvoices.require(ctx.params.id);
    requirePending(invoice, 'marquée annulée par avoir');
    invoice.status = 'CANCELED_BY_CREDIT_NOTE';
    invoice.statusDate = toIso(ctx.now);
    touched(ctx.db.projects.providerInvoices);
    changed(ctx, invoice.projectId);
    return providerInvoiceView(ctx.db, invoice);
  }),

  route('POST', '/billing/invoices/:id/mark-as-irrecoverable', (ctx) => {
    const invoice = ctx.db.projects.providerInvoices.require(ctx.params.id);
    requirePending(invoice, 'marquée irrécouvrable');
    invoice.status = 'IRRECOVERABLE';
    invoice.statusDate = toIso(ctx.now);
    touched(ctx.db.projects.providerInvoices);
    changed(ctx, invoice.projectId);
    return providerInvoiceView(ctx.db, invoice);
  }),

  /**
   * Issues the credit note (INSURANCE_CREDIT_NOTE or BASIC_CREDIT_NOTE, same amounts) of a
   * PENDING or PAID fee, insurance or basic invoice, which becomes CANCELED_BY_CREDIT_NOTE; each
   * names the other in associatedInvoices. Answers 201 with the credit note.
   */
  route('POST', '/billing/invoices/:id/cancel-by-credit-note', (ctx) => {
    const { db, now } = ctx;
    const invoice = db.projects.providerInvoices.require(ctx.params.id);
    const creditType = creditNoteTypeOf(invoice.type);
    if (!creditType) throw invalidState("Ce type de facture n'a pas d'avoir.");
    if (invoice.status !== 'PENDING' && invoice.status !== 'PAID')
      throw invalidState('Cette facture est déjà annulée ou irrécouvrable.');
    const at = toIso(now);
    const credit: ProviderInvoiceRecord = {
      id: db.ids.next('provider-invoice'),
      rid: nextRid(db.projects, 'providerInvoice'),
      type: creditType,
      number: nextInvoiceNumber(db.projects, true, at.slice(0, 4)),
      status: 'PAID',
      recipientId: invoice.recipientId,
      line: { ...invoice.line, tax: { ...invoice.line.tax } },
      dispatchedAt: at,
      paidAt: at,
      statusDate: at,
      hasDocument: true,
      documentId: undefined,
      projectId: invoice.projectId,
      associatedInvoiceIds: [invoice.id],
      bypass: invoice.bypass,
    };
    insertProviderInvoice(db, credit);
    invoice.status = 'CANCELED_BY_CREDIT_NOTE';
    invoice.statusDate = at;
    invoice.associatedInvoiceIds = [...(invoice.associatedInvoiceIds ?? []), credit.id];
    touched(db.projects.providerInvoices);
    changed(ctx, invoice.projectId);
    return json(providerInvoiceView(db, credit), 201);
  }),

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
