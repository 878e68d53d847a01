import type { Pool, PoolClient } from 'pg';
import type { NoticeTargets } from './notice-targets';

/*
 * The two SQL engines the journal runs on behind one small interface: PGlite (PostgreSQL compiled
 * to WebAssembly, in a data folder: no set-up) and a real PostgreSQL server through `pg` (what ops
 * run with several replicas). Both speak the same SQL, so the store and its migrations are written
 * once (PGlite's side is lib/db/pglite-client.ts). No 'server-only' here: the benchmark script opens
 * the store outside Next.
 */

export interface SqlQueries {
  /** PGlite's: the records that may carry a notice (./notice-targets.ts); none where replicas share the database. */
  readonly noticeTargets?: NoticeTargets;
  /** One statement with $1… parameters. */
  query<R>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Several statements without parameters (a migration); answers the rows of the last one. */
  exec<R = unknown>(text: string): Promise<R[]>;
}

export interface SqlClient extends SqlQueries {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction, on one connection. */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function postgresClient(pool: Pool): SqlClient {
  const over = (target: Pool | PoolClient): SqlQueries => ({
    async query<R>(text: string, params: readonly unknown[] = []) {
      return (await target.query(text, params as unknown[])).rows as R[];
    },
    async exec<R>(text: string) {
      // pg answers an array of results for several statements, one result for one.
      const results: unknown = await target.query(text);
      const last = (Array.isArray(results) ? results.at(-1) : results) as { rows?: R[] } | undefined;
      return last?.rows ?? [];
    },
  });
  return {
    engine: 'postgres',
    ...over(pool),
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        const result = await work(over(connection));
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
