import type { Migration } from './types';

/*
 * A list's URL state kept under a name (lib/views). `query` is the list's search string without its
 * page; `owner_id` is null for the views the back-office ships, which SUPPORT manages. A queue is a
 * shared view whose items staff claim one after the other (lib/queues).
 */
export const savedViews: Migration = {
  id: 5,
  name: 'saved views of the lists, private or shared with roles',
  sql: `
    create table if not exists saved_views (
      id uuid primary key,
      list text not null,
      name text not null,
      query text not null default '',
      owner_id text,
      owner_name text not null,
      shared_roles text[] not null default '{}',
      queue boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index if not exists saved_views_owner on saved_views (owner_id);
  `,
};
