import 'server-only';
import { decode, encode } from 'next-auth/jwt';
import type { Role } from '@/lib/domain/roles';
import type { Token } from '@/lib/gateway/oauth';

/*
 * The session cookie is Auth.js's encrypted JWT (JWE). Auth.js writes it at sign-in; the proxy
 * re-encodes it after a token refresh. This module is the one place that names the cookie and knows
 * its payload, so proxy.ts, requireAccess() and the Auth.js config agree.
 */

const isProduction = process.env.NODE_ENV === 'production';

/** Cookie names double as the JWE salt, so both must be stable. */
export const SESSION_COOKIE = 'bo.session';
/** Eight hours: a working day. The gateway token inside is refreshed long before. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  // Chrome and Firefox accept Secure cookies on http://localhost and 127.0.0.1, so end-to-end runs
  // of the production build keep the production setting.
  secure: isProduction,
};

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
}

function secret(): string {
  const value = process.env.AUTH_SECRET;
  if (!value) throw new Error('AUTH_SECRET is missing');
  return value;
}

function isPayload(value: unknown): value is SessionPayload {
  if (!value || typeof value !== 'object') return false;
  const { user, gateway } = value as Partial<SessionPayload>;
  return (
    !!user &&
    typeof user.id === 'string' &&
    Array.isArray(user.roles) &&
    !!gateway &&
    typeof gateway.accessToken === 'string' &&
    typeof gateway.expiresAt === 'number'
  );
}

export async function decodeSession(cookieValue: string | undefined): Promise<SessionPayload | null> {
  if (!cookieValue) return null;
  try {
    const payload = await decode({ token: cookieValue, secret: secret(), salt: SESSION_COOKIE });
    return isPayload(payload) ? { user: payload.user, gateway: payload.gateway } : null;
  } catch {
    // A cookie sealed with another secret, or tampered with, is no session.
    return null;
  }
}

export async function encodeSession(payload: SessionPayload): Promise<string> {
  return encode({
    token: { ...payload, sub: payload.user.id },
    secret: secret(),
    salt: SESSION_COOKIE,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}
