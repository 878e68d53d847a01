import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { migrate } from './migrations';
import { pgliteClient, postgresClient, type SqlClient } from './sql';
import { JournalStore } from './store';

/*
 * Opens the journal's database and brings its schema up to date. No 'server-only': the benchmark
 * and the tests open stores of their own through here.
 */

export const DEFAULT_JOURNAL_DATA_DIR = '.data/journal';

export type JournalConnection =
  | { engine: 'postgres'; url: string }
  /** A folder, or `memory://` for a journal that dies with the process (tests). */
  | { engine: 'pglite'; dataDir: string };

/** DATABASE_URL picks a PostgreSQL server; otherwise PGlite in JOURNAL_DATA_DIR (or .data/journal). */
export function connectionFromEnv(source: NodeJS.ProcessEnv = process.env): JournalConnection {
  const url = source.DATABASE_URL?.trim();
  if (url) return { engine: 'postgres', url };
  const dataDir = source.JOURNAL_DATA_DIR?.trim() || DEFAULT_JOURNAL_DATA_DIR;
  return { engine: 'pglite', dataDir };
}

/**
 * The folder of the queue kept on disk (./spool): JOURNAL_SPOOL_DIR, or next to the PGlite folder
 * (`.data/journal-spool` by default, whichever engine runs).
 */
export function spoolDirFromEnv(source: Record<string, string | undefined> = process.env): string {
  const configured = source.JOURNAL_SPOOL_DIR?.trim();
  if (configured) return configured;
  const dataDir = source.JOURNAL_DATA_DIR?.trim() || DEFAULT_JOURNAL_DATA_DIR;
  return `${dataDir.startsWith('memory://') ? DEFAULT_JOURNAL_DATA_DIR : dataDir.replace(/\/+$/, '')}-spool`;
}

/** Where the connection points, for logs: never the password of a URL. */
export function describeConnection(connection: JournalConnection): string {
  if (connection.engine === 'pglite') return `pglite:${connection.dataDir}`;
  try {
    const url = new URL(connection.url);
    return `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'postgres (unparseable DATABASE_URL)';
  }
}

export async function openClient(connection: JournalConnection): Promise<SqlClient> {
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
  const { PGlite } = await import('@electric-sql/pglite');
  const memory = connection.dataDir.startsWith('memory://');
  const dataDir = memory ? connection.dataDir : resolve(connection.dataDir);
  if (!memory) await mkdir(dataDir, { recursive: true });
  return pgliteClient(await PGlite.create(dataDir));
}

/** A store ready to use: opened, migrated. */
export async function openJournalStore(connection: JournalConnection): Promise<JournalStore> {
  const client = await openClient(connection);
  try {
    await migrate(client);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return new JournalStore(client);
}
