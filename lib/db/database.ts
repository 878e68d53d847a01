import 'server-only';
import { journalStore } from '@/lib/journal/runtime';
import type { SqlClient } from './sql';

/*
 * This process's connection to the back-office database, opened and migrated once. The journal's
 * runtime opens it (and opens it again after a failure), so every feature shares one pool, or one
 * PGlite instance, which a data folder allows only once per process.
 */
export async function database(): Promise<SqlClient> {
  return (await journalStore()).client;
}
