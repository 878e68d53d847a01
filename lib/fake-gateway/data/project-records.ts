/**
 * The project side of the fake gateway's store: projects and everything hanging off them
 * (matches, relationships, discussions and messages, quotes, invoices, works acceptances,
 * feedback, issues, documents). Records are normalised: relations are ids, and the views of
 * lib/domain/schemas are built on read (handlers/project-domain/views.ts); project-data.ts holds
 * their tables and indexes.
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
  /** Members the seed added after drawing who writes: none of the drawn messages is theirs. */
  silentMemberIds?: string[];
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
