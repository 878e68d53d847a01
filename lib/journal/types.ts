import type { RouteId } from '@/lib/access';

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
}

export interface JournalFilter {
  targetType?: JournalTargetType;
  targetId?: string;
  staffId?: string;
  action?: string;
  outcome?: string;
  /** Inclusive bounds, ISO 8601. */
  from?: string;
  to?: string;
  /** Opaque cursor from a previous page: entries strictly older than it. */
  before?: string;
  limit: number;
}

export interface JournalPage {
  entries: JournalEntry[];
  /** The cursor of the next (older) page, null on the last page. */
  nextCursor: string | null;
}
