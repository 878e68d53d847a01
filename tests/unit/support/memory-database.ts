import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgliteClient } from '@/lib/db/pglite-client';
import type { SqlClient } from '@/lib/db/sql';

/**
 * A PGlite database in memory holding the back-office's schema, as `openDatabase` opens one, but
 * started from the run's migrated copy (pglite-schema.ts) instead of running initdb and every
 * migration again.
 */
export async function openMemoryDatabase(): Promise<SqlClient> {
  const schema = new Blob([await readFile(inject('pgliteSchema'))]);
  return pgliteClient(await PGlite.create({ loadDataDir: schema }));
}
