import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { z } from 'zod';
import { knownRoles } from '@/lib/domain/roles';
import { getMyCredentials } from '@/lib/gateway/credentials';
import { AccountNotActiveError, LoginRefusedError } from '@/lib/gateway/errors';
import { passwordGrant } from '@/lib/gateway/oauth';
import { limitedSignIn } from '@/lib/limits/sign-in';
import {
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieOptions,
  type SessionPayload,
} from './session-cookie';
import { SignInRefused } from './sign-in-errors';

const credentialsInput = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
  /** Signing in again after an expiry (app/(backoffice)/sign-in-again.ts): only this account may. */
  expectedUserId: z.string().min(1).max(200).optional(),
});

/**
 * Signs in against the gateway and keeps only ACTIVE staff with at least one role (SPEC §4, §6),
 * within the limits on guessing (lib/limits/sign-in.ts), which also log each failure as one line.
 */
async function authorize(raw: unknown, request: Request): Promise<SessionPayload> {
  const input = credentialsInput.safeParse(raw);
  if (!input.success) throw new SignInRefused('refused');
  return limitedSignIn(input.data.email, request.headers, () => signInAtGateway(input));
}

async function signInAtGateway(input: { data: z.output<typeof credentialsInput> }): Promise<SessionPayload> {
  try {
    const gateway = await passwordGrant(input.data.email, input.data.password);
    const credentials = await getMyCredentials(gateway);
    // Another account would send the first one's typing under its own name: refused before any cookie.
    if (input.data.expectedUserId && credentials.id !== input.data.expectedUserId)
      throw new SignInRefused('other-account');
    if (credentials.userAccountStatus !== 'ACTIVE') throw new SignInRefused('not-active');
    const roles = knownRoles(credentials.roles);
    // SPEC §6: being authenticated means having at least one role.
    if (roles.length === 0) throw new SignInRefused('failed');
    const { id, firstName, lastName, email, phone } = credentials;
    const now = Date.now();
    return {
      user: { id, firstName, lastName, email, phone: phone ?? null, roles },
      gateway,
      sid: randomUUID(),
      issuedAt: now,
      checkedAt: now,
      seenAt: now,
    };
  } catch (error) {
    if (error instanceof SignInRefused) throw error;
    if (error instanceof AccountNotActiveError) throw new SignInRefused('not-active');
    if (error instanceof LoginRefusedError) throw new SignInRefused('refused');
    throw error;
  }
}

export const authConfig = {
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions } },
  pages: { signIn: '/connexion', error: '/connexion' },
  trustHost: true,
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, expectedUserId: {} },
      // Auth.js types the returned user loosely; the jwt callback below narrows it back.
      authorize: async (raw, request) => (await authorize(raw, request)) as never,
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      // At sign-in `user` is what authorize() returned; afterwards the token passes through
      // unchanged, because refreshing is the proxy's job (lib/auth/refresh.ts).
      if (user) {
        const { user: staff, gateway, sid, issuedAt, checkedAt, seenAt } = user as unknown as SessionPayload;
        return { ...token, sub: staff.id, user: staff, gateway, sid, issuedAt, checkedAt, seenAt };
      }
      return token;
    },
  },
} satisfies NextAuthConfig;
