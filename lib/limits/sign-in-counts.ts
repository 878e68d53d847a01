/*
 * This process's sign-in counts since it started, for /api/health: the sign-ins the gateway refused
 * or that failed, and those the limits refused without asking it (lib/limits/sign-in.ts).
 */

export interface SignInCounts {
  signInFailures: number;
  signInLimited: number;
}

const globalCounts = globalThis as typeof globalThis & { __boSignInCounts?: SignInCounts };

export function countSignIn(outcome: keyof SignInCounts): void {
  globalCounts.__boSignInCounts ??= { signInFailures: 0, signInLimited: 0 };
  globalCounts.__boSignInCounts[outcome] += 1;
}

export function signInCounts(): SignInCounts {
  return { signInFailures: 0, signInLimited: 0, ...globalCounts.__boSignInCounts };
}
