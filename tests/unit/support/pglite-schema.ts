import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '@/lib/db/migrate';
import { pgliteClient } from '@/lib/db/pglite-client';

/*
 * Vitest's global set-up: the back-office's schema, migrated once per run into an in-memory PGlite and
 * saved as a data folder that each test file's database starts from (memory-database.ts). A new
 * PGlite runs initdb first, seconds of CPU that sixteen files used to spend each.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data folder, a gzipped tar file. */
    pgliteSchema: string;
  }
}

export default async function saveMigratedSchema(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'backoffice-unit-schema-'));
  const file = join(folder, 'schema.tar.gz');
  const engine = await PGlite.create();
  try {
    await migrate(pgliteClient(engine));
    await writeFile(file, Buffer.from(await (await engine.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await engine.close();
  }
  project.provide('pgliteSchema', file);
  return () => rm(folder, { recursive: true, force: true });
}
