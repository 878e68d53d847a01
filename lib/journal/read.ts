import 'server-only';
import { journalStore } from './runtime';
import type { ChangedField, JournalFilter, JournalPage } from './types';

/** Entries matching `filter`, newest first (see JournalFilter for paging). Throws when the database fails. */
export async function listJournal(filter: JournalFilter): Promise<JournalPage> {
  return (await journalStore()).list(filter);
}

/** The fields the entries matching `filter` changed, by French name. Throws when the database fails. */
export async function listChangedFields(
  filter: Pick<JournalFilter, 'targetType' | 'targetTypes' | 'targetId'>,
): Promise<ChangedField[]> {
  return (await journalStore()).changedFields(filter);
}
