import 'server-only';
import type { JournalFilter, JournalPage } from './types';

/** Entries matching `filter`, newest first. Placeholder until the journal's storage lands. */
export async function listJournal(filter: JournalFilter): Promise<JournalPage> {
  void filter;
  return { entries: [], nextCursor: null };
}
