import 'server-only';
import { REQUEST_ID_HEADER, validRequestId } from '@/lib/auth/request-context';
import { isSignInFailure, SignInRefused, type SignInFailure } from '@/lib/auth/sign-in-errors';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import { clientAddress } from './client-address';
import { beginAttempt, LIMITS, limitRef } from './index';
import { countSignIn } from './sign-in-counts';

/*
 * The limits of a sign-in (the login form, the re-sign-in dialog and Auth.js's own callback all
 * reach lib/auth/config.ts's authorize): per account and per client address, checked before the
 * gateway is asked, so that a guesser's right password is refused like a wrong one while limited.
 */

function logFailure(
  who: { account: string; address: string; headers: Headers },
  reason: SignInFailure,
  error?: unknown,
): void {
  log(error ? 'error' : 'warn', 'sign-in failed', {
    requestId: validRequestId(who.headers.get(REQUEST_ID_HEADER)),
    account: limitRef(who.account),
    reason,
    clientAddress: who.address,
    ...(error ? { error: errorFields(error) } : {}),
  });
}

/**
 * Runs `signIn` (the gateway's password grant and what follows) unless the account or the address
 * is limited; a refusal it throws is counted, logged as one line and thrown again, any other error
 * becomes the `failed` refusal.
 */
export async function limitedSignIn<T>(
  email: string,
  headers: Headers,
  signIn: () => Promise<T>,
): Promise<T> {
  // The gateway compares e-mails whatever their case.
  const who = {
    account: email.trim().toLowerCase(),
    address: clientAddress(headers, env().TRUSTED_PROXY_HOPS),
    headers,
  };
  const attempt = await beginAttempt(
    [LIMITS.signInAccount, who.account],
    [LIMITS.signInAddress, who.address],
  );
  if (!attempt.allowed) {
    countSignIn('signInLimited');
    logFailure(who, 'limited');
    throw new SignInRefused('limited');
  }
  let result: T;
  try {
    result = await signIn();
  } catch (error) {
    await attempt.end(false);
    countSignIn('signInFailures');
    const refusal = error instanceof SignInRefused && isSignInFailure(error.code) ? error.code : null;
    logFailure(who, refusal ?? 'failed', refusal ? undefined : error);
    throw refusal ? error : new SignInRefused('failed');
  }
  await attempt.end(true);
  return result;
}
