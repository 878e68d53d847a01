import type { JournalTargetType } from './types';

/** Every kind of record the journal names, in the order of the role table. */
export const JOURNAL_TARGET_TYPES = [
  'userView',
  'matchView',
  'projectView',
  'documentView',
  'relationshipView',
  'discussionView',
  'quoteView',
  'proInvoiceView',
  'worksAcceptanceView',
  'feedbackView',
  'issueView',
  'invoiceView',
  'credentialsView',
] as const satisfies readonly JournalTargetType[];

export function isJournalTargetType(value: unknown): value is JournalTargetType {
  return (JOURNAL_TARGET_TYPES as readonly unknown[]).includes(value);
}
