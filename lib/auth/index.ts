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

export const { handlers, signIn, signOut } = NextAuth({ ...authConfig, logger });
