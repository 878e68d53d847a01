import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/log/route';
import { crashReportOf } from '@/components/shell/browser-report';
import { stubGatewayEnv } from '../gateway/support';

const mocks = vi.hoisted(() => ({
  getSession: vi.fn(),
  sendLog: vi.fn(),
  clientCredentialsGrant: vi.fn(),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ getSession: mocks.getSession }));
vi.mock('@/lib/gateway/logger', () => ({ sendLog: mocks.sendLog }));
vi.mock('@/lib/gateway/oauth', () => ({ clientCredentialsGrant: mocks.clientCredentialsGrant }));
vi.mock('@/lib/gateway/http', () => ({ request: mocks.request }));

const SESSION = {
  user: {
    id: 'staff-1',
    firstName: 'Sophie',
    lastName: 'Marchand',
    email: 'support@groupe.example',
    roles: ['SUPPORT'],
  },
  token: { tokenType: 'Bearer', accessToken: 'access-1' },
};
let issued = 0;

function post(body: unknown, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest('http://127.0.0.1:3000/api/log', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
  });
}

beforeEach(() => {
  stubGatewayEnv();
  mocks.getSession.mockReset().mockResolvedValue(SESSION);
  mocks.sendLog.mockReset().mockResolvedValue(undefined);
  mocks.clientCredentialsGrant.mockReset().mockImplementation(async () => {
    issued += 1;
    return {
      tokenType: 'Bearer',
      accessToken: `app-${issued}`,
      refreshToken: null,
      expiresAt: Date.now() + 3_600_000,
    };
  });
  mocks.request.mockReset().mockResolvedValue(undefined);
});

afterEach(() => vi.unstubAllEnvs());

describe('POST /api/log: crashes', () => {
  it('passes a crash on as "Browser runtime error" with its message, with the session token', async () => {
    const response = await POST(
      post({ kind: 'runtime', message: 'x is undefined', stack: 'at Page', digest: '123', path: '/compte' }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(mocks.sendLog).toHaveBeenCalledWith(SESSION.token, {
      level: 'error',
      message: 'Browser runtime error',
      metadata: { error: 'x is undefined', digest: '123', path: '/compte', userId: 'staff-1' },
      stack: 'at Page',
    });
  });

  it('refuses a crash report from a visitor with 401', async () => {
    mocks.getSession.mockResolvedValue(null);
    expect((await POST(post({ kind: 'runtime', message: 'boom' }))).status).toBe(401);
    expect(mocks.sendLog).not.toHaveBeenCalled();
  });

  it('refuses another site, another content type, a broken, unknown or oversized body', async () => {
    const crash = { kind: 'runtime', message: 'boom' };
    expect((await POST(post(crash, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await POST(post(crash, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await POST(post('{"kind":'))).status).toBe(400);
    expect((await POST(post({ kind: 'runtime', stack: 'no message' }))).status).toBe(400);
    expect((await POST(post({ kind: 'other', message: 'boom' }))).status).toBe(400);
    expect((await POST(post({ kind: 'runtime', message: 'x'.repeat(40_000) }))).status).toBe(413);
    expect(mocks.sendLog).not.toHaveBeenCalled();
  });

  it('cuts a long message and stack rather than losing the report', async () => {
    const response = await POST(
      post({ kind: 'runtime', message: 'm'.repeat(5_000), stack: 's'.repeat(25_000) }),
    );
    expect(response.status).toBe(204);
    const [, entry] = mocks.sendLog.mock.calls[0];
    expect(entry.metadata.error).toHaveLength(2_000);
    expect(entry.stack).toHaveLength(20_000);
  });
});

describe('POST /api/log: 404s', () => {
  it('reports "Not found error" with the path, with the session token', async () => {
    expect((await POST(post({ kind: 'not-found', path: '/nulle-part' }))).status).toBe(204);
    expect(mocks.sendLog).toHaveBeenCalledWith(SESSION.token, {
      level: 'warning',
      message: 'Not found error',
      metadata: { path: '/nulle-part', userId: 'staff-1' },
    });
  });

  it("reports a visitor's 404 with the app's own token, fetched once for many reports", async () => {
    mocks.getSession.mockResolvedValue(null);
    expect((await POST(post({ kind: 'not-found', path: '/a' }))).status).toBe(204);
    expect((await POST(post({ kind: 'not-found', path: '/b' }))).status).toBe(204);
    expect(mocks.sendLog).not.toHaveBeenCalled();
    expect(mocks.request).toHaveBeenCalledTimes(2);
    const [first, second] = mocks.request.mock.calls.map(([options]) => options);
    expect(first).toMatchObject({
      method: 'POST',
      path: '/logger',
      body: { json: { level: 'warning', message: 'Not found error', metadata: { path: '/a' } } },
    });
    expect(second.body.json.metadata).toEqual({ path: '/b' });
    expect(second.token.accessToken).toBe(first.token.accessToken);
    expect(mocks.clientCredentialsGrant.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('replaces an app token the gateway no longer accepts, once', async () => {
    mocks.getSession.mockResolvedValue(null);
    const { AuthenticationError } = await import('@/lib/gateway/errors');
    mocks.request.mockRejectedValueOnce(new AuthenticationError('POST /logger answered 401'));
    const before = mocks.clientCredentialsGrant.mock.calls.length;
    expect((await POST(post({ kind: 'not-found', path: '/c' }))).status).toBe(204);
    expect(mocks.request).toHaveBeenCalledTimes(2);
    expect(mocks.clientCredentialsGrant.mock.calls.length).toBe(before + 1);
    const [rejected, accepted] = mocks.request.mock.calls.map(([options]) => options.token.accessToken);
    expect(accepted).not.toBe(rejected);
  });
});

describe('POST /api/log: limits', () => {
  it('takes 30 reports a minute from one address, then answers 429 with no body and passes nothing on', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await POST(post({ kind: 'not-found', path: `/p${i}` }, from('203.0.113.9')))).status);
    expect(statuses).toEqual([...Array(30).fill(204), 429]);
    const refused = await POST(post({ kind: 'runtime', message: 'boom' }, from('203.0.113.9')));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe('');
    expect(mocks.sendLog).toHaveBeenCalledTimes(30);
    // A forged X-Forwarded-For does not escape: the last entry is the one the server itself added.
    expect(
      (await POST(post({ kind: 'not-found', path: '/x' }, from('198.51.100.1, 203.0.113.9')))).status,
    ).toBe(429);
    expect((await POST(post({ kind: 'not-found', path: '/x' }, from('198.51.100.1')))).status).toBe(204);
  });

  it('counts refused bodies too, and refuses a path the browser could not have sent', async () => {
    expect((await POST(post({ kind: 'not-found', path: 'https://ailleurs.example/' }))).status).toBe(400);
    expect((await POST(post({ kind: 'runtime', message: 'boom', path: 'nulle part' }))).status).toBe(400);
    for (let i = 0; i < 28; i++) await POST(post('{"kind":'));
    expect((await POST(post({ kind: 'not-found', path: '/a' }))).status).toBe(429);
    expect(mocks.sendLog).not.toHaveBeenCalled();
  });
});

describe('crash report of a caught value', () => {
  it('keeps the message, stack and digest of an Error', () => {
    const error = Object.assign(new Error('Cannot read x'), { digest: 'd-1' });
    expect(crashReportOf(error, '/compte')).toMatchObject({
      kind: 'runtime',
      message: 'Cannot read x',
      digest: 'd-1',
      path: '/compte',
    });
  });

  it('describes a thrown non-Error', () => {
    expect(crashReportOf('plain text', '/')).toMatchObject({ message: 'plain text' });
    expect(crashReportOf({ code: 42 }, '/')).toMatchObject({ message: '{"code":42}' });
    expect(crashReportOf(undefined, '/')).toMatchObject({ message: 'undefined' });
  });

  it('always fits the endpoint, however long the error', async () => {
    const error = new Error('m'.repeat(10_000));
    error.stack = 's'.repeat(100_000);
    const body = JSON.stringify(crashReportOf(error, `/${'p'.repeat(5_000)}`));
    expect(body.length).toBeLessThan(32_768);
    expect((await POST(post(body))).status).toBe(204);
  });
});
