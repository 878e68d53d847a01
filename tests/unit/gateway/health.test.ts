import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { health as GET } from '../support/health';
import { resetEnvCache } from '@/lib/env';
import { probeGateway } from '@/lib/gateway/health';
import { GATEWAY, mswGateway } from './support';

const server = mswGateway({ silence: ['warn'] });

describe('GET /api/health', () => {
  it('reports a reachable gateway, even when it answers an error status, and no secret', async () => {
    server.use(http.get(`${GATEWAY}/`, () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 })));

    const response = await GET();
    const body = (await response.json()) as Record<string, unknown>;

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      status: 'ok',
      gateway: 'reachable',
      latencyMs: expect.any(Number),
      journal: 'ok',
      journalPending: 0,
      journalDropped: 0,
      signInFailures: expect.any(Number),
      signInLimited: expect.any(Number),
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|gateway\.test/);
  });

  it('reports an unreachable gateway on a connection failure', async () => {
    server.use(http.get(`${GATEWAY}/`, () => HttpResponse.error()));

    const body = (await (await GET()).json()) as Record<string, unknown>;

    expect(body).toMatchObject({ status: 'ok', gateway: 'unreachable' });
  });

  it('answers 503 without details when the configuration is invalid', async () => {
    vi.stubEnv('AUTH_SECRET', 'short');
    resetEnvCache();

    const response = await GET();

    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('AUTH_SECRET');
  });
});

it('counts a gateway that does not answer in time as unreachable', async () => {
  server.use(
    http.get(`${GATEWAY}/`, async () => {
      await delay(500);
      return new HttpResponse(null);
    }),
  );

  const probe = await probeGateway(30);

  expect(probe.reachable).toBe(false);
  expect(probe.latencyMs).toBeLessThan(450);
});
