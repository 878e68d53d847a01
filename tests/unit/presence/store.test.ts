import { afterAll, beforeAll } from 'vitest';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import { redisPresence, sqlPresence } from '@/lib/presence/store';
import { redisReplicas } from '../support/redis-replicas';
import { presenceSuite, WINDOW_MS } from './store-suite';

/* The presence store on PGlite in memory and on a real Redis that this file starts. */

let db: SqlClient;
beforeAll(async () => {
  db = await openMemoryDatabase();
}, 30_000);
afterAll(() => db.close());
const redis = redisReplicas();

presenceSuite('database', () => [sqlPresence(db, WINDOW_MS), sqlPresence(db, WINDOW_MS)]);
presenceSuite('Redis', () => [redisPresence(redis.a, WINDOW_MS), redisPresence(redis.b, WINDOW_MS)]);
