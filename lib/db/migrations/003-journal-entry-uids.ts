import type { Migration } from './types';

/** So that a replayed entry is written once. Entries written before have none: a unique index lets any number of nulls through. */
export const journalEntryUids: Migration = {
  id: 3,
  name: 'entry uids, so that a replayed entry is written once',
  sql: `
    alter table journal_entries add column if not exists entry_uid uuid;
    create unique index if not exists journal_entries_entry_uid on journal_entries (entry_uid);
  `,
};
