import type { Migration } from './types';

/*
 * What an entry changed (before → after, as staff read them) and the bulk job or four-eyes request
 * it belongs to. A job's or a request's entries are read on their own, newest first, so each id
 * has its paging index; only the entries that have one are indexed. A field is filtered within one
 * record's entries, already few once read by target: no index on the changes.
 */
export const journalChanges: Migration = {
  id: 12,
  name: 'journal changes, job and approval request',
  sql: `
    alter table journal_entries add column if not exists changes jsonb;
    alter table journal_entries add column if not exists job_id text;
    alter table journal_entries add column if not exists approval_id text;
    create index if not exists journal_entries_job on journal_entries (job_id, at desc, id desc)
      where job_id is not null;
    create index if not exists journal_entries_approval on journal_entries (approval_id, at desc, id desc)
      where approval_id is not null;
  `,
};
