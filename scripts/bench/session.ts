/** The sessions `npm run bench` signs in with (SUPPORT unless told), minted without going through the login page. */
import { encode } from 'next-auth/jwt';

/**
 * lib/auth/session-cookie.ts (server-only, so not importable from a plain script): the production
 * build's name, which is also the JWE salt, and the seal's ceiling.
 */
const SESSION_COOKIE = '__Host-bo.session';
const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;

interface OauthGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
}

interface MyCredentials {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  roles: string[];
}

export interface BenchSession {
  /** The gateway's bearer token, for direct calls. */
  token: string;
  /** The app's Cookie header. */
  cookie: string;
}

/**
 * The session a sign-in through the login page would have written: the same Auth.js JWE, sealed with
 * AUTH_SECRET and the cookie name as salt, holding the gateway token and the user.
 */
export async function signIn(
  gatewayUrl: string,
  env: Record<string, string>,
  /** The demo account's local part: `support`, `finance`, `support-2`… */
  local = 'support',
): Promise<BenchSession> {
  const response = await fetch(`${gatewayUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: env.GATEWAY_CLIENT_ID,
      client_secret: env.GATEWAY_CLIENT_SECRET,
      scope: 'any',
      username: `${local}@${env.STAFF_EMAIL_DOMAIN}`,
      password: env.FAKE_DEMO_PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`sign-in of ${local}@ at the gateway failed: ${response.status}`);
  const grant = (await response.json()) as OauthGrant;
  const mine = await fetch(`${gatewayUrl}/credentials/mine`, {
    headers: { authorization: `Bearer ${grant.access_token}` },
  });
  if (!mine.ok) throw new Error(`GET /credentials/mine failed: ${mine.status}`);
  const me = (await mine.json()) as MyCredentials;
  const user = {
    id: me.id,
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    phone: me.phone ?? null,
    roles: me.roles,
  };
  const gateway = {
    tokenType: grant.token_type,
    accessToken: grant.access_token,
    expiresAt: Date.now() + grant.expires_in * 1000,
    ...(grant.refresh_token ? { refreshToken: grant.refresh_token } : {}),
  };
  // A fresh sign-in (SessionPayload): the app confirms the roles with the gateway a minute later.
  const now = Date.now();
  const value = await encode({
    token: {
      sub: user.id,
      user,
      gateway,
      sid: crypto.randomUUID(),
      issuedAt: now,
      checkedAt: now,
      seenAt: now,
    },
    secret: env.AUTH_SECRET,
    salt: SESSION_COOKIE,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { token: grant.access_token, cookie: `${SESSION_COOKIE}=${value}` };
}
