import { describe, expect, it } from 'vitest';
import { userSchema } from '@/lib/domain/schemas';
import { call, staffEmail, tokenFor, startFakeGateway } from './harness';

const { gateway } = startFakeGateway();

describe('POST /__fake/reset', () => {
  it('goes back to the seed: a change disappears, the clock returns, failures and calls are cleared', async () => {
    const token = await tokenFor(staffEmail('support'));
    const target = gateway.db().people.particularIds[0];
    const deactivated = await call(`/users/${target}/deactivate`, { token, json: { reason: 'OTHER' } });
    expect(deactivated.body.userAccountStatus).toBe('INACTIVE');
    await call('/__fake/clock', { json: { now: '2021-01-01T12:00:00+01:00' } });
    await call('/__fake/failures', { json: { method: 'GET', path: '/users', status: 500, times: 0 } });

    const reset = await call('/__fake/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(reset.body.now).toBe('2020-03-03T10:00:00.000+01:00');

    expect((await call(`/users/${target}`, { token })).body.userAccountStatus).not.toBe('INACTIVE');
    expect((await call('/__fake/failures')).body).toEqual([]);
    const calls = (await call('/__fake/calls')).body as { path: string }[];
    expect(calls.map((entry) => entry.path)).toEqual([`/users/${target}`]);
  });

  it('keeps issued tokens valid, since seeded ids do not change', async () => {
    const token = await tokenFor(staffEmail('cc'));
    await call('/__fake/reset', { method: 'POST' });
    expect((await call('/credentials/mine', { token })).status).toBe(200);
  });
});

describe('/__fake/clock', () => {
  it('moves the business clock and comes back to 2020-03-03T10:00:00+01:00', async () => {
    expect((await call('/__fake/clock')).body.now).toBe('2020-03-03T10:00:00.000+01:00');
    const moved = await call('/__fake/clock', { json: { now: '2020-07-14T08:00:00Z' } });
    expect(moved.body.now).toBe('2020-07-14T10:00:00.000+02:00');
    expect(gateway.db().clock.now().toISOString()).toBe('2020-07-14T08:00:00.000Z');
    expect((await call('/__fake/clock', { method: 'DELETE' })).body.now).toBe(
      '2020-03-03T10:00:00.000+01:00',
    );
  });

  it('decides whether a password token has expired', async () => {
    // jeton-creation-valide expires 7 days after 2020-03-03.
    expect((await call('/credentials/password/jeton-creation-valide/awake', { method: 'POST' })).status).toBe(
      200,
    );
    await call('/__fake/clock', { json: { now: '2020-03-11T10:00:00+01:00' } });
    expect((await call('/credentials/password/jeton-creation-valide/awake', { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('refuses a date without offset', async () => {
    const result = await call('/__fake/clock', { json: { now: '2020-03-03T10:00:00' } });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('BAD_REQUEST');
  });
});

describe('/__fake/failures', () => {
  it('answers the injected status and business code once, then the real answer', async () => {
    const token = await tokenFor(staffEmail('support'));
    const id = gateway.db().people.particularIds[0];
    const rule = await call('/__fake/failures', {
      json: { method: 'post', path: '/users/:id/anonymize', status: 409, code: 'USER_WITH_PROJECTS' },
    });
    expect(rule.status).toBe(201);

    const failed = await call(`/users/${id}/anonymize`, { method: 'POST', token });
    expect(failed.status).toBe(409);
    expect(failed.body).toMatchObject({
      code: 'USER_WITH_PROJECTS',
      processId: expect.any(String),
      message: expect.any(String),
    });
    const real = await call(`/users/${id}/anonymize`, { method: 'POST', token });
    expect(real.body.code).not.toBe('USER_WITH_PROJECTS');
  });

  it('applies `times` calls, or until cleared with times 0', async () => {
    const token = await tokenFor(staffEmail('support'));
    await call('/__fake/failures', { json: { method: 'GET', path: '/users', status: 503, times: 2 } });
    expect((await call('/users', { token })).status).toBe(503);
    expect((await call('/users', { token })).status).toBe(503);
    expect((await call('/users', { token })).status).toBe(200);

    await call('/__fake/failures', { json: { method: '*', path: '/works/*', status: 500, times: 0 } });
    for (let index = 0; index < 3; index += 1)
      expect((await call('/works/jobs', { token })).status).toBe(500);
    await call('/__fake/failures', { method: 'DELETE' });
    expect((await call('/works/jobs', { token })).status).toBe(200);
  });

  it('delays a call', async () => {
    const token = await tokenFor(staffEmail('support'));
    await call('/__fake/failures', { json: { method: 'GET', path: '/works/jobs', delayMs: 300 } });
    const started = performance.now();
    const result = await call('/works/jobs', { token });
    expect(result.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('sends a malformed or a schema-breaking body', async () => {
    const token = await tokenFor(staffEmail('support'));
    const id = gateway.db().people.particularIds[0];
    await call('/__fake/failures', { json: { method: 'GET', path: '/users/:id', body: 'malformed' } });
    const malformed = await call(`/users/${id}`, { token });
    expect(malformed.status).toBe(200);
    expect(() => JSON.parse(malformed.text)).toThrow();

    await call('/__fake/failures', { json: { method: 'GET', path: '/users/:id', body: 'schema-breaking' } });
    const broken = await call(`/users/${id}`, { token });
    expect(broken.status).toBe(200);
    expect(userSchema.safeParse(broken.body).success).toBe(false);
  });

  it('fails the token call with an OAuth-shaped body', async () => {
    await call('/__fake/failures', { json: { method: 'POST', path: '/oauth/token', status: 400 } });
    await expect(tokenFor(staffEmail('support'))).rejects.toThrow(/invalid_grant/);
  });

  it('refuses a malformed rule', async () => {
    expect((await call('/__fake/failures', { json: { method: 'GET' } })).status).toBe(400);
  });
});

describe('/__fake/calls', () => {
  it('logs method, path, query, status and the grant type of token calls', async () => {
    await call('/__fake/calls', { method: 'DELETE' });
    const token = await tokenFor(staffEmail('support'));
    await call('/users', { token, query: { page: '2', type: 'PROFESSIONAL' } });
    await call('/users');
    const calls = (await call('/__fake/calls')).body as Record<string, unknown>[];
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/oauth/token', grant_type: 'password', status: 200 }),
      expect.objectContaining({
        method: 'GET',
        path: '/users',
        query: { page: '2', type: 'PROFESSIONAL' },
        status: 200,
      }),
      expect.objectContaining({ method: 'GET', path: '/users', status: 401 }),
    ]);
    expect(calls[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T.*[+-]\d{2}:\d{2}$/);
    expect((await call('/__fake/calls', { query: { path: '/oauth' } })).body).toHaveLength(1);
    await call('/__fake/calls', { method: 'DELETE' });
    expect((await call('/__fake/calls')).body).toEqual([]);
  });
});

describe('/__fake/tokens and /__fake/password-tokens', () => {
  it('lists the issued tokens', async () => {
    const token = await tokenFor(staffEmail('bd'));
    const tokens = (await call('/__fake/tokens')).body;
    expect(tokens.access).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: token, kind: 'user', expired: false })]),
    );
  });

  it('lists the password tokens of an address, newest first', async () => {
    const tokens = (await call('/__fake/password-tokens', { query: { email: 'new@groupe.example' } })).body;
    expect(tokens.map((token: { token: string }) => token.token)).toEqual([
      'jeton-creation-expire',
      'jeton-creation-valide',
    ]);
    expect(tokens[0]).toMatchObject({ expired: true, used: false, purpose: 'CREATION' });
  });
});

describe('bad input', () => {
  it('answers malformed JSON, missing fields and unknown ids with a 4xx and a body, and keeps serving', async () => {
    const token = await tokenFor(staffEmail('support'));
    const id = gateway.db().people.particularIds[0];
    const malformed = await call(`/users/${id}/deactivate`, {
      token,
      raw: { body: '{"reason": ', contentType: 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('BAD_REQUEST');

    const missing = await call(`/users/${id}/deactivate`, { token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', issues: expect.any(Array) });

    const unknown = await call('/users/00000000-0000-4000-8000-000000000000', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');

    expect((await call(`/users/${id}`, { token })).status).toBe(200);
  });

  it('records the reports the app sends to POST /logger', async () => {
    const token = await tokenFor(staffEmail('support'));
    const sent = await call('/logger', {
      token,
      json: { level: 'error', message: 'Not found error', metadata: { path: '/x' } },
    });
    expect(sent.status).toBe(204);
    expect((await call('/__fake/logs')).body).toEqual([
      { level: 'error', message: 'Not found error', metadata: { path: '/x' } },
    ]);
    expect((await call('/logger', { token, json: { level: 'fatal', message: 'x' } })).status).toBe(400);
  });
});
