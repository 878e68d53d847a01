import type { Migration } from './types';

export const journalEntries: Migration = {
  id: 1,
  name: 'journal entries',
  sql: `
    create table if not exists journal_entries (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      staff_id text not null,
      staff_email text not null,
      staff_roles text[] not null default '{}',
      action text not null,
      target_type text,
      target_id text,
      reason text,
      details text,
      outcome text not null,
      request_id text not null default ''
    );
  `,
};
