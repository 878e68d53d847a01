import { frenchDatesIn } from '@/lib/domain/dates';
import type { FieldChange, JournalEntry } from './types';

/*
 * How a journal entry reads on the journal screen, a record's Journal tab and the CSV: French
 * labels and dates, the record by its name rather than its id. Client-safe: no gateway here.
 */

/** An entry with the name of its record, when the gateway gave one (./target-names.ts). */
export type JournalRow = JournalEntry & { targetName?: string | null };

/** What the entry's details say, with French dates (older entries hold ISO ones). */
export function journalDetailsText(details: string | null | undefined): string {
  return details ? frenchDatesIn(details) : '';
}

/** What a change shows for a value that was, or became, empty. */
export const EMPTY_CHANGE_VALUE = '—';

/** « Statut : En attente → Payée », as the CSV writes a change. */
export function fieldChangeText(change: FieldChange): string {
  return `${change.label} : ${change.before ?? EMPTY_CHANGE_VALUE} → ${change.after ?? EMPTY_CHANGE_VALUE}`;
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A text cut around the identifiers it holds, so a cell can show each one short and copy it whole. */
export function identifierParts(text: string): { text: string; identifier: boolean }[] {
  const parts: { text: string; identifier: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(UUID_IN_TEXT)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), identifier: false });
    parts.push({ text: match[0], identifier: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), identifier: false });
  return parts;
}
