import 'server-only';
import NextAuth from 'next-auth';
import { authConfig } from './config';

export const { handlers, signIn, signOut } = NextAuth(authConfig);
