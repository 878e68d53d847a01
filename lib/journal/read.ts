import 'server-only';
import { journalStore } from './runtime';
import type { JournalFilter, JournalPage } from './types';

/** Entries matching `filter`, newest first (see JournalFilter for paging). Throws when the database fails. */
export async function listJournal(filter: JournalFilter): Promise<JournalPage> {
  return (await journalStore()).list(filter);
}
