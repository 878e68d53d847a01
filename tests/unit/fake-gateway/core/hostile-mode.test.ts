/**
 * The hostile mode on real calls (POST /__fake/failures with `body` or `reset`): each behaviour
 * once on one call then gone, and on every call with `path: '*'` and `times: 0` until cleared.
 */
import { describe, expect, it } from 'vitest';
import { projectSchema, userSchema } from '@/lib/domain/schemas';
import { HOSTILE_LINK, HOSTILE_TEXTS, UNKNOWN_ENUM } from '@/lib/fake-gateway/core/hostile';
import { call, staffEmail, tokenFor, startFakeGateway } from './harness';

const { gateway } = startFakeGateway();

const inject = (rule: Record<string, unknown>) => call('/__fake/failures', { json: rule });

async function setup() {
  const token = await tokenFor(staffEmail('support'));
  const userId = gateway.db().people.particularIds[0];
  const projectId = Object.values(gateway.db().projects.showcase)[0];
  return { token, userPath: `/users/${userId}`, projectPath: `/projects/${projectId}` };
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

/** Every attachment link (uri) in an answer. */
const uris = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value.flatMap(uris)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => (key === 'uri' ? [child] : uris(child)))
      : [];

describe('hostile-text', () => {
  it('fills the free text of GET /users/:id with payloads once, then answers the real user', async () => {
    const { token, userPath } = await setup();
    const real = await call(userPath, { token });
    expect((await inject({ method: 'GET', path: '/users/:id', body: 'hostile-text' })).status).toBe(201);

    const hostile = await call(userPath, { token });
    expect(hostile.status).toBe(200);
    expect(hostile.body.firstName).toBe(HOSTILE_TEXTS[0]);
    expect(hostile.body.lastName).toBe(HOSTILE_TEXTS[1]);
    expect(hostile.body.id).toBe(real.body.id);
    expect(hostile.body.email).toBe(real.body.email);
    expect(hostile.body.userAccountStatus).toBe(real.body.userAccountStatus);
    // Still the entity's schema: only the free text changed.
    expect(userSchema.safeParse(hostile.body).success).toBe(true);

    expect((await call(userPath, { token })).body).toEqual(real.body);
  });

  it('poisons the links and text of GET /projects/:id', async () => {
    const { token, projectPath } = await setup();
    await inject({ method: 'GET', path: '/projects/:id', body: 'hostile-text' });
    const hostile = await call(projectPath, { token });
    expect(hostile.status).toBe(200);
    const values = strings(hostile.body);
    for (const payload of HOSTILE_TEXTS) expect(values).toContain(payload);
    expect(projectSchema.safeParse(hostile.body).success).toBe(true);
  });

  it('turns every attachment link of the showcase discussions into javascript:', async () => {
    const { token } = await setup();
    const real: unknown[] = [];
    const hostile: unknown[] = [];
    for (const id of Object.values(gateway.db().projects.showcaseDiscussions)) {
      real.push(...uris((await call(`/messaging/discussions/${id}`, { token })).body));
      await inject({ method: 'GET', path: '/messaging/discussions/:id', body: 'hostile-text' });
      hostile.push(...uris((await call(`/messaging/discussions/${id}`, { token })).body));
    }
    expect(real.length).toBeGreaterThan(0);
    expect(hostile).toEqual(real.map(() => HOSTILE_LINK));
  });

  it('applies to every call with path * and times 0 until cleared', async () => {
    const { token, userPath, projectPath } = await setup();
    await inject({ method: '*', path: '*', body: 'hostile-text', times: 0 });
    for (const path of [userPath, projectPath, userPath])
      expect(strings((await call(path, { token })).body)).toContain(HOSTILE_TEXTS[0]);
    await call('/__fake/failures', { method: 'DELETE' });
    expect(strings((await call(userPath, { token })).body)).not.toContain(HOSTILE_TEXTS[0]);
  });
});

describe('schema-breaking rewrites of the real answer', () => {
  it('missing-field drops the id of GET /users/:id', async () => {
    const { token, userPath } = await setup();
    await inject({ method: 'GET', path: '/users/:id', body: 'missing-field' });
    const broken = await call(userPath, { token });
    expect(broken.status).toBe(200);
    expect(broken.body).not.toHaveProperty('id');
    expect(broken.body.lastName).toEqual(expect.any(String));
    expect(userSchema.safeParse(broken.body).success).toBe(false);
    expect(userSchema.safeParse((await call(userPath, { token })).body).success).toBe(true);
  });

  it('wrong-type puts a number where the id is', async () => {
    const { token, userPath } = await setup();
    await inject({ method: 'GET', path: '/users/:id', body: 'wrong-type' });
    const broken = await call(userPath, { token });
    expect(broken.body.id).toBe(12345);
    expect(userSchema.safeParse(broken.body).success).toBe(false);
  });

  it('date-without-offset strips the offset of the dates of GET /projects/:id', async () => {
    const { token, projectPath } = await setup();
    const real = await call(projectPath, { token });
    await inject({ method: 'GET', path: '/projects/:id', body: 'date-without-offset' });
    const broken = await call(projectPath, { token });
    expect(real.body.lastEventDate).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(broken.body.lastEventDate).toBe(real.body.lastEventDate.replace(/(Z|[+-]\d{2}:\d{2})$/, ''));
    expect(projectSchema.safeParse(broken.body).success).toBe(false);
  });

  it('unknown-enum answers SOMETHING_NEW for the status', async () => {
    const { token, projectPath } = await setup();
    await inject({ method: 'GET', path: '/projects/:id', body: 'unknown-enum' });
    expect((await call(projectPath, { token })).body.status).toBe(UNKNOWN_ENUM);
    expect((await call(projectPath, { token })).body.status).not.toBe(UNKNOWN_ENUM);
  });

  it('null-list sets the lists of a page to null', async () => {
    const { token } = await setup();
    await inject({ method: 'GET', path: '/users', body: 'null-list' });
    const broken = await call('/users', { token, query: { size: '5' } });
    expect(broken.status).toBe(200);
    expect(broken.body.items).toBeNull();
    expect(broken.body.total).toEqual(expect.any(Number));
    expect((await call('/users', { token, query: { size: '5' } })).body.items).toHaveLength(5);
  });

  it('applies a list of rewrites in turn, each to its own fields', async () => {
    const { token, projectPath } = await setup();
    const real = await call(projectPath, { token });
    await inject({
      method: 'GET',
      path: '/projects/:id',
      body: ['hostile-text', 'unknown-enum', 'date-without-offset'],
    });
    const broken = await call(projectPath, { token });
    expect(strings(broken.body)).toContain(HOSTILE_TEXTS[0]);
    expect(broken.body.status).toBe(UNKNOWN_ENUM);
    expect(broken.body.lastEventDate).toBe(real.body.lastEventDate.replace(/(Z|[+-]\d{2}:\d{2})$/, ''));
    expect(broken.body.id).toBe(real.body.id);
  });

  it('refuses a list holding a fixed body', async () => {
    expect((await inject({ method: 'GET', path: '*', body: ['malformed'] })).status).toBe(400);
  });

  it('rewrites every call until cleared with times 0', async () => {
    const { token, userPath, projectPath } = await setup();
    await inject({ method: 'GET', path: '*', body: 'missing-field', times: 0 });
    for (const path of [userPath, projectPath])
      expect((await call(path, { token })).body).not.toHaveProperty('id');
    await call('/__fake/failures', { method: 'DELETE' });
    expect((await call(userPath, { token })).body).toHaveProperty('id');
  });
});

describe('reset', () => {
  it('fails the call with a network error once, then answers', async () => {
    const { token, userPath } = await setup();
    await inject({ method: 'GET', path: '/users/:id', reset: true });
    await expect(call(userPath, { token })).rejects.toThrow(TypeError);
    expect((await call(userPath, { token })).status).toBe(200);
    const logged = (await call('/__fake/calls', { query: { path: userPath } })).body as { status: number }[];
    expect(logged.map((entry) => entry.status)).toEqual([0, 200]);
  });

  it('fails every call until cleared with times 0', async () => {
    const { token, userPath, projectPath } = await setup();
    await inject({ method: '*', path: '*', reset: true, times: 0 });
    await expect(call(userPath, { token })).rejects.toThrow(TypeError);
    await expect(call(projectPath, { token })).rejects.toThrow(TypeError);
    await call('/__fake/failures', { method: 'DELETE' });
    expect((await call(projectPath, { token })).status).toBe(200);
  });
});

describe('errors in the middle of a session', () => {
  it.each([
    [500, 'SOMETHING_UNHEARD_OF'],
    [500, 'FORBIDDEN'],
    [401, undefined],
    [403, undefined],
  ])('answers %i %s on a valid token once', async (status, code) => {
    const { token, userPath } = await setup();
    await inject({ method: 'GET', path: '/users/:id', status, ...(code ? { code } : {}) });
    const failed = await call(userPath, { token });
    expect(failed.status).toBe(status);
    expect(failed.body.code).toBe(code ?? (status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN'));
    expect((await call(userPath, { token })).status).toBe(200);
  });

  it('accepts a delay longer than the app timeout of 60 s', async () => {
    const accepted = await inject({ method: 'GET', path: '/users/:id', delayMs: 90_000 });
    expect(accepted.status).toBe(201);
    expect(accepted.body.delayMs).toBe(90_000);
  });
});
