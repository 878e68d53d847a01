import 'server-only';
import { hkdfSync } from 'node:crypto';
import { base64url, calculateJwkThumbprint, jwtDecrypt } from 'jose';
import { encode } from 'next-auth/jwt';
import type { Role } from '@/lib/domain/roles';
import type { Token } from '@/lib/gateway/oauth';

/*
 * The session cookie is Auth.js's encrypted JWT (JWE). Auth.js writes it at sign-in; the proxy
 * re-encodes it after a token refresh. This module is the one place that names the cookie and knows
 * its payload, so proxy.ts, requireAccess() and the Auth.js config agree.
 *
 * Reading it is on every request twice (proxy.ts, then requireAccess()), so it must be cheap:
 * Auth.js's own decode() derives the key with HKDF and hashes its thumbprint on every call, four
 * WebCrypto jobs before the decryption's own. Here the key is derived once per process, and a
 * cookie that decrypted and verified once is remembered until its expiry, so each request decrypts
 * at most once, however often it is read. The cache is keyed by the whole sealed
 * value: a changed byte is another key, so it can only ever answer for a cookie jose accepted.
 */

const isProduction = process.env.NODE_ENV === 'production';

/**
 * Cookie names double as the JWE salt, so both must be stable. In production the `__Host-` prefix
 * makes the browser refuse the cookie unless it is Secure, on `/` and for this host alone, so no
 * sibling subdomain can plant or overwrite a session.
 */
export const SESSION_COOKIE = isProduction ? '__Host-bo.session' : 'bo.session';
/**
 * The ceiling of any seal: the configured absolute lifetime (lib/auth/session-lifetime.ts) ends a
 * session sooner, from its sign-in time, whatever the seal says.
 */
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  // Chrome and Firefox accept Secure cookies on http://localhost and 127.0.0.1, so end-to-end runs
  // of the production build keep the production setting.
  secure: isProduction,
};

/** What clears the cookie: a `__Host-` cookie is only replaced by one that is Secure and on / too. */
export const clearedSessionCookie = { ...sessionCookieOptions, maxAge: 0 };

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  roles: Role[];
}

/** What the encrypted cookie holds. Only `user` ever reaches the browser. */
export interface SessionPayload {
  user: SessionUser;
  gateway: Token;
  /** A random id of this sign-in: what signing out records as ended (lib/auth/ended-sessions.ts). */
  sid: string;
  /** When the staff member signed in (ms): the absolute lifetime counts from here. */
  issuedAt: number;
  /** When the gateway last confirmed the roles and the account's state (ms). */
  checkedAt: number;
  /** When a request last re-sealed the cookie (ms): the idle timeout counts from here. */
  seenAt: number;
}

function secret(): string {
  const value = process.env.AUTH_SECRET;
  if (!value) throw new Error('AUTH_SECRET is missing');
  return value;
}

function isPayload(value: unknown): value is SessionPayload {
  if (!value || typeof value !== 'object') return false;
  const { user, gateway, sid, issuedAt, checkedAt, seenAt } = value as Partial<SessionPayload>;
  return (
    typeof sid === 'string' &&
    [issuedAt, checkedAt, seenAt].every((time) => typeof time === 'number') &&
    !!user &&
    typeof user.id === 'string' &&
    Array.isArray(user.roles) &&
    !!gateway &&
    typeof gateway.accessToken === 'string' &&
    typeof gateway.expiresAt === 'number'
  );
}

/** Auth.js's algorithms (@auth/core/jwt.ts), which wrote the cookie. */
const ENCRYPTION = 'A256CBC-HS512';
const KEY_BYTES = 64;

interface DecryptionKey {
  secret: string;
  key: Uint8Array;
  kid: string;
  /** Cookies this key verified, oldest first, with their seal's expiry in ms. */
  verified: Map<string, { payload: SessionPayload; expiresAt: number }>;
}

/** Enough for every staff member of a busy day on one process. */
const MAX_VERIFIED = 1000;

let decryptionKey: Promise<DecryptionKey> | undefined;

/** The same HKDF derivation and key id as Auth.js, done once per AUTH_SECRET. */
async function currentKey(): Promise<DecryptionKey> {
  const value = secret();
  const cached = await decryptionKey;
  if (cached?.secret === value) return cached;
  const info = `Auth.js Generated Encryption Key (${SESSION_COOKIE})`;
  const key = new Uint8Array(hkdfSync('sha256', value, SESSION_COOKIE, info, KEY_BYTES));
  decryptionKey = calculateJwkThumbprint({ kty: 'oct', k: base64url.encode(key) }, 'sha512').then((kid) => ({
    secret: value,
    key,
    kid,
    verified: new Map(),
  }));
  return decryptionKey;
}

export async function decodeSession(cookieValue: string | undefined): Promise<SessionPayload | null> {
  if (!cookieValue) return null;
  try {
    const { key, kid, verified } = await currentKey();
    const known = verified.get(cookieValue);
    if (known) {
      if (known.expiresAt > Date.now()) return known.payload;
      verified.delete(cookieValue);
      return null;
    }
    const { payload, protectedHeader } = await jwtDecrypt(cookieValue, key, {
      clockTolerance: 15,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: [ENCRYPTION],
    });
    if ((protectedHeader.kid !== undefined && protectedHeader.kid !== kid) || !isPayload(payload))
      return null;
    const { user, gateway, sid, issuedAt, checkedAt, seenAt } = payload;
    const session = { user, gateway, sid, issuedAt, checkedAt, seenAt };
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
    verified.set(cookieValue, { payload: session, expiresAt: (payload.exp ?? 0) * 1000 });
    return session;
  } catch {
    // A cookie sealed with another secret, tampered with or expired is no session.
    return null;
  }
}

/** Seals `payload` until `maxAgeSeconds` from now (the session's remaining lifetime). */
export async function encodeSession(
  payload: SessionPayload,
  maxAgeSeconds = SESSION_MAX_AGE_SECONDS,
): Promise<string> {
  return encode({
    token: { ...payload, sub: payload.user.id },
    secret: secret(),
    salt: SESSION_COOKIE,
    maxAge: Math.max(1, Math.min(SESSION_MAX_AGE_SECONDS, Math.floor(maxAgeSeconds))),
  });
}
