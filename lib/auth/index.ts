import 'server-only';
import NextAuth from 'next-auth';
import { authConfig } from './config';

/*
 * Only signIn() is used, from the sign-in server actions. Auth.js's HTTP endpoints (/api/auth/*:
 * its English pages, a session endpoint that re-seals the cookie) are not served: sign-out and the
 * session's life belong to the app (app/deconnexion, proxy.ts).
 */
export const { signIn } = NextAuth(authConfig);
