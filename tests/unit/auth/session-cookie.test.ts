import { encode } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeSession, encodeSession, SESSION_COOKIE, type SessionPayload } from '@/lib/auth/session-cookie';

/*
 * The cookie Auth.js writes at sign-in must read back through the app's own decoder (a memoised
 * key, a cache of verified cookies), and nothing else may: another secret, a changed byte, an
 * expired seal.
 */

const SECRET = 'unit-test-auth-secret-0123456789abcdef';

const payload: SessionPayload = {
  sid: 'sid-1',
  issuedAt: 1_800_000_000_000,
  checkedAt: 1_800_000_000_000,
  seenAt: 1_800_000_000_000,
  user: {
    id: 'u-1',
    firstName: 'Anne',
    lastName: 'Martin',
    email: 'support@groupe.example',
    roles: ['SUPPORT'],
  },
  gateway: {
    tokenType: 'Bearer',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: 1_900_000_000_000,
  },
};

/** What Auth.js itself writes after a successful sign-in. */
function sealedByAuthJs(secret = SECRET, maxAge = 3600): Promise<string> {
  return encode({ token: { ...payload, sub: payload.user.id }, secret, salt: SESSION_COOKIE, maxAge });
}

beforeEach(() => vi.stubEnv('AUTH_SECRET', SECRET));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('decodeSession', () => {
  it('reads the user and gateway token from the cookie Auth.js sealed', async () => {
    expect(await decodeSession(await sealedByAuthJs())).toEqual(payload);
  });

  it('reads the cookie the proxy re-seals after a refresh', async () => {
    expect(await decodeSession(await encodeSession(payload))).toEqual(payload);
  });

  it('answers the same for a cookie it has already verified', async () => {
    const cookie = await sealedByAuthJs();
    const first = await decodeSession(cookie);
    expect(await decodeSession(cookie)).toEqual(first);
  });

  it('refuses a cookie sealed with another secret', async () => {
    expect(await decodeSession(await sealedByAuthJs('another-secret-0123456789abcdef-xyz'))).toBeNull();
  });

  it('refuses a cookie with one changed character, even after the original was verified', async () => {
    const cookie = await sealedByAuthJs();
    await decodeSession(cookie);
    const parts = cookie.split('.');
    const cipher = parts[3];
    parts[3] = (cipher[0] === 'A' ? 'B' : 'A') + cipher.slice(1);
    expect(await decodeSession(parts.join('.'))).toBeNull();
  });

  it('refuses an absent or malformed cookie', async () => {
    expect(await decodeSession(undefined)).toBeNull();
    expect(await decodeSession('not-a-jwe')).toBeNull();
  });

  it('stops answering for a verified cookie once its seal has expired', async () => {
    const cookie = await sealedByAuthJs(SECRET, 60);
    expect(await decodeSession(cookie)).toEqual(payload);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await decodeSession(cookie)).toBeNull();
  });

  it('follows a change of AUTH_SECRET: cookies of the old secret stop being read, verified or not', async () => {
    const rotated = 'rotated-secret-0123456789abcdef-rotated';
    const old = await sealedByAuthJs();
    expect(await decodeSession(old)).toEqual(payload);
    vi.stubEnv('AUTH_SECRET', rotated);
    expect(await decodeSession(old)).toBeNull();
    expect(await decodeSession(await sealedByAuthJs(rotated))).toEqual(payload);
  });
});
