/**
 * The check every route handler that changes something runs first: only the app's own pages may
 * post, whatever cookie comes with the request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { resetEnvCache } from '@/lib/env';
import { stubGatewayEnv } from '../gateway/support';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

function request(method: string, headers: Record<string, string>): Request {
  return new Request('http://127.0.0.1:3000/api/x', { method, headers: { host: 'bo.example', ...headers } });
}

describe('isSameOriginRequest', () => {
  it.each(['GET', 'HEAD'])('lets a %s through whatever its origin: it changes nothing', (method) => {
    stubGatewayEnv();
    expect(isSameOriginRequest(request(method, {}))).toBe(true);
    expect(isSameOriginRequest(request(method, { origin: 'https://evil.example' }))).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('accepts a %s from a page of the app', (method) => {
    stubGatewayEnv();
    expect(isSameOriginRequest(request(method, { origin: 'https://bo.example' }))).toBe(true);
    expect(
      isSameOriginRequest(request(method, { origin: 'https://BO.example', 'sec-fetch-site': 'same-origin' })),
    ).toBe(true);
  });

  it.each([
    ['no Origin', {}],
    ['an opaque Origin', { origin: 'null' }],
    ['another site', { origin: 'https://evil.example' }],
    ['another port of the host', { origin: 'https://bo.example:8443' }],
    ['a sub-domain', { origin: 'https://x.bo.example' }],
    ['a scheme no page has', { origin: 'file://bo.example' }],
    ['a malformed Origin', { origin: 'bo.example' }],
    [
      'a browser that says another site sent it',
      { origin: 'https://bo.example', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'a browser that says a sibling sent it',
      { origin: 'https://bo.example', 'sec-fetch-site': 'same-site' },
    ],
    ['a typed address', { origin: 'https://bo.example', 'sec-fetch-site': 'none' }],
  ])('refuses a POST with %s', (_case, headers: Record<string, string>) => {
    stubGatewayEnv();
    expect(isSameOriginRequest(request('POST', headers))).toBe(false);
  });

  it("compares with a reverse proxy's X-Forwarded-Host only when AUTH_TRUST_HOST says there is one", () => {
    const behindProxy = (origin: string) =>
      request('POST', { host: 'app:3000', 'x-forwarded-host': 'bo.example, proxy.internal', origin });

    stubGatewayEnv({ AUTH_TRUST_HOST: 'true' });
    expect(isSameOriginRequest(behindProxy('https://bo.example'))).toBe(true);
    expect(isSameOriginRequest(behindProxy('http://app:3000'))).toBe(false);

    stubGatewayEnv({ AUTH_TRUST_HOST: 'false' });
    expect(isSameOriginRequest(behindProxy('https://bo.example'))).toBe(false);
    expect(isSameOriginRequest(behindProxy('http://app:3000'))).toBe(true);
  });

  it('takes AUTH_TRUST_HOST as true or false only', () => {
    stubGatewayEnv({ AUTH_TRUST_HOST: 'yes' });
    expect(() => isSameOriginRequest(request('POST', { origin: 'https://bo.example' }))).toThrow(
      'AUTH_TRUST_HOST (expected true or false)',
    );
  });
});
