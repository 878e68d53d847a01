/**
 * The views of a project's contract side: quotes, the marketplace's and the professional's
 * invoices, works acceptances, feedback and issue reports.
 */
import type {
  Feedback,
  FeedbackSummary,
  Issue,
  ProfessionalInvoice,
  ProviderInvoice,
  Quote,
  WorksAcceptance,
} from '@/lib/domain/schemas';
import type { Db } from '../../store';
import {
  professionalInvoiceDocument,
  providerInvoiceDocument,
  quoteAttachments,
  quoteDocument,
  worksAcceptanceDocument,
} from '../../data/project-documents';
import {
  type FeedbackRecord,
  type IssueRecord,
  type ProfessionalInvoiceRecord,
  type ProviderInvoiceRecord,
  type QuoteRecord,
  type WorksAcceptanceRecord,
} from '../../data/project-records';
import { roundCents } from '../../data/project-rules';

import {
  documentContentPath,
  documentView,
  projectSummary,
  requiredDocument,
  userSummary,
} from './common-views';

export function quoteView(db: Db, quote: QuoteRecord): Quote {
  return {
    id: quote.id,
    rid: quote.rid,
    owner: userSummary(db, quote.ownerId),
    type: quote.type,
    project: projectSummary(db, quote.projectId),
    document: requiredDocument(quoteDocument(db.projects, quote), quote.id),
    amount: { exclTax: quote.amount.exclTax, inclTax: quote.amount.inclTax },
    downPayment: quote.downPayment ? { percentage: quote.downPayment.percentage } : null,
    attachments: quoteAttachments(quote).map(documentView),
    status: quote.status,
    statusDate: quote.statusDate,
    dispatchedAt: quote.dispatchedAt,
    validityDate: quote.validityDate ?? null,
    signedAt: quote.signedAt ?? null,
    refusedReasons: [...quote.refusedReasons],
    insuranceAttached: quote.insuranceAttached,
    comment: quote.comment ?? null,
    bypass: quote.bypass,
  };
}

/** A provider invoice's amount including tax: its one line's, to the cent. */
export const providerInvoiceInclTax = ({ line }: ProviderInvoiceRecord): number =>
  roundCents(line.exclTax + line.tax.amount);

export function providerInvoiceView(db: Db, invoice: ProviderInvoiceRecord): ProviderInvoice {
  const { line } = invoice;
  const inclTax = providerInvoiceInclTax(invoice);
  const document = providerInvoiceDocument(db.projects, invoice);
  return {
    id: invoice.id,
    rid: invoice.rid,
    type: invoice.type,
    number: invoice.number,
    status: invoice.status,
    recipient: userSummary(db, invoice.recipientId),
    amount: { exclTax: line.exclTax, inclTax },
    lines: [
      {
        productCode: line.productCode,
        amount: {
          exclTax: line.exclTax,
          inclTax,
          taxes: {
            units: [{ type: line.tax.type, amount: line.tax.amount, rate: line.tax.rate }],
            total: line.tax.amount,
          },
        },
        metadata:
          line.referenceAmount !== undefined || line.referencePercentage !== undefined
            ? {
                referenceAmount: line.referenceAmount ?? null,
                referencePercentage: line.referencePercentage ?? null,
              }
            : null,
      },
    ],
    dispatchedAt: invoice.dispatchedAt,
    paidAt: invoice.paidAt ?? null,
    statusDate: invoice.statusDate,
    document: document ? documentView(document) : null,
    documentUrl: document ? documentContentPath(document.id) : null,
    project: invoice.projectId ? projectSummary(db, invoice.projectId) : null,
    associatedInvoices: (invoice.associatedInvoiceIds ?? []).flatMap((id) => {
      const other = db.projects.providerInvoices.get(id);
      return other ? [{ id: other.id, number: other.number }] : [];
    }),
    bypass: invoice.bypass,
  };
}

export function professionalInvoiceView(db: Db, invoice: ProfessionalInvoiceRecord): ProfessionalInvoice {
  return {
    id: invoice.id,
    rid: invoice.rid,
    type: invoice.type,
    status: invoice.status,
    owner: userSummary(db, invoice.ownerId),
    amount: { inclTax: invoice.amount.inclTax },
    dispatchedAt: invoice.dispatchedAt,
    paidAt: invoice.paidAt ?? null,
    statusDate: invoice.statusDate,
    document: requiredDocument(professionalInvoiceDocument(db.projects, invoice), invoice.id),
    project: projectSummary(db, invoice.projectId),
    comment: invoice.comment ?? null,
    bypass: invoice.bypass,
  };
}

export function worksAcceptanceView(db: Db, acceptance: WorksAcceptanceRecord): WorksAcceptance {
  const project = db.projects.projects.require(acceptance.projectId);
  return {
    id: acceptance.id,
    rid: acceptance.rid,
    owner: userSummary(db, acceptance.ownerId),
    project: { ...projectSummary(db, acceptance.projectId), owner: userSummary(db, project.ownerId) },
    document: requiredDocument(worksAcceptanceDocument(db.projects, acceptance), acceptance.id),
    status: acceptance.status,
    statusDate: acceptance.statusDate,
    dispatchedAt: acceptance.dispatchedAt,
    effectiveDate: acceptance.effectiveDate,
    unconditional: acceptance.unconditional,
  };
}

export function feedbackView(db: Db, feedback: FeedbackRecord): Feedback {
  return {
    id: feedback.id,
    emitter: userSummary(db, feedback.emitterId),
    professional: userSummary(db, feedback.professionalId),
    project: projectSummary(db, feedback.projectId),
    status: feedback.status,
    rate: feedback.rate ?? null,
    message: feedback.message ?? null,
    dispatchedAt: feedback.dispatchedAt,
    statusDate: feedback.statusDate,
    replies: feedback.replies.map((reply) => ({
      id: reply.id,
      replier: userSummary(db, reply.replierId),
      message: reply.message,
      dispatchedAt: reply.dispatchedAt,
      status: reply.status,
      statusDate: reply.statusDate,
    })),
  };
}

export function feedbackSummaryView(feedback: FeedbackRecord): FeedbackSummary {
  return {
    id: feedback.id,
    status: feedback.status,
    rate: feedback.rate ?? null,
    dispatchedAt: feedback.dispatchedAt,
  };
}

export function issueView(db: Db, issue: IssueRecord): Issue {
  return {
    id: issue.id,
    rid: issue.rid,
    type: issue.type,
    emitter: userSummary(db, issue.emitterId),
    project: projectSummary(db, issue.projectId),
    description: issue.description ?? null,
    createdAt: issue.createdAt,
  };
}
