/**
 * The project-side entities as the gateway sends them (the shapes of lib/domain/schemas), built
 * on read from the normalised records so a change shows everywhere at once. This module builds a
 * project's own views and re-exports those of its matching and contract sides.
 */
import type { Project, ProjectListItem } from '@/lib/domain/schemas';
import type { Db } from '../../store';
import { type ProjectRecord, type QuoteRecord } from '../../data/project-records';
import { linked } from '../../data/project-links';
import { paymentStatusOf, professionalInvoicesOf, roundCents } from '../../data/project-rules';

import { documentView, userSummary } from './common-views';
import {
  feedbackSummaryView,
  professionalInvoiceView,
  providerInvoiceView,
  quoteView,
  worksAcceptanceView,
  issueView,
} from './contract-views';
import { discussionView, relationshipView } from './matching-views';

export * from './common-views';
export * from './contract-views';
export * from './matching-views';

export function projectListItemView(db: Db, project: ProjectRecord): ProjectListItem {
  return {
    id: project.id,
    rid: project.rid,
    workNeed: { ...project.workNeed },
    publicationDate: project.publicationDate ?? null,
    owner: userSummary(db, project.ownerId),
    status: project.status,
    lastEventDate: project.lastEventDate,
    address: { ...project.address },
  };
}

function recordsOf<T>(ids: readonly string[], get: (id: string) => T | undefined): T[] {
  const out: T[] = [];
  for (const id of ids) {
    const record = get(id);
    if (record) out.push(record);
  }
  return out;
}

/**
 * The signed amount (signed quotes and amendments, tax included), what was paid of it (paid
 * professional invoices) and what remains: SPEC §3 names amount, credit and balance only.
 */
function paymentView(db: Db, project: ProjectRecord, quotes: QuoteRecord[]): Project['payment'] {
  const { projects } = db;
  const invoices = professionalInvoicesOf(projects, project);
  const signed = quotes.filter((quote) => quote.status === 'SIGNED');
  const amount = roundCents(signed.reduce((sum, quote) => sum + quote.amount.inclTax, 0));
  const credit = roundCents(
    invoices
      .filter((invoice) => invoice.status === 'PAID')
      .reduce((sum, invoice) => sum + invoice.amount.inclTax, 0),
  );
  const initial = signed.find((quote) => quote.type === 'INITIAL' && quote.downPayment);
  return {
    status: paymentStatusOf(invoices),
    provider: project.paymentProvider,
    invoices: invoices.map((invoice) => professionalInvoiceView(db, invoice)),
    lmsgInvoices: recordsOf(linked(project, 'providerInvoices'), (id) =>
      projects.providerInvoices.get(id),
    ).map((invoice) => providerInvoiceView(db, invoice)),
    amount,
    credit,
    balance: roundCents(amount - credit),
    downPayment: initial?.downPayment
      ? {
          percentage: initial.downPayment.percentage,
          amount: roundCents((initial.amount.inclTax * initial.downPayment.percentage) / 100),
        }
      : null,
  };
}

/** GET /projects/:id: every section of SPEC §3 (discussions without their threads). */
export function projectView(db: Db, project: ProjectRecord): Project {
  const { projects } = db;
  const quotes = recordsOf(linked(project, 'quotes'), (id) => projects.quotes.get(id));
  const feedback = recordsOf(linked(project, 'feedbacks'), (id) => projects.feedbacks.get(id))[0];
  return {
    ...projectListItemView(db, project),
    lastEventDate: project.lastEventDate,
    address: { ...project.address },
    budget: { min: project.budget.min, medium: project.budget.medium ?? null, max: project.budget.max },
    statusReasons: [...project.statusReasons],
    details: {
      description: project.description ?? null,
      crcComment: project.crcComment ?? null,
      documents: recordsOf(linked(project, 'documents'), (id) => projects.documents.get(id)).map(
        documentView,
      ),
      questions: project.questions
        ? {
            searches: [...project.questions.searches],
            startingPeriod: project.questions.startingPeriod ?? null,
            authorisationStatus: project.questions.authorisationStatus ?? null,
            ownership: project.questions.ownership ?? null,
          }
        : null,
    },
    tags: [...project.tags],
    commercialPrograms: project.commercialPrograms.map((program) => ({
      code: program.code,
      label: program.label,
    })),
    professionals: {
      relationships: recordsOf(linked(project, 'relationships'), (id) => projects.relationships.get(id)).map(
        (relationship) => relationshipView(db, relationship),
      ),
    },
    messaging: {
      discussions: recordsOf(linked(project, 'discussions'), (id) => projects.discussions.get(id)).map(
        (discussion) => discussionView(db, discussion, false),
      ),
    },
    contractualization: {
      contractor: project.contractorId ? userSummary(db, project.contractorId) : null,
      quotes: quotes.map((quote) => quoteView(db, quote)),
    },
    payment: paymentView(db, project, quotes),
    construction: {
      status: project.construction.status,
      startDate: project.construction.startDate ?? null,
      endDate: project.construction.endDate ?? null,
      worksAcceptances: recordsOf(linked(project, 'worksAcceptances'), (id) =>
        projects.worksAcceptances.get(id),
      ).map((acceptance) => worksAcceptanceView(db, acceptance)),
    },
    feedback: feedback ? feedbackSummaryView(feedback) : null,
    issues: recordsOf(linked(project, 'issues'), (id) => projects.issues.get(id)).map((issue) =>
      issueView(db, issue),
    ),
    options: project.options.map((option) => ({
      code: option.code,
      status: option.status,
      statusDate: option.statusDate,
      activatedAt: option.activatedAt ?? null,
    })),
  };
}
