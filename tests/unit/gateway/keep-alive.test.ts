import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '@/lib/gateway/errors';
import { request } from '@/lib/gateway/http';
import { TEST_TOKEN, stubGatewayEnv } from './support';

// A real HTTP server (no msw) so the TCP connections the client opens can be counted.
let server: Server;
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/fail') {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'UNKNOWN' }));
    } else if (req.method === 'POST') {
      res.writeHead(204).end();
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true }));
    }
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stubGatewayEnv({ GATEWAY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('reuses kept-alive connections for successive calls, including empty and failed answers', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const ok = z.object({ ok: z.boolean() });

  for (let round = 0; round < 4; round += 1) {
    await request({ method: 'GET', path: '/a', token: TEST_TOKEN, schema: ok });
    await request({ method: 'POST', path: '/b', body: { json: {} }, token: TEST_TOKEN });
    await expect(request({ method: 'GET', path: '/fail', token: TEST_TOKEN })).rejects.toBeInstanceOf(
      HttpError,
    );
  }

  // Calls in sequence share one socket; without keep-alive there would be one per call (12).
  expect(connections).toBe(1);
});
