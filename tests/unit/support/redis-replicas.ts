import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { startRedis, type Running } from '../../../scripts/replicas/servers';

export interface RedisReplicas {
  server: Running;
  /** Two connections to the server, as two replicas have. */
  a: Redis;
  b: Redis;
}

/**
 * A real Redis (Debian's redis-server; without it the file fails and says what to install) started
 * for the test file, with two connections; read the fields inside tests, once beforeAll has run.
 */
export function redisReplicas(): RedisReplicas {
  const replicas = {} as RedisReplicas;
  beforeAll(async () => {
    replicas.server = await startRedis();
    replicas.a = new Redis(replicas.server.url, { maxRetriesPerRequest: 1 });
    replicas.b = new Redis(replicas.server.url, { maxRetriesPerRequest: 1 });
  }, 30_000);
  afterAll(async () => {
    replicas.a?.disconnect();
    replicas.b?.disconnect();
    await replicas.server?.stop();
  });
  return replicas;
}
