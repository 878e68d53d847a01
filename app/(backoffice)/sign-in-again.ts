'use server';

import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { signIn } from '@/lib/auth';
import { REAUTH_MESSAGES } from '@/lib/domain/reauth-texts';
import { AUTHENTICATION_FAILED_MESSAGE } from '@/lib/domain/errors';
import { env } from '@/lib/env';
import { runPublicAction } from '@/lib/auth/run-public-action';
import { loginSchema } from '@/lib/domain/rules/sign-in';
import { signInFailureMessage, throwIfRefused } from '@/lib/auth/sign-in-failure';

/** The id of the staff member whose session ended: the one account this sign-in accepts. */
const expectedUserId = z.string().min(1).max(200);

/**
 * Signs the staff member in again from the dialog a page opens when its session ended
 * (components/auth/reauth-dialog.tsx), with the login form's rules and Auth.js sign-in, so the page
 * and what was typed on it stay. Another account is refused before its session cookie is written
 * (lib/auth/config.ts). The expected id comes from the page: it guards against a colleague signing
 * in at the same desk, not against an attacker, who would need the account's password anyway.
 */
export async function signInAgainAction(raw: unknown): Promise<ActionResult> {
  return runPublicAction(
    {
      name: 'sign-in-again',
      schema: loginSchema(env().STAFF_EMAIL_DOMAIN).extend({ expectedUserId }),
      run: async ({ email, password, expectedUserId: id }) => {
        throwIfRefused(await signIn('credentials', { email, password, expectedUserId: id, redirect: false }));
      },
      messageFor: signInFailureMessage,
      failure: AUTHENTICATION_FAILED_MESSAGE,
      success: REAUTH_MESSAGES.signedIn,
    },
    raw,
  );
}
