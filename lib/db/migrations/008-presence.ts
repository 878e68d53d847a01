import type { Migration } from './types';

/*
 * Who has a record open, when replicas share no Redis (lib/presence): one row per record and staff
 * member, refreshed while the page is open; a row not seen for a while no longer counts.
 */
export const presence: Migration = {
  id: 8,
  name: 'presence on records',
  sql: `
    create table if not exists presence (
      record_key text not null,
      staff_id text not null,
      staff_name text not null,
      staff_roles text[] not null default '{}',
      seen_at timestamptz not null,
      writing_at timestamptz,
      primary key (record_key, staff_id)
    );
    create index if not exists presence_seen on presence (seen_at);
  `,
};
