import { CredentialsSignin } from 'next-auth';

/*
 * Auth.js hides what failed behind `CredentialsSignin`; its `code` carries which SPEC §8 message the
 * login page shows. The codes are ours and name no detail an attacker could use.
 */
export const SIGN_IN_FAILURES = ['refused', 'not-active', 'failed', 'other-account', 'limited'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

export class SignInRefused extends CredentialsSignin {
  constructor(failure: SignInFailure) {
    super();
    this.code = failure;
  }
}

export function isSignInFailure(value: unknown): value is SignInFailure {
  return typeof value === 'string' && (SIGN_IN_FAILURES as readonly string[]).includes(value);
}
