import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReadDigest } from '@/lib/domain/page-read';
import { logRequestError } from '@/lib/request-error-log';

/*
 * What the server logs of an error Next caught, e.g. a server action refused before our code ran:
 * the browser shows the digest, support finds the request id beside it.
 */

const lines: string[] = [];

beforeEach(() => {
  lines.length = 0;
  vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const context = {
  routerKind: 'App Router',
  routePath: '/compte',
  routeType: 'action',
  revalidateReason: undefined,
} as const;

describe('logRequestError', () => {
  it('logs the request id, the path without its query, the digest and the error', () => {
    const error = Object.assign(new Error('Body exceeded 1mb limit.'), { digest: '2841236429' });
    logRequestError(
      error,
      { path: '/compte?email=a@b.example', method: 'POST', headers: { 'x-request-id': 'req-42' } },
      context,
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'error',
      event: 'request failed',
      requestId: 'req-42',
      route: '/compte',
      method: 'POST',
      kind: 'action',
      digest: '2841236429',
      error: { name: 'Error', message: 'Body exceeded 1mb limit.' },
    });
    expect(lines[0]).not.toContain('a@b.example');
  });

  it('keeps no request id a browser could have forged, and logs a failed page read only where it failed', () => {
    logRequestError(
      new Error('x'),
      { path: '/', method: 'GET', headers: { 'x-request-id': 'a b<c>' } },
      context,
    );
    expect(JSON.parse(lines[0]).requestId).toBeUndefined();
    const pageRead = Object.assign(new Error('read'), {
      digest: pageReadDigest({ code: 'DEFAULT', requestId: 'req-1' }),
    });
    logRequestError(pageRead, { path: '/', method: 'GET', headers: {} }, context);
    expect(lines).toHaveLength(1);
  });
});
