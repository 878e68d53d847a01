/**
 * Quotes (SPEC §7 "Quotes"): sign, unsign, cancel, change the down payment, and create a signed
 * quote from an upload. Signing an initial quote makes its professional the project's contractor
 * and the project SIGNED; unsigning (or cancelling a signed quote) undoes it, unless the owner
 * already paid through the marketplace (QUOTE_WITH_BILLING_PAID_INVOICES).
 */
import { businessCode } from '@/lib/domain/errors';
import {
  cancelQuoteRequest,
  quoteDownPaymentRequest,
  signQuoteRequest,
  signedQuotePart,
} from '@/lib/domain/requests';
import { DEPOSIT_PERCENTAGE_MESSAGES, depositBounds } from '@/lib/domain/rules/deposit';
import {
  badRequest,
  businessConflict,
  invalidState,
  json,
  parseJson,
  parseMultipart,
  route,
  toIso,
} from '../../core/route-kit';
import { nextRid } from '../../data/project-ids';
import { type ProjectRecord, type QuoteRecord } from '../../data/project-records';
import { link, linked } from '../../data/project-links';
import { isPaymentInProgress, paymentStatusOf, professionalInvoicesOf } from '../../data/project-rules';
import type { Db } from '../../store';
import { dayToIso, projectEvent, requireUser, storeUpload, touched } from './common';
import { quoteView } from './views';

const OPEN_PROJECT = new Set(['VALIDATED', 'PUBLISHED', 'SIGNED']);

function checkDownPayment(amount: QuoteRecord['amount'], percentage: number): void {
  const { min, max } = depositBounds({ amountExclTax: amount.exclTax, amountInclTax: amount.inclTax });
  if (percentage < min) throw badRequest(DEPOSIT_PERCENTAGE_MESSAGES.tooLow(min));
  if (percentage > max) throw badRequest(DEPOSIT_PERCENTAGE_MESSAGES.tooHigh(max));
}

/** The checks and effects of a quote becoming SIGNED. */
function sign(db: Db, project: ProjectRecord, quote: QuoteRecord, signedAt: string, now: Date): void {
  if (!OPEN_PROJECT.has(project.status)) throw invalidState("Le projet n'accepte plus de signature.");
  if (quote.type === 'INITIAL' && project.contractorId && project.contractorId !== quote.ownerId) {
    throw invalidState('Un devis d’un autre professionnel est déjà signé sur ce projet.');
  }
  if (quote.type === 'AMENDMENT' && project.contractorId !== quote.ownerId) {
    throw invalidState(
      'Un avenant ne se signe que sur un projet dont le devis est signé avec ce professionnel.',
    );
  }
  quote.status = 'SIGNED';
  quote.signedAt = signedAt;
  quote.statusDate = toIso(now);
  quote.refusedReasons = [];
  if (quote.type === 'INITIAL') {
    project.contractorId = quote.ownerId;
    project.status = 'SIGNED';
    project.statusReasons = [];
    for (const id of linked(project, 'relationships')) {
      const relationship = db.projects.relationships.get(id);
      if (relationship?.userId === quote.ownerId && relationship.status !== 'CONTRACTUALIZED') {
        relationship.status = 'CONTRACTUALIZED';
        relationship.statusDate = toIso(now);
        relationship.statusReasons = [];
      }
    }
    touched(db.projects.relationships);
  }
  touched(db.projects.quotes);
  projectEvent(db, project, now);
}

/**
 * Refuses to undo a signature once the owner paid through the marketplace: an ACTIVE option or
 * a paid down-payment invoice (SPEC §8 QUOTE_WITH_BILLING_PAID_INVOICES).
 */
function checkUnsignable(db: Db, project: ProjectRecord): void {
  const activeOption = project.options.some((option) => option.status === 'ACTIVE');
  const paidDownPayment = professionalInvoicesOf(db.projects, project).some(
    (invoice) => invoice.type === 'DOWN_PAYMENT' && invoice.status === 'PAID',
  );
  if (activeOption || paidDownPayment) {
    throw businessConflict(
      'QUOTE_WITH_BILLING_PAID_INVOICES',
      businessCode.label('QUOTE_WITH_BILLING_PAID_INVOICES'),
    );
  }
}

/** After a signed initial quote stops being signed: back to a published project without contractor. */
function unsignEffects(db: Db, project: ProjectRecord, quote: QuoteRecord, now: Date): void {
  if (quote.type !== 'INITIAL') return;
  const stillSigned = linked(project, 'quotes').some((id) => {
    const other = db.projects.quotes.get(id);
    return (
      other !== undefined && other.id !== quote.id && other.type === 'INITIAL' && other.status === 'SIGNED'
    );
  });
  if (stillSigned) return;
  project.contractorId = undefined;
  if (project.status === 'SIGNED') project.status = 'PUBLISHED';
  for (const id of linked(project, 'relationships')) {
    const relationship = db.projects.relationships.get(id);
    if (relationship?.userId === quote.ownerId && relationship.status === 'CONTRACTUALIZED') {
      relationship.status = 'MET';
      relationship.statusDate = toIso(now);
    }
  }
  touched(db.projects.relationships);
}

export const quoteHandlers = [
  route('GET', '/quotes/:id', (ctx) => quoteView(ctx.db, ctx.db.projects.quotes.require(ctx.params.id))),

  /** Multipart `file` (the signed PDF or scan) and `quote` (JSON): a quote signed outside the platform. */
  route('POST', '/quotes/signed', async (ctx) => {
    const { db, now } = ctx;
    const form = await parseMultipart(ctx.request);
    const part = await form.json('quote', signedQuotePart);
    const file = form.file('file');
    const project = db.projects.projects.require(part.projectId);
    const owner = requireUser(ctx, part.ownerId);
    if (owner.type !== 'PROFESSIONAL') throw badRequest("Le propriétaire d'un devis est un professionnel.");
    if (part.amount.inclTax < part.amount.exclTax)
      throw badRequest('Le montant TTC est inférieur au montant HT.');
    if (part.downPayment) checkDownPayment(part.amount, part.downPayment.percentage);
    const at = toIso(now);
    const document = await storeUpload(ctx, file, {
      kind: 'quote',
      type:
        part.type === 'AMENDMENT' ? { code: 'amendment', name: 'Avenant' } : { code: 'quote', name: 'Devis' },
      status: 'VALIDATED',
      projectId: project.id,
      ownerId: owner.id,
    });
    const quote: QuoteRecord = {
      id: db.ids.next('quote'),
      rid: nextRid(db.projects, 'quote'),
      ownerId: owner.id,
      projectId: project.id,
      type: part.type,
      documentId: document.id,
      amount: { exclTax: part.amount.exclTax, inclTax: part.amount.inclTax },
      downPayment: part.downPayment ? { percentage: part.downPayment.percentage } : undefined,
      attachmentCodes: [],
      status: 'PENDING',
      statusDate: at,
      dispatchedAt: at,
      validityDate: part.validityDate ? dayToIso(part.validityDate) : undefined,
      signedAt: undefined,
      refusedReasons: [],
      insuranceAttached: false,
      comment: part.comment,
      bypass: false,
    };
    // Checked before the quote is stored, so a refusal leaves nothing behind but the upload.
    sign(db, project, quote, dayToIso(part.signedAt), now);
    db.projects.quotes.insert(quote);
    db.projects.byRid.quote.set(quote.rid, quote.id);
    link(project, 'quotes', quote.id);
    return json(quoteView(db, quote), 201);
  }),

  /** PENDING → SIGNED on the given day. */
  route('POST', '/quotes/:id/sign', async (ctx) => {
    const { db, now } = ctx;
    const quote = db.projects.quotes.require(ctx.params.id);
    const { signedAt } = await parseJson(ctx.request, signQuoteRequest);
    if (quote.status !== 'PENDING') throw invalidState('Seul un devis en attente peut être signé.');
    sign(db, db.projects.projects.require(quote.projectId), quote, dayToIso(signedAt), now);
    return quoteView(db, quote);
  }),

  /** SIGNED → PENDING, unless the owner already paid (QUOTE_WITH_BILLING_PAID_INVOICES). */
  route('POST', '/quotes/:id/unsign', (ctx) => {
    const { db, now } = ctx;
    const quote = db.projects.quotes.require(ctx.params.id);
    if (quote.status !== 'SIGNED') throw invalidState('Seul un devis signé peut voir sa signature annulée.');
    const project = db.projects.projects.require(quote.projectId);
    checkUnsignable(db, project);
    quote.status = 'PENDING';
    quote.signedAt = undefined;
    quote.statusDate = toIso(now);
    unsignEffects(db, project, quote, now);
    touched(db.projects.quotes);
    projectEvent(db, project, now);
    return quoteView(db, quote);
  }),

  /** PENDING or SIGNED → CANCELED with its reasons; a signed one under the unsign rule. */
  route('POST', '/quotes/:id/cancel', async (ctx) => {
    const { db, now } = ctx;
    const quote = db.projects.quotes.require(ctx.params.id);
    const { reasons, comment } = await parseJson(ctx.request, cancelQuoteRequest);
    if (quote.status !== 'PENDING' && quote.status !== 'SIGNED')
      throw invalidState('Ce devis est déjà clos.');
    const project = db.projects.projects.require(quote.projectId);
    const wasSigned = quote.status === 'SIGNED';
    if (wasSigned) checkUnsignable(db, project);
    quote.status = 'CANCELED';
    quote.statusDate = toIso(now);
    quote.refusedReasons = [...reasons];
    if (comment !== undefined) quote.comment = comment;
    if (wasSigned) unsignEffects(db, project, quote, now);
    touched(db.projects.quotes);
    projectEvent(db, project, now);
    return quoteView(db, quote);
  }),

  /**
   * Changes the down-payment percentage of an initial quote, within the deposit bounds of SPEC §9
   * (400 with the form's French message), unless a payment is in progress
   * (PROJECT_PAYMENT_STATUS_CONFLICT).
   */
  route('POST', '/quotes/:id/down-payment', async (ctx) => {
    const { db, now } = ctx;
    const quote = db.projects.quotes.require(ctx.params.id);
    const { percentage } = await parseJson(ctx.request, quoteDownPaymentRequest);
    if (quote.type !== 'INITIAL') throw invalidState("Un avenant n'a pas d'acompte.");
    if (quote.status !== 'PENDING' && quote.status !== 'SIGNED') throw invalidState('Ce devis est clos.');
    const project = db.projects.projects.require(quote.projectId);
    if (isPaymentInProgress(paymentStatusOf(professionalInvoicesOf(db.projects, project)))) {
      throw businessConflict(
        'PROJECT_PAYMENT_STATUS_CONFLICT',
        businessCode.label('PROJECT_PAYMENT_STATUS_CONFLICT'),
      );
    }
    checkDownPayment(quote.amount, percentage);
    quote.downPayment = { percentage };
    touched(db.projects.quotes);
    projectEvent(db, project, now);
    return quoteView(db, quote);
  }),
];
