import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { migrate } from './migrate';
import { postgresClient, type SqlClient } from './sql';

/*
 * Opens the back-office's own database (the journal, saved views, queue claims, presence…) and
 * brings its schema up to date. No 'server-only': the benchmarks and the tests open databases of
 * their own through here.
 */

export const DEFAULT_DATA_DIR = '.data/journal';

export type DatabaseConnection =
  | { engine: 'postgres'; url: string }
  /** A folder, or `memory://` for a database that dies with the process (tests). */
  | { engine: 'pglite'; dataDir: string };

/** DATABASE_URL picks a PostgreSQL server; otherwise PGlite in JOURNAL_DATA_DIR (or .data/journal). */
export function connectionFromEnv(source: NodeJS.ProcessEnv = process.env): DatabaseConnection {
  const url = source.DATABASE_URL?.trim();
  if (url) return { engine: 'postgres', url };
  const dataDir = source.JOURNAL_DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  return { engine: 'pglite', dataDir };
}

/** Where the connection points, for logs: never the password of a URL. */
export function describeConnection(connection: DatabaseConnection): string {
  if (connection.engine === 'pglite') return `pglite:${connection.dataDir}`;
  try {
    const url = new URL(connection.url);
    return `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'postgres (unparseable DATABASE_URL)';
  }
}

export async function openClient(connection: DatabaseConnection): Promise<SqlClient> {
  if (connection.engine === 'postgres') {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: connection.url,
      max: 5,
      // A server that does not answer must not hold a staff member's action for long.
      connectionTimeoutMillis: 3000,
      query_timeout: 5000,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection dropped by the server is replaced on the next query; never crash on it.
    pool.on('error', () => undefined);
    return postgresClient(pool);
  }
  const [{ PGlite }, { pgliteClient }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite-client'),
  ]);
  const memory = connection.dataDir.startsWith('memory://');
  const dataDir = memory ? connection.dataDir : resolve(connection.dataDir);
  if (!memory) await mkdir(dataDir, { recursive: true });
  return pgliteClient(await PGlite.create(dataDir));
}

/** A database ready to use: opened, migrated, and on PGlite its records with notices known. */
export async function openDatabase(connection: DatabaseConnection): Promise<SqlClient> {
  const client = await openClient(connection);
  try {
    await migrate(client);
    await client.noticeTargets?.load(client);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
}
