import 'server-only';
import NextAuth, { type NextAuthConfig } from 'next-auth';
import { errorFields, log } from '@/lib/log';
import { authConfig } from './config';

/**
 * Auth.js's own log, as JSON lines. Its default prints a stack trace over several lines for every
 * refused sign-in, which authorize() has already logged as one line (lib/limits/sign-in.ts).
 */
const logger: NextAuthConfig['logger'] = {
  error(error) {
    if ('type' in error && error.type === 'CredentialsSignin') return;
    log('error', 'auth error', { error: errorFields(error) });
  },
  warn(code) {
    log('warn', 'auth warning', { code });
  },
  debug() {},
};

/*
 * Only signIn() is used, from the sign-in server actions. Auth.js's HTTP endpoints (/api/auth/*:
 * its English pages, a session endpoint that re-seals the cookie) are not served: sign-out and the
 * session's life belong to the app (app/deconnexion, proxy.ts).
 */
export const { signIn } = NextAuth({ ...authConfig, logger });
