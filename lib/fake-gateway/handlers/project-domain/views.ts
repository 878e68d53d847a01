/**
 * The project-side entities as the gateway sends them (the shapes of lib/domain/schemas), built
 * on read from the normalised records so a change shows everywhere at once.
 */
import type {
  Discussion,
  Document,
  Feedback,
  FeedbackSummary,
  Issue,
  Match,
  Message,
  ProfessionalInvoice,
  Project,
  ProjectListItem,
  ProjectSummary,
  ProviderInvoice,
  Quote,
  Relationship,
  UserSummary,
  WorksAcceptance,
} from '@/lib/domain/schemas';
import type { Db } from '../../store';
import {
  findDocument,
  professionalInvoiceDocument,
  providerInvoiceDocument,
  quoteAttachments,
  quoteDocument,
  worksAcceptanceDocument,
} from '../../data/project-documents';
import { messagesOf } from '../../data/project-messages';
import {
  type DiscussionRecord,
  type DocumentRecord,
  type FeedbackRecord,
  type IssueRecord,
  type MatchRecord,
  type MessageRecord,
  type ProfessionalInvoiceRecord,
  type ProjectRecord,
  type ProviderInvoiceRecord,
  type QuoteRecord,
  type RelationshipRecord,
  type WorksAcceptanceRecord,
} from '../../data/project-records';
import { linked } from '../../data/project-links';
import { paymentStatusOf, professionalInvoicesOf, roundCents } from '../../data/project-rules';

/** Where GET /documents/:id/content serves a document's bytes (a path on the gateway). */
export function documentContentPath(id: string): string {
  return `/documents/${encodeURIComponent(id)}/content`;
}

export function userSummary(db: Db, id: string): UserSummary {
  return db.people.userSummary(id);
}

export function projectSummary(db: Db, projectId: string): ProjectSummary {
  const project = db.projects.projects.require(projectId);
  return {
    id: project.id,
    rid: project.rid,
    workNeed: { ...project.workNeed },
    address: { ...project.address },
  };
}

export function documentView(document: DocumentRecord): Document {
  return {
    id: document.id,
    name: document.name,
    status: document.status,
    type: { code: document.type.code, name: document.type.name },
    mimeType: document.mimeType,
    createdAt: document.createdAt,
  };
}

/** GET /documents/:id: the document with its owner and project (our addition to SPEC §3). */
export function documentDetailView(db: Db, document: DocumentRecord): Document {
  const owner = document.ownerId ? db.people.users.get(document.ownerId) : undefined;
  const project = document.projectId ? db.projects.projects.get(document.projectId) : undefined;
  return {
    ...documentView(document),
    owner: owner ? userSummary(db, owner.id) : null,
    project: project ? projectSummary(db, project.id) : null,
  };
}

function requiredDocument(document: DocumentRecord | undefined, owner: string): Document {
  if (!document) throw new Error(`Document missing for ${owner}`);
  return documentView(document);
}

export function matchView(db: Db, match: MatchRecord): Match {
  const project = db.projects.projects.require(match.projectId);
  return {
    id: match.id,
    user: userSummary(db, match.userId),
    project: { ...projectSummary(db, match.projectId), tags: [...project.tags] },
    status: match.status,
    positionableStatus: match.positionableStatus,
    visibilityStatus: match.visibilityStatus,
    partAcceptanceProbability: match.partAcceptanceProbability ?? null,
    createdAt: match.createdAt,
    statusDate: match.statusDate,
  };
}

export function relationshipView(db: Db, relationship: RelationshipRecord): Relationship {
  return {
    id: relationship.id,
    user: userSummary(db, relationship.userId),
    project: projectSummary(db, relationship.projectId),
    status: relationship.status,
    statusDate: relationship.statusDate,
    positioningMode: relationship.positioningMode,
    positionedAt: relationship.positionedAt,
    acceptanceMode: relationship.acceptanceMode ?? null,
    acceptedAt: relationship.acceptedAt ?? null,
    meetingDateTime: relationship.meetingDateTime ?? null,
    comment: relationship.comment ?? null,
    statusReasons: [...relationship.statusReasons],
    statusOtherReason: relationship.statusOtherReason ?? null,
  };
}

export function messageView(db: Db, message: MessageRecord): Message {
  switch (message.type) {
    case 'STANDARD':
      return {
        id: message.id,
        type: 'STANDARD',
        sender: userSummary(db, message.senderId),
        content: message.content,
        sentAt: message.sentAt,
        readBy: [...message.readBy],
      };
    case 'ATTACHMENT': {
      const document = findDocument(db.projects, message.documentId);
      const uri = documentContentPath(message.documentId);
      return {
        id: message.id,
        type: 'ATTACHMENT',
        sender: userSummary(db, message.senderId),
        sentAt: message.sentAt,
        attachment: {
          id: message.documentId,
          name: document?.name ?? 'Pièce jointe',
          uri,
          thumbUri: document?.mimeType.startsWith('image/') ? uri : null,
        },
      };
    }
    default:
      return {
        id: message.id,
        type: message.type,
        content: message.content,
        sentAt: message.sentAt,
      } as Message;
  }
}

/** A discussion; lists leave the thread out (`messages: []`), the detail has it. */
export function discussionView(db: Db, discussion: DiscussionRecord, withMessages: boolean): Discussion {
  return {
    id: discussion.id,
    type: discussion.type,
    members: discussion.memberIds.map((id) => userSummary(db, id)),
    messages: withMessages
      ? messagesOf(db.people, discussion).map((message) => messageView(db, message))
      : [],
    status: discussion.status,
    project: discussion.projectId ? projectSummary(db, discussion.projectId) : null,
    createdAt: discussion.createdAt,
    unreadMessagesCount: discussion.unreadMessagesCount,
    lastMessageDate: discussion.lastMessageDate ?? null,
  };
}

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

function feedbackSummaryView(feedback: FeedbackRecord): FeedbackSummary {
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
