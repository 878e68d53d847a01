/**
 * Seed of a project's contract side: quotes and amendments, the professional's invoices to the
 * owner, the marketplace's invoices (fees, insurance, legal protection, registration fees, credit
 * notes), options, construction, works acceptances, feedback and issue reports.
 */
import {
  documentStatus,
  feedbackStatus,
  invoiceStatus,
  issueType,
  optionStatus,
  quoteRefusalReason,
  type ConstructionStatus,
  type DocumentStatus,
  type FeedbackStatus,
  type InvoiceStatus,
  type InvoiceType,
  type IssueType,
  type OptionCode,
  type OptionStatus,
  type ProductCode,
  type QuoteRefusalReason,
  type QuoteStatus,
  type QuoteType,
} from '@/lib/domain/enums';
import { depositPercentageChoices } from '@/lib/domain/rules/deposit';
import type { Rng } from '../core/seed-kit';
import { DAY_MS } from '../core/time';
import { invoiceNumber, ridOf } from './project-ids';
import { link } from './project-records';
import type {
  InvoiceLineRecord,
  ProfessionalInvoiceRecord,
  ProjectRecord,
  ProviderInvoiceRecord,
  QuoteRecord,
  TaxRecord,
  WorksAcceptanceRecord,
} from './project-records';
import { creditNoteTypeOf, roundCents } from './project-rules';
import { HOUR_MS, cycler, flat, iso, nextId, type Builder, type Cycler } from './project-seed-kit';
import { FEEDBACK_MESSAGES, ISSUE_DESCRIPTIONS, QUOTE_COMMENTS, REPLY_MESSAGES } from './project-texts';

/** How far the owner's payments went on a signed project. */
export type PaymentLevel =
  'NONE' | 'DP_PENDING' | 'DP_PAID' | 'INTERIM_PENDING' | 'INTERIM_PAID' | 'FINAL_PENDING' | 'FINISHED';
export const SIGNED_PAYMENT_LEVELS: readonly PaymentLevel[] = [
  'NONE',
  'DP_PENDING',
  'DP_PAID',
  'INTERIM_PENDING',
  'INTERIM_PAID',
  'FINAL_PENDING',
];

export interface ContractCyclers {
  refusal: Cycler<QuoteRefusalReason>;
  amendment: Cycler<QuoteStatus>;
  attachmentType: Cycler<string>;
  feeStatus: Cycler<InvoiceStatus>;
  optionStatus: Cycler<OptionStatus>;
  feedback: Cycler<FeedbackStatus>;
  reply: Cycler<FeedbackStatus>;
  issue: Cycler<IssueType>;
  siteDocument: Cycler<DocumentStatus>;
  registrationFee: Cycler<InvoiceStatus>;
  acceptance: Cycler<'PENDING' | 'VALIDATED'>;
}

export function contractCyclers(rng: Rng): ContractCyclers {
  return {
    refusal: cycler(rng, quoteRefusalReason.values),
    amendment: cycler(rng, ['PENDING', 'SIGNED', 'REFUSED'] as QuoteStatus[], [
      ['SIGNED', 3],
      ['PENDING', 2],
      ['REFUSED', 1],
    ]),
    attachmentType: cycler(rng, [
      'contractor_quality_chart',
      'software_contract_quotes_invoices',
      'fiscal_bundle',
    ]),
    feeStatus: cycler(
      rng,
      ['PENDING', 'PAID', 'IRRECOVERABLE', 'CANCELED', 'CANCELED_BY_CREDIT_NOTE'] as InvoiceStatus[],
      [
        ['PAID', 80],
        ['PENDING', 10],
        ['CANCELED_BY_CREDIT_NOTE', 5],
        ['IRRECOVERABLE', 3],
        ['CANCELED', 2],
      ],
    ),
    optionStatus: cycler(rng, optionStatus.values, [
      ['ACTIVE', 60],
      ['TERMINATED', 15],
      ['PENDING_ACTIVATION', 10],
      ['REQUESTED', 8],
      ['ABORTED', 7],
    ]),
    feedback: cycler(rng, feedbackStatus.values, [
      ['PUBLISHED', 60],
      ['VALIDATING', 15],
      ['PENDING', 15],
      ['REFUSED', 10],
    ]),
    reply: cycler(rng, feedbackStatus.values, [
      ['PUBLISHED', 70],
      ['VALIDATING', 15],
      ['PENDING', 10],
      ['REFUSED', 5],
    ]),
    issue: cycler(rng, issueType.values),
    siteDocument: cycler(rng, documentStatus.values, [
      ['VALIDATED', 50],
      ['NEW', 20],
      ['VALIDABLE', 15],
      ['REFUSED', 5],
      ['EXPIRED', 5],
      ['EMPTY', 5],
    ]),
    registrationFee: cycler(rng, invoiceStatus.values, [
      ['PAID', 75],
      ['PENDING', 12],
      ['IRRECOVERABLE', 5],
      ['CANCELED', 3],
      ['CANCELED_BY_CREDIT_NOTE', 5],
    ]),
    acceptance: cycler(rng, ['PENDING', 'VALIDATED'] as const),
  };
}

const VAT_RATES = [5.5, 10, 20] as const;
const VALIDITY_DAYS = [30, 60, 90] as const;
const RATE_WEIGHTS = [
  [5, 40],
  [4, 35],
  [3, 15],
  [2, 6],
  [1, 4],
] as const;

/** One or two reasons, without repeating one. */
function distinct<T>(first: T, second: T | undefined): T[] {
  return second === undefined || second === first ? [first] : [first, second];
}
// Shared by many records: never mutated in place (handlers assign new arrays).
const DECENNIAL_ONLY: readonly string[] = ['insurance_dc'];
const BOTH_INSURANCES: readonly string[] = ['insurance_dc', 'insurance_rc'];
const NO_CODES: readonly string[] = [];
const NO_REASONS: QuoteRefusalReason[] = [];

/** Gathers a project's dates so its lastEventDate is the latest of them. */
export class Timeline {
  latest: number;
  constructor(
    readonly from: number,
    readonly to: number,
    private readonly now: number,
  ) {
    this.latest = from;
  }
  /** The instant at this fraction of the timeline. */
  at(fraction: number): number {
    return Math.round(this.from + (this.to - this.from) * fraction);
  }
  seen(...instants: (number | undefined)[]): void {
    for (const instant of instants)
      if (instant !== undefined && instant <= this.now && instant > this.latest) this.latest = instant;
  }
}

// --- Quotes ---------------------------------------------------------------------------------------

export interface QuoteSeed {
  ownerId: string;
  type: QuoteType;
  status: QuoteStatus;
  dispatchedAt: number;
  /** SIGNED, REFUSED, CANCELED, NOT_RETAINED: when it happened. */
  decidedAt?: number;
  withDownPayment: boolean;
}

export function seedQuote(
  builder: Builder,
  cyc: ContractCyclers,
  project: ProjectRecord,
  seed: QuoteSeed,
): QuoteRecord {
  const { rng } = builder;
  const index = builder.records.quotes.length;
  const rid = ridOf('quote', index);
  const scale = seed.type === 'AMENDMENT' ? rng.float(0.08, 0.3) : rng.float(0.9, 1.15);
  const exclTax = roundCents(rng.float(project.budget.min, project.budget.max) * scale);
  const vat = rng.pick(VAT_RATES);
  const inclTax = roundCents(exclTax * (1 + vat / 100));
  const choices = depositPercentageChoices({ amountExclTax: exclTax, amountInclTax: inclTax });
  const insuranceAttached = rng.chance(0.7);
  let attachmentCodes: readonly string[] = insuranceAttached
    ? rng.chance(0.5)
      ? BOTH_INSURANCES
      : DECENNIAL_ONLY
    : NO_CODES;
  if (rng.chance(0.08)) attachmentCodes = [...attachmentCodes, cyc.attachmentType()];
  const decidedAt = seed.decidedAt ?? seed.dispatchedAt;
  const refused = seed.status === 'REFUSED' || seed.status === 'CANCELED';
  const quote: QuoteRecord = {
    id: nextId(builder, 'quote'),
    rid,
    ownerId: seed.ownerId,
    projectId: project.id,
    type: seed.type,
    documentId: undefined,
    amount: { exclTax, inclTax },
    downPayment: seed.withDownPayment && choices.length > 0 ? { percentage: rng.pick(choices) } : undefined,
    attachmentCodes,
    status: seed.status,
    statusDate: iso(seed.status === 'PENDING' ? seed.dispatchedAt : decidedAt),
    dispatchedAt: iso(seed.dispatchedAt),
    validityDate: rng.chance(0.85) ? iso(seed.dispatchedAt + rng.pick(VALIDITY_DAYS) * DAY_MS) : undefined,
    signedAt: seed.status === 'SIGNED' ? iso(decidedAt) : undefined,
    refusedReasons: refused
      ? distinct(cyc.refusal(), rng.chance(0.3) ? cyc.refusal() : undefined)
      : seed.status === 'NOT_RETAINED'
        ? [rng.chance(0.5) ? 'PRO_NOT_RETAINED' : 'SIGN_ANOTHER']
        : NO_REASONS,
    insuranceAttached,
    comment: rng.chance(0.3) ? rng.pick(QUOTE_COMMENTS) : undefined,
    bypass: rng.chance(0.03),
  };
  builder.records.quotes.push(quote);
  link(project, 'quotes', quote.id);
  return quote;
}

// --- Invoices -------------------------------------------------------------------------------------

function taxLine(
  productCode: ProductCode,
  exclTax: number,
  tax: TaxRecord['type'],
  rate: number,
  reference?: { amount: number; percentage: number },
): InvoiceLineRecord {
  return {
    productCode,
    exclTax,
    tax: { type: tax, amount: roundCents((exclTax * rate) / 100), rate },
    referenceAmount: reference?.amount,
    referencePercentage: reference?.percentage,
  };
}

export interface ProviderInvoiceSeed {
  type: InvoiceType;
  status: InvoiceStatus;
  recipientId: string;
  line: InvoiceLineRecord;
  dispatchedAt: number;
  paidAt?: number;
  statusAt?: number;
  project?: ProjectRecord;
}

/** Numbers are given once every invoice is seeded, in order of dispatch (seedProjects). */
export function seedProviderInvoice(builder: Builder, seed: ProviderInvoiceSeed): ProviderInvoiceRecord {
  const { rng, now } = builder;
  const index = builder.records.providerInvoices.length;
  const creditNote = seed.type.endsWith('CREDIT_NOTE');
  const invoice: ProviderInvoiceRecord = {
    id: nextId(builder, 'provider-invoice'),
    rid: ridOf('providerInvoice', index),
    type: seed.type,
    number: '',
    status: seed.status,
    recipientId: seed.recipientId,
    line: seed.line,
    dispatchedAt: iso(seed.dispatchedAt),
    paidAt:
      seed.status === 'PAID'
        ? iso(seed.paidAt ?? Math.min(now, seed.dispatchedAt + rng.int(1, 15) * DAY_MS))
        : undefined,
    statusDate: iso(Math.min(now, seed.statusAt ?? seed.paidAt ?? seed.dispatchedAt)),
    // One invoice in twenty has no PDF yet (document and documentUrl are optional).
    hasDocument: creditNote || rng.chance(0.95),
    documentId: undefined,
    projectId: seed.project?.id,
    associatedInvoiceIds: undefined,
    bypass: rng.chance(0.02),
  };
  if (invoice.status === 'PAID' && invoice.paidAt) invoice.statusDate = invoice.paidAt;
  builder.records.providerInvoices.push(invoice);
  if (seed.project) link(seed.project, 'providerInvoices', invoice.id);
  if (invoice.status === 'CANCELED_BY_CREDIT_NOTE') {
    const creditType = creditNoteTypeOf(invoice.type) ?? 'BASIC_CREDIT_NOTE';
    const at = Math.min(now, seed.dispatchedAt + rng.int(2, 30) * DAY_MS);
    invoice.statusDate = iso(at);
    const credit = seedProviderInvoice(builder, {
      ...seed,
      type: creditType,
      status: 'PAID',
      dispatchedAt: at,
      paidAt: at,
      statusAt: at,
    });
    credit.associatedInvoiceIds = [invoice.id];
    invoice.associatedInvoiceIds = [credit.id];
  }
  return invoice;
}

/** The marketplace's service fee on a professional invoice paid through it (20 % VAT, SPEC §9). */
export function feeLine(builder: Builder, reference: number): InvoiceLineRecord {
  const rate = builder.rng.pick([4, 5, 6, 8]);
  return taxLine('FEE', roundCents((reference * rate) / 100), 'TVA', 20, {
    amount: reference,
    percentage: rate,
  });
}

export function optionLine(code: OptionCode, reference: number): InvoiceLineRecord {
  if (code === 'DOWN_PAYMENT_GUARANTEE') {
    // Insurance premiums bear the insurance-contract tax (TCA), not VAT.
    return taxLine('DOWN_PAYMENT_GUARANTEE', Math.max(15, roundCents(reference * 0.025)), 'TCA', 9, {
      amount: reference,
      percentage: 2.5,
    });
  }
  return taxLine('LEGAL_PROTECTION_PACK', 49, 'TVA', 20);
}

export function registrationFeeLine(): InvoiceLineRecord {
  return taxLine('REGISTRATION_FEE', 150, 'TVA', 20);
}

export interface ProfessionalInvoiceSeed {
  type: InvoiceType;
  status: InvoiceStatus;
  ownerId: string;
  amount: number;
  dispatchedAt: number;
  paidAt?: number;
  comment?: string;
}

export function seedProfessionalInvoice(
  builder: Builder,
  project: ProjectRecord,
  seed: ProfessionalInvoiceSeed,
): ProfessionalInvoiceRecord {
  const { rng, now } = builder;
  const rid = ridOf('professionalInvoice', builder.records.professionalInvoices.length);
  const statusAt =
    seed.status === 'PAID'
      ? (seed.paidAt ?? seed.dispatchedAt)
      : seed.status === 'CANCELED'
        ? Math.min(now, seed.dispatchedAt + rng.int(1, 5) * DAY_MS)
        : seed.dispatchedAt;
  const invoice: ProfessionalInvoiceRecord = {
    id: nextId(builder, 'professional-invoice'),
    rid,
    type: seed.type,
    status: seed.status,
    ownerId: seed.ownerId,
    amount: { inclTax: roundCents(seed.amount) },
    dispatchedAt: iso(seed.dispatchedAt),
    paidAt: seed.status === 'PAID' && seed.paidAt !== undefined ? iso(seed.paidAt) : undefined,
    statusDate: iso(statusAt),
    documentId: undefined,
    projectId: project.id,
    comment: seed.comment,
    bypass: rng.chance(0.02),
  };
  builder.records.professionalInvoices.push(invoice);
  link(project, 'professionalInvoices', invoice.id);
  return invoice;
}

// --- Works acceptance, feedback, issues -------------------------------------------------------------

export function seedWorksAcceptance(
  builder: Builder,
  project: ProjectRecord,
  ownerId: string,
  status: WorksAcceptanceRecord['status'],
  effectiveAt: number,
): WorksAcceptanceRecord {
  const { rng, now } = builder;
  const rid = ridOf('worksAcceptance', builder.records.worksAcceptances.length);
  const dispatchedAt = Math.min(now, effectiveAt + rng.int(0, 48) * HOUR_MS);
  const acceptance: WorksAcceptanceRecord = {
    id: nextId(builder, 'works-acceptance'),
    rid,
    ownerId,
    projectId: project.id,
    documentId: undefined,
    status,
    statusDate: iso(
      status === 'PENDING' ? dispatchedAt : Math.min(now, dispatchedAt + rng.int(1, 72) * HOUR_MS),
    ),
    dispatchedAt: iso(dispatchedAt),
    effectiveDate: iso(effectiveAt),
    unconditional: rng.chance(0.8),
  };
  builder.records.worksAcceptances.push(acceptance);
  link(project, 'worksAcceptances', acceptance.id);
  return acceptance;
}

export function seedFeedback(
  builder: Builder,
  cyc: ContractCyclers,
  project: ProjectRecord,
  professionalId: string,
  at: number,
): void {
  const { rng, now } = builder;
  const status = cyc.feedback();
  const given = status !== 'PENDING';
  const statusAt = given ? Math.min(now, at + rng.int(1, 96) * HOUR_MS) : at;
  const replies =
    status === 'PUBLISHED' && rng.chance(0.5)
      ? [
          (() => {
            const dispatchedAt = Math.min(now, statusAt + rng.int(2, 120) * HOUR_MS);
            const replyStatus = cyc.reply();
            return {
              id: nextId(builder, 'feedback-reply'),
              replierId: professionalId,
              message: rng.pick(REPLY_MESSAGES),
              dispatchedAt: iso(dispatchedAt),
              status: replyStatus,
              statusDate: iso(
                replyStatus === 'PENDING'
                  ? dispatchedAt
                  : Math.min(now, dispatchedAt + rng.int(1, 48) * HOUR_MS),
              ),
            };
          })(),
        ]
      : [];
  const feedback = {
    id: nextId(builder, 'feedback'),
    emitterId: project.ownerId,
    professionalId,
    projectId: project.id,
    documentId: undefined,
    status,
    rate: given ? rng.weighted(RATE_WEIGHTS) : undefined,
    message: given ? rng.pick(FEEDBACK_MESSAGES) : undefined,
    dispatchedAt: iso(at),
    statusDate: iso(statusAt),
    replies,
  };
  builder.records.feedbacks.push(feedback);
  link(project, 'feedbacks', feedback.id);
}

export function seedIssue(
  builder: Builder,
  cyc: ContractCyclers,
  project: ProjectRecord,
  emitterId: string,
  at: number,
): void {
  const { rng } = builder;
  const type = cyc.issue();
  const issue = {
    id: nextId(builder, 'issue'),
    rid: ridOf('issue', builder.records.issues.length),
    type,
    emitterId,
    projectId: project.id,
    description: rng.chance(0.85) ? rng.pick(ISSUE_DESCRIPTIONS[type]) : undefined,
    createdAt: iso(at),
  };
  builder.records.issues.push(issue);
  link(project, 'issues', issue.id);
}

/** Invoice numbers follow the order of dispatch, one sequence for invoices and one for credit notes. */
export function numberInvoices(invoices: ProviderInvoiceRecord[]): { invoices: number; creditNotes: number } {
  const ordered = [...invoices].sort((a, b) =>
    a.dispatchedAt < b.dispatchedAt ? -1 : a.dispatchedAt > b.dispatchedAt ? 1 : a.rid < b.rid ? -1 : 1,
  );
  let invoiceCount = 0;
  let creditCount = 0;
  for (const invoice of ordered) {
    const creditNote = invoice.type.endsWith('CREDIT_NOTE');
    const n = creditNote ? (creditCount += 1) : (invoiceCount += 1);
    invoice.number = flat(invoiceNumber(creditNote, invoice.dispatchedAt.slice(0, 4), n));
  }
  return { invoices: invoiceCount, creditNotes: creditCount };
}

export type { ConstructionStatus };
