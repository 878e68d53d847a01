import type { Migration } from './types';

/*
 * Who has a record open, when replicas share no Redis (lib/presence): one row per record and staff
 * member, refreshed while the page is open; a row not seen within the window no longer counts and
 * is pruned now and then. The name and roles are those the session showed, so that answering who
 * else is there needs no gateway call.
 */
export const presence: Migration = {
  id: 8,
  name: 'presence on records',
  sql: `
    create table if not exists presence (
      record_key text not null,
      staff_id text not null,
      first_name text not null,
      last_name text not null,
      roles text[] not null default '{}',
      seen_at timestamptz not null,
      writing_at timestamptz,
      primary key (record_key, staff_id)
    );
    create index if not exists presence_seen on presence (seen_at);
  `,
};
