import 'server-only';
import { AuthError } from 'next-auth';
import { REAUTH_MESSAGES } from '@/lib/domain/reauth-texts';
import { isSignInFailure, SignInRefused, type SignInFailure } from '@/lib/auth/sign-in-errors';
import {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  AUTHENTICATION_FAILED_MESSAGE,
  LOGIN_REFUSED_MESSAGE,
  TOO_MANY_SIGN_INS_MESSAGE,
} from '@/lib/domain/errors';

const MESSAGES: Record<SignInFailure, string> = {
  refused: LOGIN_REFUSED_MESSAGE,
  'not-active': ACCOUNT_NOT_ACTIVATED_MESSAGE,
  failed: AUTHENTICATION_FAILED_MESSAGE,
  'other-account': REAUTH_MESSAGES.otherAccount,
  limited: TOO_MANY_SIGN_INS_MESSAGE,
};

/**
 * Auth.js may report a refusal as a URL (`?error=CredentialsSignin&code=refused`) instead of
 * throwing, depending on how it was called: the refusal it names, or null for a success URL.
 */
export function refusalInUrl(url: unknown): SignInFailure | null {
  if (typeof url !== 'string' || url === '') return null;
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://placeholder.invalid').searchParams;
  } catch {
    return null;
  }
  if (!params.has('error')) return null;
  const code = params.get('code');
  return isSignInFailure(code) ? code : 'failed';
}

export function throwIfRefused(url: unknown): void {
  const refusal = refusalInUrl(url);
  if (refusal) throw new SignInRefused(refusal);
}

/**
 * The SPEC §8 message of a failed sign-in; any other Auth.js error is an authentication failure.
 * Read by `type` rather than `instanceof`, which a second copy of the Auth.js module would defeat.
 */
export function signInFailureMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('type' in error)) return undefined;
  if (error.type === 'CredentialsSignin') {
    const code = 'code' in error ? error.code : undefined;
    return MESSAGES[isSignInFailure(code) ? code : 'failed'];
  }
  return error instanceof AuthError ? AUTHENTICATION_FAILED_MESSAGE : undefined;
}
