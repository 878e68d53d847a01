import { describe, expect, it, vi } from 'vitest';
import { beginAttempt, LIMITS, consumeLimit } from '@/lib/limits';
import { redisCounters } from '@/lib/limits/redis';
import { startRedis } from '../../../scripts/replicas/servers';
import { redisReplicas } from '../support/redis-replicas';
import { stubGatewayEnv } from '../gateway/support';
import { countersSuite } from './counters-suite';

/*
 * The counters on a real Redis that this file starts (Debian's redis-server; without it the file
 * fails and says what to install): the same behaviour as in one process, shared by two connections
 * as by two replicas, and the limiter's fallback to this process when Redis stops.
 */

const replicas = redisReplicas();

countersSuite('Redis', () => redisCounters(replicas.a));

describe('limits shared through Redis', () => {
  it('counts the failures of one replica against the attempts of another', async () => {
    const [a, b] = [redisCounters(replicas.a), redisCounters(replicas.b)];
    const key = { rule: LIMITS.signInAccount, id: `test:shared:${Math.random()}` };
    for (let i = 0; i < LIMITS.signInAccount.limit; i++) {
      expect(await (i % 2 ? a : b).begin([key], 60_000)).toBe(0);
      await (i % 2 ? b : a).end([key], false);
    }
    expect(await b.begin([key], 60_000)).toBeGreaterThan(0);
    expect(await a.lockedFor(key)).toBeGreaterThan(55_000);
  });

  it('keeps no e-mail, token or address in Redis, only hashes', async () => {
    stubGatewayEnv({ REDIS_URL: replicas.server.url });
    const attempt = await beginAttempt(
      [LIMITS.signInAccount, 'lucie.bernard@groupe.example'],
      [LIMITS.signInAddress, '203.0.113.9'],
    );
    if (!attempt.allowed) throw new Error('refused');
    await attempt.end(false);
    const keys = await replicas.a.keys('bo:limit:*');
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.join(' ')).not.toMatch(/lucie|groupe|203\.0/);
    vi.unstubAllEnvs();
  });

  it('counts in this process while Redis is down, and says so once', async () => {
    const spare = await startRedis();
    stubGatewayEnv({ REDIS_URL: spare.url });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await consumeLimit(LIMITS.resetRequest, 'down@groupe.example')).toBe(true);
    await spare.stop();
    // The first use went to Redis; the next ones to this process, which still stops the fourth.
    const uses = [];
    for (let i = 0; i < 4; i++) uses.push(await consumeLimit(LIMITS.resetRequest, 'down@groupe.example'));
    expect(uses).toEqual([true, true, true, false]);
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string });
    expect(lines.filter((line) => line.event === 'limits counted in this process')).toHaveLength(1);
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  }, 60_000);
});
