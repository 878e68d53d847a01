import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mustRefreshInRender, needsRefresh, refreshToken } from '@/lib/auth/refresh';
import type { Token } from '@/lib/domain/schemas/token';
import { stubGatewayEnv } from '../gateway/support';

const grant = vi.hoisted(() => vi.fn<(refreshToken: string) => Promise<Token>>());
vi.mock('@/lib/gateway/oauth', () => ({ refreshGrant: grant, clientCredentialsGrant: vi.fn() }));

const expiring = (refresh: string): Token => ({
  tokenType: 'Bearer',
  accessToken: `old-access-${refresh}`,
  expiresAt: Date.now() + 10_000,
  refreshToken: refresh,
});

const fresh: Token = { tokenType: 'Bearer', accessToken: 'new', expiresAt: Date.now() + 3_600_000 };

/** A port where nothing listens: a Redis that is down. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

beforeEach(() => {
  grant.mockReset();
  grant.mockImplementation(async () => {
    await new Promise((done) => setTimeout(done, 20));
    return fresh;
  });
});
afterEach(() => vi.unstubAllEnvs());

describe('refreshToken', () => {
  it('sends one refresh grant for every concurrent caller with the same old token (no REDIS_URL)', async () => {
    stubGatewayEnv({ REDIS_URL: '' });
    const token = expiring('single-process');
    const results = await Promise.all(Array.from({ length: 30 }, () => refreshToken(token)));
    expect(grant).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result === fresh)).toBe(true);
    // Within the share window, a late caller still gets the same token without a second grant.
    expect(await refreshToken(token)).toBe(fresh);
    expect(grant).toHaveBeenCalledTimes(1);
  });

  it('refreshes in this process when the Redis of REDIS_URL is down, with a warning', async () => {
    stubGatewayEnv({ REDIS_URL: `redis://127.0.0.1:${await deadPort()}` });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await refreshToken(expiring('redis-down'))).toBe(fresh);
    expect(grant).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toContain(
      'refresh store unavailable, refreshing in this process',
    );
  });
});

describe('when a token is refreshed', () => {
  const now = 1_800_000_000_000;
  const left = (ms: number): Token => ({
    tokenType: 'Bearer',
    accessToken: 'a',
    expiresAt: now + ms,
    refreshToken: 'r',
  });

  it('the proxy, whose refresh reaches the cookie, refreshes under a minute left', () => {
    expect(needsRefresh(left(60_000), now)).toBe(false);
    expect(needsRefresh(left(59_999), now)).toBe(true);
  });

  it('a render, which cannot write the cookie, lets a token the proxy passed be used to its last seconds', () => {
    // The proxy passed it at 60 s left; under load the render may start many seconds later.
    expect(mustRefreshInRender(left(59_000), now)).toBe(false);
    expect(mustRefreshInRender(left(6_000), now)).toBe(false);
    expect(mustRefreshInRender(left(4_999), now)).toBe(true);
    expect(mustRefreshInRender(left(-1), now)).toBe(true);
  });
});
