import { MIGRATIONS } from './migrations';
import type { SqlClient } from './sql';

export { MIGRATIONS, type Migration } from './migrations';

/*
 * Brings the back-office database's schema (./migrations) up to date. Each migration runs once, in
 * order, inside the transaction that records it; an advisory lock keeps two replicas starting
 * together from running the same one twice. The table of applied migrations keeps the name it had
 * when the database held the journal alone.
 */

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
