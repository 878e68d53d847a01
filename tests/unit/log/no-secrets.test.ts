import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GATEWAY, mswGateway } from '../gateway/support';

/*
 * The server's log is one JSON object a line, tied to the request id, and no credential
 * in play during a failure (the gateway token, the user's password, the session cookie, the
 * browser's Authorization header) ever reaches it.
 */

const SECRET_TOKEN = 'tok-9f8e7d6c5b4a-SECRET';
const SECRET_PASSWORD = 'Pa55word-SECRET!';
const SECRET_COOKIE = 'cookie-value-SECRET';
const REQUEST_ID = 'req-7f3a2b';
const token = { tokenType: 'Bearer', accessToken: SECRET_TOKEN };

const incoming = vi.hoisted(
  () =>
    new Headers({
      'x-request-id': 'req-7f3a2b',
      'x-bo-path': '/clients/u1?tab=roles',
      cookie: 'authjs.session-token=cookie-value-SECRET',
      authorization: 'Bearer tok-9f8e7d6c5b4a-SECRET',
    }),
);
vi.mock('next/headers', () => ({
  headers: async () => incoming,
  cookies: async () => ({ delete: vi.fn(), get: () => ({ value: 'cookie-value-SECRET' }) }),
}));
vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  return {
    ...actual,
    requireActionAccess: async () => ({ user: { id: 'u-staff-1', roles: ['ADMIN'] }, token }),
  };
});

const server = mswGateway();
const { request, requestStream } = await import('@/lib/gateway/http');
const { runAction } = await import('@/lib/auth/run-action');
const { passwordGrant } = await import('@/lib/gateway/oauth');

let lines: string[] = [];
const received: (string | null)[] = [];

beforeEach(() => {
  lines = [];
  received.length = 0;
  vi.stubEnv('LOG_LEVEL', 'info');
  for (const level of ['info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  server.use(
    http.post(`${GATEWAY}/users/:id/password`, ({ request: call }) => {
      received.push(call.headers.get('x-request-id'));
      // A gateway that echoes what it was sent must not get it logged either.
      return HttpResponse.json(
        { code: 'SOMETHING_NEW', processId: 'gw-proc-1', detail: `${SECRET_PASSWORD} ${SECRET_TOKEN}` },
        { status: 500, statusText: 'Internal Server Error' },
      );
    }),
    http.get(`${GATEWAY}/documents/:id/content`, ({ request: call }) => {
      received.push(call.headers.get('x-request-id'));
      return HttpResponse.json({ code: 'DEFAULT' }, { status: 503 });
    }),
  );
});

afterEach(() => {
  for (const line of lines) {
    for (const secret of [SECRET_TOKEN, SECRET_PASSWORD, SECRET_COOKIE]) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({ requestId: REQUEST_ID, route: '/clients/u1' });
  }
});

const changePassword = () =>
  request({
    method: 'POST',
    path: '/users/:id/password',
    params: { id: 'u1' },
    body: { json: { password: SECRET_PASSWORD } },
    token,
  });

describe('the server log', () => {
  it('logs a failing gateway call as one JSON line under the request id, sent on to the gateway', async () => {
    await expect(changePassword()).rejects.toThrow();
    await expect(
      requestStream({ method: 'GET', path: '/documents/:id/content', params: { id: 'd1' }, token }),
    ).rejects.toThrow();

    expect(received).toEqual([REQUEST_ID, REQUEST_ID]);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'warn',
      event: 'gateway call',
      gateway: { method: 'POST', path: '/users/:id/password', status: 500 },
      processId: 'gw-proc-1',
    });
    expect(JSON.parse(lines[0]).gateway.durationMs).toEqual(expect.any(Number));
  });

  it('logs a failing action with the user id, and gives the request id as its reference', async () => {
    const result = await runAction(
      {
        route: 'users',
        journalAction: 'changeOwnPassword',
        schema: z.object({ password: z.string() }),
        run: () => changePassword(),
        failure: 'Le mot de passe n’a pas été changé.',
      },
      { password: SECRET_PASSWORD },
    );

    expect(result).toEqual({
      ok: false,
      message: 'Le mot de passe n’a pas été changé.',
      reference: REQUEST_ID,
    });
    const action = lines.map((line) => JSON.parse(line) as Record<string, unknown>).at(-1);
    expect(action).toMatchObject({ level: 'error', event: 'action failed', userId: 'u-staff-1' });
  });

  it('logs a refused sign-in and an unreadable token answer without the password or the tokens', async () => {
    server.use(
      http.post(`${GATEWAY}/oauth/token`, () =>
        HttpResponse.json({ error: 'invalid_grant', password: SECRET_PASSWORD }, { status: 400 }),
      ),
    );
    await expect(passwordGrant('a@groupe.example', SECRET_PASSWORD)).rejects.toThrow();
    server.use(
      http.post(`${GATEWAY}/oauth/token`, () =>
        HttpResponse.json({ access_token: SECRET_TOKEN, token_type: 42, refresh_token: SECRET_TOKEN }),
      ),
    );
    await expect(passwordGrant('a@groupe.example', SECRET_PASSWORD)).rejects.toThrow();

    expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual([
      'gateway call',
      'gateway call',
      'unreadable token answer',
    ]);
  });

  it('keeps no reference on a refusal of the input', async () => {
    const result = await runAction(
      {
        route: 'users',
        journalAction: 'changeOwnPassword',
        schema: z.object({ password: z.string().min(100, 'Trop court.') }),
        run: vi.fn(),
      },
      { password: SECRET_PASSWORD },
    );
    expect(result).toMatchObject({ ok: false });
    expect(result).not.toHaveProperty('reference');
  });
});
