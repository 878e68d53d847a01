import type { SqlClient } from './sql';

/*
 * The journal's schema, one migration after the other. Each runs once, in order, inside the
 * transaction that records it; an advisory lock keeps two replicas starting together from running
 * the same one twice. Never edit a migration that shipped: add the next one.
 */

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'journal entries',
    sql: `
      create table journal_entries (
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
  },
  {
    id: 2,
    name: 'indexes for the filters, newest first',
    // Each filter of the journal screen and of a record's tab, followed by the paging order, so a
    // page is read from one index whatever the number of entries. A target is found by its id
    // alone: a record has few entries, and a user's tab asks for two target types at once.
    sql: `
      create index journal_entries_at on journal_entries (at desc, id desc);
      create index journal_entries_target_id on journal_entries (target_id, at desc, id desc);
      create index journal_entries_staff on journal_entries (staff_id, at desc, id desc);
      create index journal_entries_staff_email on journal_entries (lower(staff_email), at desc, id desc);
      create index journal_entries_action on journal_entries (action, at desc, id desc);
      create index journal_entries_outcome on journal_entries (outcome, at desc, id desc);
    `,
  },
  {
    id: 3,
    name: 'entry uids, so that a replayed entry is written once',
    // Entries written before have none: a unique index lets any number of nulls through.
    sql: `
      alter table journal_entries add column if not exists entry_uid uuid;
      create unique index if not exists journal_entries_entry_uid on journal_entries (entry_uid);
    `,
  },
  {
    id: 4,
    name: 'sessions ended by signing out',
    // Kept only until the session's lifetime is over: an older one is refused by its seal anyway.
    sql: `
      create table if not exists ended_sessions (
        sid text primary key,
        until timestamptz not null
      );
      create index if not exists ended_sessions_until on ended_sessions (until);
    `,
  },
];

// Any fixed number: the lock only has to be the same for every replica of the app.
const MIGRATION_LOCK = 7_240_314;

/** Brings the schema up to date; answers the ids it applied (none when it already was). */
export async function migrate(client: SqlClient, migrations = MIGRATIONS): Promise<number[]> {
  return client.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`
      create table if not exists journal_migrations (
        id integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      );
    `);
    const done = new Set(
      (await tx.query<{ id: number }>('select id from journal_migrations')).map((row) => Number(row.id)),
    );
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into journal_migrations (id, name) values ($1, $2)', [
        migration.id,
        migration.name,
      ]);
      applied.push(migration.id);
    }
    return applied;
  });
}
