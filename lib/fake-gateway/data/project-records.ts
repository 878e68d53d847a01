/**
 * The project side of the fake gateway's store: projects and everything hanging off them
 * (matches, relationships, discussions and messages, quotes, invoices, works acceptances,
 * feedback, issues, documents). Records are normalised: relations are ids, and the views of
 * lib/domain/schemas are built on read (handlers/project-domain/views.ts).
 */
import type {
  AcceptanceMode,
  AuthorisationStatus,
  ConstructionStatus,
  DiscussionStatus,
  DiscussionType,
  DocumentStatus,
  EventContent,
  FeedbackStatus,
  InvoiceStatus,
  InvoiceType,
  IssueType,
  MatchStatus,
  OptionCode,
  OptionStatus,
  Ownership,
  PaymentProvider,
  PositionableStatus,
  PositioningMode,
  ProductCode,
  ProjectCancelReason,
  ProjectSearch,
  ProjectStatus,
  ProjectTag,
  QuoteRefusalReason,
  QuoteStatus,
  QuoteType,
  RelationshipStatus,
  RelationshipStatusReason,
  RobotContent,
  StartingPeriod,
  TaxUnit,
  VisibilityStatus,
} from '@/lib/domain/enums';
import { Table } from '../core/table';

export interface ProjectOptionRecord {
  code: OptionCode;
  status: OptionStatus;
  statusDate: string;
  activatedAt?: string;
}

export interface ProjectRecord {
  id: string;
  rid: string;
  workNeed: { bsku: string; label: string };
  ownerId: string;
  createdAt: string;
  publicationDate?: string;
  lastEventDate: string;
  address: { postalCode: string; cityName: string };
  budget: { min: number; medium?: number; max: number };
  status: ProjectStatus;
  statusReasons: ProjectCancelReason[];
  description?: string;
  crcComment?: string;
  questions?: {
    searches: ProjectSearch[];
    startingPeriod?: StartingPeriod;
    authorisationStatus?: AuthorisationStatus;
    ownership?: Ownership;
  };
  tags: ProjectTag[];
  commercialPrograms: { code: string; label: string }[];
  /** The professional whose quote is signed. */
  contractorId?: string;
  paymentProvider: PaymentProvider;
  construction: { status: ConstructionStatus; startDate?: string; endDate?: string };
  options: ProjectOptionRecord[];
  /**
   * Ids of the records of each kind that belong to the project, in creation order; a kind with
   * none has no list (most projects lack most kinds, and 100,000 users make 36,000 projects).
   */
  links: Partial<Record<LinkKind, string[]>>;
}

export type LinkKind =
  | 'documents'
  | 'matches'
  | 'relationships'
  | 'discussions'
  | 'quotes'
  | 'professionalInvoices'
  | 'providerInvoices'
  | 'worksAcceptances'
  | 'feedbacks'
  | 'issues';

const NONE: readonly string[] = Object.freeze([]);

export function linked(project: ProjectRecord, kind: LinkKind): readonly string[] {
  return project.links[kind] ?? NONE;
}

export function link(project: ProjectRecord, kind: LinkKind, id: string): void {
  const list = project.links[kind];
  if (list) list.push(id);
  else project.links[kind] = [id];
}

export function unlink(project: ProjectRecord, kind: LinkKind, id: string): void {
  const list = project.links[kind];
  if (!list) return;
  const index = list.indexOf(id);
  if (index >= 0) list.splice(index, 1);
}

export interface MatchRecord {
  /** `<projectId>_<professionalId>` (SPEC §3: the project id and the professional id joined). */
  id: string;
  projectId: string;
  userId: string;
  status: MatchStatus;
  positionableStatus: PositionableStatus;
  visibilityStatus: VisibilityStatus;
  partAcceptanceProbability?: number;
  createdAt: string;
  statusDate: string;
}

export interface RelationshipRecord {
  id: string;
  projectId: string;
  /** The professional. */
  userId: string;
  status: RelationshipStatus;
  statusDate: string;
  positioningMode: PositioningMode;
  positionedAt: string;
  acceptanceMode?: AcceptanceMode;
  acceptedAt?: string;
  meetingDateTime?: string;
  comment?: string;
  statusReasons: RelationshipStatusReason[];
  statusOtherReason?: string;
}

export type MessageRecord =
  | { id: string; type: 'STANDARD'; senderId: string; content: string; sentAt: string; readBy: string[] }
  | { id: string; type: 'EVENT'; content: EventContent; sentAt: string }
  | { id: string; type: 'ROBOT'; content: RobotContent; sentAt: string }
  | { id: string; type: 'ATTACHMENT'; senderId: string; documentId: string; sentAt: string };

export interface DiscussionRecord {
  id: string;
  type: DiscussionType;
  memberIds: string[];
  status: DiscussionStatus;
  projectId?: string;
  createdAt: string;
  unreadMessagesCount: number;
  lastMessageDate?: string;
  /**
   * Undefined until drawn (project-messages.ts): the seed only decides how many messages the
   * thread has, whether it starts with PROFESSIONAL_ACCEPTED and its attachments (created
   * eagerly so GET /documents/:id finds them). Threads are most of the data at 100,000 users
   * and few are ever opened.
   */
  messages?: MessageRecord[];
  plannedCount: number;
  plannedAccepted: boolean;
  plannedAttachmentIds?: string[];
}

export interface QuoteRecord {
  id: string;
  rid: string;
  ownerId: string;
  projectId: string;
  type: QuoteType;
  /** An uploaded document; seeded quotes have a derived one (project-documents.ts). */
  documentId?: string;
  amount: { exclTax: number; inclTax: number };
  downPayment?: { percentage: number };
  /** Document type codes of the attachments (insurance certificates…), derived documents too. */
  attachmentCodes: readonly string[];
  status: QuoteStatus;
  statusDate: string;
  dispatchedAt: string;
  validityDate?: string;
  signedAt?: string;
  refusedReasons: QuoteRefusalReason[];
  insuranceAttached: boolean;
  comment?: string;
  bypass: boolean;
}

export interface TaxRecord {
  type: TaxUnit;
  amount: number;
  rate: number;
}

/** The one line of a provider invoice, flat (the view nests it as lib/domain's invoice line). */
export interface InvoiceLineRecord {
  productCode: ProductCode;
  exclTax: number;
  tax: TaxRecord;
  referenceAmount?: number;
  referencePercentage?: number;
}

/** An invoice the marketplace issues (fees, insurance, registration, credit notes). */
export interface ProviderInvoiceRecord {
  id: string;
  rid: string;
  type: InvoiceType;
  number: string;
  status: InvoiceStatus;
  recipientId: string;
  line: InvoiceLineRecord;
  dispatchedAt: string;
  paidAt?: string;
  statusDate: string;
  /** Whether the PDF exists yet; `documentId` when it was uploaded, else derived. */
  hasDocument: boolean;
  documentId?: string;
  projectId?: string;
  /** The credit notes of an invoice, or the invoice a credit note cancels. */
  associatedInvoiceIds?: string[];
  bypass: boolean;
}

/** An invoice a professional issues to the project owner (down payment, interim, final). */
export interface ProfessionalInvoiceRecord {
  id: string;
  rid: string;
  type: InvoiceType;
  status: InvoiceStatus;
  ownerId: string;
  amount: { inclTax: number };
  dispatchedAt: string;
  paidAt?: string;
  statusDate: string;
  /** An uploaded document; seeded invoices have a derived one. */
  documentId?: string;
  projectId: string;
  comment?: string;
  bypass: boolean;
}

export interface WorksAcceptanceRecord {
  id: string;
  rid: string;
  /** The professional. */
  ownerId: string;
  projectId: string;
  /** An uploaded document; seeded reports have a derived one. */
  documentId?: string;
  status: 'PENDING' | 'CANCELED' | 'VALIDATED';
  statusDate: string;
  dispatchedAt: string;
  effectiveDate: string;
  unconditional: boolean;
}

export interface FeedbackReplyRecord {
  id: string;
  replierId: string;
  message: string;
  dispatchedAt: string;
  status: FeedbackStatus;
  statusDate: string;
}

export interface FeedbackRecord {
  id: string;
  emitterId: string;
  professionalId: string;
  projectId: string;
  status: FeedbackStatus;
  rate?: number;
  message?: string;
  dispatchedAt: string;
  statusDate: string;
  replies: FeedbackReplyRecord[];
}

export interface IssueRecord {
  id: string;
  rid: string;
  type: IssueType;
  emitterId: string;
  projectId: string;
  description?: string;
  createdAt: string;
}

/** What a document is attached to, which decides the bytes drawn for it. */
export type DocumentKind =
  | 'site'
  | 'quote'
  | 'quote-attachment'
  | 'invoice'
  | 'works-acceptance'
  | 'attachment'
  | 'upload'
  | 'registration';

export interface DocumentRecord {
  id: string;
  name: string;
  status: DocumentStatus;
  type: { code: string; name: string };
  mimeType: string;
  createdAt: string;
  kind: DocumentKind;
  projectId?: string;
  ownerId?: string;
  /** Uploaded bytes; seeded documents draw theirs on read (project-files.ts). */
  bytes?: Uint8Array;
}

export interface ProjectData {
  projects: Table<ProjectRecord>;
  matches: Table<MatchRecord>;
  relationships: Table<RelationshipRecord>;
  discussions: Table<DiscussionRecord>;
  quotes: Table<QuoteRecord>;
  providerInvoices: Table<ProviderInvoiceRecord>;
  professionalInvoices: Table<ProfessionalInvoiceRecord>;
  worksAcceptances: Table<WorksAcceptanceRecord>;
  feedbacks: Table<FeedbackRecord>;
  issues: Table<IssueRecord>;
  /**
   * Stored documents: the site's, message attachments and uploads. The documents of quotes,
   * invoices and works acceptances seeded without an upload are derived from their record
   * (project-documents.ts) and not stored.
   */
  documents: Table<DocumentRecord>;
  /** Owner (particular) id → their project ids. */
  projectsByOwner: Map<string, string[]>;
  /** Professional id → their match ids. */
  matchesByUser: Map<string, string[]>;
  /** Member id → the discussions they belong to. */
  discussionsByMember: Map<string, string[]>;
  /** Exact-identifier indexes for GET /search (RIDs upper case). */
  byRid: {
    project: Map<string, string>;
    quote: Map<string, string>;
    professionalInvoice: Map<string, string>;
    worksAcceptance: Map<string, string>;
    providerInvoice: Map<string, string>;
    issue: Map<string, string>;
  };
  providerInvoiceByNumber: Map<string, string>;
  /** Numbers of the next records created at run time (RIDs and invoice numbers stay unique). */
  counters: Record<CounterName, number>;
  /** Ids of the showcase projects by name (project-seed.ts SHOWCASE_SPECS), for demos and tests. */
  showcase: Record<string, string>;
  /** Ids of the fixed documents of the `published` showcase by key (project-seed.ts SHOWCASE_DOCUMENTS). */
  showcaseDocuments: Record<string, string>;
  /** Ids of the showcase discussions by name (project-seed-discussions.ts), for demos and tests. */
  showcaseDiscussions: Record<string, string>;
}

export type CounterName =
  | 'project'
  | 'quote'
  | 'professionalInvoice'
  | 'worksAcceptance'
  | 'providerInvoice'
  | 'issue'
  | 'invoiceNumber'
  | 'creditNoteNumber';

/** The records of each table, as the seed builds them (tables are filled once, not per insert). */
export interface SeedRecords {
  projects: ProjectRecord[];
  matches: MatchRecord[];
  relationships: RelationshipRecord[];
  discussions: DiscussionRecord[];
  quotes: QuoteRecord[];
  providerInvoices: ProviderInvoiceRecord[];
  professionalInvoices: ProfessionalInvoiceRecord[];
  worksAcceptances: WorksAcceptanceRecord[];
  feedbacks: FeedbackRecord[];
  issues: IssueRecord[];
  documents: DocumentRecord[];
}

export function emptySeedRecords(): SeedRecords {
  return {
    projects: [],
    matches: [],
    relationships: [],
    discussions: [],
    quotes: [],
    providerInvoices: [],
    professionalInvoices: [],
    worksAcceptances: [],
    feedbacks: [],
    issues: [],
    documents: [],
  };
}

/** Builds the tables and every index from the seeded records. */
export function createProjectData(records: SeedRecords = emptySeedRecords()): ProjectData {
  const data: ProjectData = {
    projects: new Table('Projet', records.projects),
    matches: new Table('Match', records.matches),
    relationships: new Table('Mise en relation', records.relationships),
    discussions: new Table('Discussion', records.discussions),
    quotes: new Table('Devis', records.quotes),
    providerInvoices: new Table('Facture', records.providerInvoices),
    professionalInvoices: new Table('Facture professionnel', records.professionalInvoices),
    worksAcceptances: new Table('PV de fin de chantier', records.worksAcceptances),
    feedbacks: new Table('Avis', records.feedbacks),
    issues: new Table('Signalement', records.issues),
    documents: new Table('Document', records.documents),
    projectsByOwner: new Map(),
    matchesByUser: new Map(),
    discussionsByMember: new Map(),
    byRid: {
      project: new Map(),
      quote: new Map(),
      professionalInvoice: new Map(),
      worksAcceptance: new Map(),
      providerInvoice: new Map(),
      issue: new Map(),
    },
    providerInvoiceByNumber: new Map(),
    counters: {
      project: records.projects.length,
      quote: records.quotes.length,
      professionalInvoice: records.professionalInvoices.length,
      worksAcceptance: records.worksAcceptances.length,
      providerInvoice: records.providerInvoices.length,
      issue: records.issues.length,
      invoiceNumber: 0,
      creditNoteNumber: 0,
    },
    showcase: {},
    showcaseDocuments: {},
    showcaseDiscussions: {},
  };
  for (const project of records.projects) {
    pushTo(data.projectsByOwner, project.ownerId, project.id);
    data.byRid.project.set(project.rid, project.id);
  }
  for (const match of records.matches) pushTo(data.matchesByUser, match.userId, match.id);
  for (const discussion of records.discussions) {
    for (const memberId of discussion.memberIds) pushTo(data.discussionsByMember, memberId, discussion.id);
  }
  for (const quote of records.quotes) data.byRid.quote.set(quote.rid, quote.id);
  for (const invoice of records.professionalInvoices)
    data.byRid.professionalInvoice.set(invoice.rid, invoice.id);
  for (const acceptance of records.worksAcceptances)
    data.byRid.worksAcceptance.set(acceptance.rid, acceptance.id);
  for (const invoice of records.providerInvoices) {
    data.byRid.providerInvoice.set(invoice.rid, invoice.id);
    data.providerInvoiceByNumber.set(invoice.number.toUpperCase(), invoice.id);
  }
  for (const issue of records.issues) data.byRid.issue.set(issue.rid, issue.id);
  return data;
}

export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
