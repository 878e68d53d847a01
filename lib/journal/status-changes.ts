import type { JournalActionId } from './actions';
import { JOURNAL_SUCCESS, type JournalEntry, type JournalTargetType } from './types';

/**
 * The journal's actions that change a record's status, by the view that shows the record: its
 * header says who made the latest one, when, and why.
 */
export const STATUS_CHANGE_ACTIONS: Partial<Record<JournalTargetType, readonly JournalActionId[]>> = {
  userView: ['deactivateUser', 'reactivateUser', 'anonymiseUser'],
  credentialsView: ['deactivateUser', 'reactivateUser', 'anonymiseUser'],
  quoteView: ['signQuote', 'unsignQuote', 'cancelQuote'],
  invoiceView: [
    'markInvoicePaid',
    'markInvoiceCanceledByCreditNote',
    'markInvoiceIrrecoverable',
    'createCreditNote',
  ],
  proInvoiceView: ['markProInvoicePaid', 'cancelProInvoice'],
  worksAcceptanceView: ['validateWorksAcceptance', 'cancelWorksAcceptance'],
  relationshipView: ['updateRelationship', 'reactivateRelationship'],
  matchView: ['acceptMatch'],
  discussionView: ['closeDiscussion'],
};

/** How many of a record's latest entries are searched for its latest status change. */
export const STATUS_CHANGE_WINDOW = 50;

/**
 * The newest successful status change among `entries` (newest first, as the journal lists them),
 * or null when none of them changed the status of a record of this type.
 */
export function latestStatusChange(
  type: JournalTargetType,
  entries: readonly JournalEntry[],
): JournalEntry | null {
  const actions: readonly string[] = STATUS_CHANGE_ACTIONS[type] ?? [];
  return entries.find((entry) => entry.outcome === JOURNAL_SUCCESS && actions.includes(entry.action)) ?? null;
}
