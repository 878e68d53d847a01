import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFields, log } from '@/lib/log';

/* The log line itself: JSON, levels, and a credential masked whoever hands it in. */

const lines = { info: [] as string[], warn: [] as string[], error: [] as string[] };

beforeEach(() => {
  vi.stubEnv('LOG_LEVEL', 'info');
  for (const level of ['info', 'warn', 'error'] as const) {
    lines[level] = [];
    vi.spyOn(console, level).mockImplementation((line: string) => lines[level].push(line));
  }
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('log', () => {
  it('writes one JSON object a line, with its time, level and event, at its console level', () => {
    log('info', 'gateway call', {
      requestId: 'r1',
      gateway: { method: 'GET', path: '/users/:id', status: 200, durationMs: 3 },
    });
    log('error', 'action failed', { requestId: 'r2', userId: 'u1' });
    expect(lines.info).toHaveLength(1);
    expect(lines.info[0]).not.toContain('\n');
    expect(JSON.parse(lines.info[0])).toMatchObject({
      level: 'info',
      event: 'gateway call',
      requestId: 'r1',
    });
    expect(Date.parse((JSON.parse(lines.info[0]) as { time: string }).time)).not.toBeNaN();
    expect(JSON.parse(lines.error[0])).toMatchObject({ level: 'error', userId: 'u1' });
  });

  it('drops credential fields and masks a bearer value in any string', () => {
    log('warn', 'x', {
      body: { password: 'p4ss', accessToken: 'tok', nested: [{ Authorization: 'Bearer abc' }] },
      cookie: 'bo.session=zzz',
      message: 'GET /me with Bearer abc.def-ghi failed',
    });
    const line = lines.warn[0];
    for (const secret of ['p4ss', 'tok"', 'abc', 'zzz']) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({ message: 'GET /me with Bearer [redacted] failed' });
  });

  it('leaves out the levels under LOG_LEVEL', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    log('info', 'gateway call');
    log('warn', 'gateway call');
    expect(lines.info).toHaveLength(0);
    expect(lines.warn).toHaveLength(1);
  });

  it('keeps only the kind and message of an error, not its cause', () => {
    const error = new Error('failed', { cause: { token: 'secret' } });
    expect(errorFields(error)).toEqual({ name: 'Error', message: 'failed' });
  });
});
