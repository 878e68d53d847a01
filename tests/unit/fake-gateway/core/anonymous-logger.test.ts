/**
 * A visitor's 404 reaches the fake's POST /logger through the real app code (route, token call,
 * gateway client): no session, so the app signs the report with its client-credentials token.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/log/route';
import { stubGatewayEnv } from '../../gateway/support';
import { BASE_URL, CLIENT, call, startFakeGateway } from './harness';

vi.mock('@/lib/auth/session', () => ({ getSession: async () => null }));

const { gateway } = startFakeGateway();

const appTokenStore = globalThis as typeof globalThis & { __boLoggerToken?: unknown };

beforeEach(() => {
  delete appTokenStore.__boLoggerToken;
  stubGatewayEnv({
    GATEWAY_URL: BASE_URL,
    GATEWAY_CLIENT_ID: CLIENT.client_id,
    GATEWAY_CLIENT_SECRET: CLIENT.client_secret,
  });
});
afterAll(() => vi.unstubAllEnvs());

function notFoundReport(path: string): NextRequest {
  return new NextRequest('http://127.0.0.1:3000/api/log', {
    method: 'POST',
    body: JSON.stringify({ kind: 'not-found', path }),
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
  });
}

describe("a visitor's 404 report", () => {
  it('reaches POST /logger with a client-credentials token, one token call for many reports', async () => {
    expect((await POST(notFoundReport('/nulle-part'))).status).toBe(204);
    expect((await POST(notFoundReport('/ailleurs'))).status).toBe(204);

    const tokenCalls = (await call('/__fake/calls', { query: { path: '/oauth/token' } })).body;
    expect(tokenCalls).toEqual([expect.objectContaining({ grant_type: 'client_credentials', status: 200 })]);
    const loggerCalls = (await call('/__fake/calls', { query: { method: 'POST', path: '/logger' } })).body;
    expect(loggerCalls.map((entry: { status: number }) => entry.status)).toEqual([204, 204]);
    expect((await call('/__fake/logs')).body).toEqual([
      { level: 'warning', message: 'Not found error', metadata: { path: '/nulle-part' } },
      { level: 'warning', message: 'Not found error', metadata: { path: '/ailleurs' } },
    ]);
  });

  it('is accepted with a client token but refused without one', async () => {
    const token = await call<{ access_token: string }>('/oauth/token', {
      form: { grant_type: 'client_credentials', ...CLIENT, scope: 'any' },
    });
    const entry = { level: 'warning', message: 'Not found error', metadata: { path: '/x' } };
    expect((await call('/logger', { json: entry, token: token.body.access_token })).status).toBe(204);
    expect((await call('/logger', { json: entry })).status).toBe(401);
  });

  it('gets a new app token when the fake forgot the cached one', async () => {
    expect((await POST(notFoundReport('/avant'))).status).toBe(204);
    gateway.db().tokens.clear();
    await call('/__fake/calls', { method: 'DELETE' });

    expect((await POST(notFoundReport('/apres'))).status).toBe(204);

    const calls = (await call('/__fake/calls')).body.map(
      (entry: { path: string; status: number }) => `${entry.path} ${entry.status}`,
    );
    expect(calls).toEqual(['/logger 401', '/oauth/token 200', '/logger 204']);
    expect((await call('/__fake/logs')).body.at(-1).metadata).toEqual({ path: '/apres' });
  });

  it('fetches a new app token rather than use one within a minute of expiry', async () => {
    await call('/__fake/token-lifetime', { json: { seconds: 30 } });
    expect((await POST(notFoundReport('/un'))).status).toBe(204);
    expect((await POST(notFoundReport('/deux'))).status).toBe(204);

    const tokenCalls = (await call('/__fake/calls', { query: { path: '/oauth/token' } })).body;
    expect(tokenCalls).toHaveLength(2);
    expect((await call('/__fake/logs')).body).toHaveLength(2);
    await call('/__fake/reset', { method: 'POST' });
  });
});
