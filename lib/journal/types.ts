import type { RouteId } from '@/lib/access/paths';

/**
 * What the staff journal records of one action run through the back-office. A target is named by
 * the record view that shows it (`projectView`, `quoteView`…), so the journal tab of a record and
 * the link of an entry both come from the role table.
 */
export type JournalTargetType = Extract<
  RouteId,
  | 'userView'
  | 'matchView'
  | 'projectView'
  | 'documentView'
  | 'relationshipView'
  | 'discussionView'
  | 'quoteView'
  | 'proInvoiceView'
  | 'worksAcceptanceView'
  | 'feedbackView'
  | 'issueView'
  | 'invoiceView'
  | 'credentialsView'
>;

export interface JournalEntry {
  id: string;
  /** ISO 8601 with offset. */
  at: string;
  staffId: string;
  staffEmail: string;
  staffRoles: string[];
  /** The action's id (ACTIONS of the role table, or the route id when the whole route may run it). */
  action: string;
  targetType: JournalTargetType | null;
  targetId: string | null;
  /** The reason or comment the staff member gave, if any. */
  reason: string | null;
  /** 'SUCCESS', or the SPEC §8 code of the failure. */
  outcome: string;
  requestId: string;
  /** What else identifies the action when it has no single target (an export's report and period…). */
  details?: string | null;
  /** The fields the action changed, each before → after as staff read them. */
  changes?: FieldChange[] | null;
  /** The bulk job this entry is one item (or the whole) of. */
  jobId?: string | null;
  /** The four-eyes request this entry asked for, approved, rejected or ran. */
  approvalId?: string | null;
}

/**
 * One field an action changed, already formatted in French (amounts in euros, dates as staff read
 * them): `field` is a stable key a record's journal can be filtered on, `label` its French name.
 */
export interface FieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** An entry as the back-office writes it: the store gives it its id. */
export type JournalDraft = Omit<JournalEntry, 'id'> & {
  /**
   * Names the entry before the database numbers it: a uid written twice keeps one entry (a queue
   * replayed after a restart). The store draws one when there is none.
   */
  uid?: string;
};

/** The record an action changed, named as in JournalEntry. */
export interface JournalTarget {
  type: JournalTargetType;
  id: string;
}

/** The outcome of an action that the gateway accepted. */
export const JOURNAL_SUCCESS = 'SUCCESS';
/** A filter value meaning "any outcome but SUCCESS". */
export const JOURNAL_ANY_FAILURE = 'FAILURE';

export interface JournalFilter {
  targetType?: JournalTargetType;
  /** Several target types at once (a user's view also shows its credentials' entries); ANDed with targetType. */
  targetTypes?: readonly JournalTargetType[];
  targetId?: string;
  staffId?: string;
  /** The staff member's e-mail, whatever its case. */
  staffEmail?: string;
  action?: string;
  /** An outcome as stored, or JOURNAL_ANY_FAILURE. */
  outcome?: string;
  /** Inclusive bounds, ISO 8601. */
  from?: string;
  to?: string;
  /** Entries that changed this field (a FieldChange's `field`). */
  field?: string;
  /** The entries of one bulk job, or of one four-eyes request. */
  jobId?: string;
  approvalId?: string;
  /** Opaque cursor from a previous page: entries strictly older than it. */
  before?: string;
  limit: number;
}

/** A field some entries changed, for a filter: its key and French name. */
export type ChangedField = Pick<FieldChange, 'field' | 'label'>;

export interface JournalPage {
  entries: JournalEntry[];
  /** The cursor of the next (older) page, null on the last page. */
  nextCursor: string | null;
}

/* The journal screen's page sizes: here, where the browser's table finds them without the filters. */
export const JOURNAL_PAGE_SIZES = [20, 50, 100] as const;
// As the other lists (lib/domain/lists.ts): a page of 20 renders well within the 50 ms budget.
export const JOURNAL_DEFAULT_SIZE = 20;
