/**
 * The streamed call against a real HTTP server (no msw): what a reader that stops early, or a
 * gateway that hangs up mid-body, does to the stream and the socket.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { requestStream } from '@/lib/gateway/http';
import { TEST_TOKEN, stubGatewayEnv } from './support';

let server: Server;
const closed: Promise<void>[] = [];
let respond: (res: ServerResponse) => void = () => undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    closed.push(new Promise((resolve) => res.on('close', () => resolve())));
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stubGatewayEnv({ GATEWAY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('closes the gateway connection when the reader stops early, without an error left behind', async () => {
  respond = (res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.write(Buffer.alloc(64 * 1024, 0x25));
    // The rest never comes: only the reader's cancel can end this exchange.
  };
  const { body } = await requestStream({ method: 'GET', path: '/big', token: TEST_TOKEN });
  const reader = body.getReader();
  expect((await reader.read()).value?.byteLength).toBeGreaterThan(0);
  await reader.cancel();
  await closed.at(-1);
});

it('fails the reader when the gateway hangs up before the end of the body', async () => {
  respond = (res) => {
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '1000000' });
    res.write(Buffer.alloc(1000, 0x25), () => res.destroy());
  };
  const { body } = await requestStream({ method: 'GET', path: '/cut', token: TEST_TOKEN });
  const reader = body.getReader();
  await expect(
    (async () => {
      for (;;) if ((await reader.read()).done) return 'complete';
    })(),
  ).rejects.toThrow();
});
