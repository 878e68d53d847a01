/**
 * The project side of the fake gateway's store as the handlers read it: a table per record kind,
 * the indexes built over them and the counters of the records created at run time.
 */
import { Table } from '../core/table';
import type {
  DiscussionRecord,
  DocumentRecord,
  FeedbackRecord,
  IssueRecord,
  MatchRecord,
  ProfessionalInvoiceRecord,
  ProjectRecord,
  ProviderInvoiceRecord,
  QuoteRecord,
  RelationshipRecord,
  WorksAcceptanceRecord,
} from './project-records';

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
