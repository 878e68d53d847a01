/**
 * Seed of a project's contract side: the cyclers of its records, how far the owner's payments
 * went, the timeline of its dates, and its quotes and amendments. The invoices are seeded by
 * project-seed-invoices.ts, works acceptances, feedback and issue reports by
 * project-seed-acceptance.ts.
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
  type IssueType,
  type OptionStatus,
  type QuoteRefusalReason,
  type QuoteStatus,
  type QuoteType,
} from '@/lib/domain/enums';
import { depositPercentageChoices } from '@/lib/domain/rules/deposit';
import type { Rng } from '../core/seed-kit';
import { DAY_MS } from '../core/time';
import { ridOf } from './project-ids';
import { link } from './project-links';
import type { ProjectRecord, QuoteRecord } from './project-records';
import { roundCents } from './project-rules';
import { cycler, iso, nextId, type Builder, type Cycler } from './project-seed-kit';
import { QUOTE_COMMENTS } from './project-texts';

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

export type { ConstructionStatus };
