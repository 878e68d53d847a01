import { afterAll, beforeAll } from 'vitest';
import { Pool } from 'pg';
import { migrate } from '@/lib/db/migrate';
import { postgresClient } from '@/lib/db/sql';
import { startPostgres, type PostgresServer } from '../../../scripts/postgres-server';
import { freePort } from '../../../scripts/replicas/servers';
import { engineSuite } from './engine-suite';

/* The job engine on a real PostgreSQL server, through two pools: two replicas' engines race for items. */

let server: PostgresServer;
beforeAll(async () => {
  // A port of its own: the other PostgreSQL suites may run at the same time.
  server = await startPostgres(await freePort());
}, 120_000);
afterAll(async () => {
  await server?.destroy();
}, 60_000);

engineSuite('PostgreSQL, two replicas', async () => {
  const replicas = [0, 1].map(() => postgresClient(new Pool({ connectionString: server.url, max: 5 })));
  await Promise.all(replicas.map((replica) => migrate(replica)));
  return replicas;
});
