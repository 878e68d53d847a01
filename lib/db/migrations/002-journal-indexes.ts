import type { Migration } from './types';

/*
 * Each filter of the journal screen and of a record's tab, followed by the paging order, so a page
 * is read from one index whatever the number of entries. A target is found by its id alone: a
 * record has few entries, and a user's tab asks for two target types at once.
 */
export const journalIndexes: Migration = {
  id: 2,
  name: 'indexes for the filters, newest first',
  sql: `
    create index if not exists journal_entries_at on journal_entries (at desc, id desc);
    create index if not exists journal_entries_target_id on journal_entries (target_id, at desc, id desc);
    create index if not exists journal_entries_staff on journal_entries (staff_id, at desc, id desc);
    create index if not exists journal_entries_staff_email on journal_entries (lower(staff_email), at desc, id desc);
    create index if not exists journal_entries_action on journal_entries (action, at desc, id desc);
    create index if not exists journal_entries_outcome on journal_entries (outcome, at desc, id desc);
  `,
};
