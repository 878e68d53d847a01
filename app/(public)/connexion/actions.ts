'use server';

import { redirect, RedirectType } from 'next/navigation';
import { HOME_PATH, safeRedirect } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { signIn } from '@/lib/auth';
import { AUTHENTICATION_FAILED_MESSAGE } from '@/lib/domain/errors';
import { env } from '@/lib/env';
import { runPublicAction } from '@/lib/auth/run-public-action';
import { loginSchema } from '../_lib/schemas';
import { signInFailureMessage, throwIfRefused } from '@/lib/auth/sign-in-failure';

/**
 * Signs a staff member in. A success redirects from here rather than handing a URL back: setting
 * the session cookie makes Next refresh the login page, which would send the user home before the
 * browser could follow the `redirect` parameter.
 */
export async function signInAction(raw: unknown, redirectParam: unknown): Promise<ActionResult> {
  const result = await runPublicAction(
    {
      name: 'sign-in',
      schema: loginSchema(env().STAFF_EMAIL_DOMAIN),
      run: async ({ email, password }) => {
        throwIfRefused(await signIn('credentials', { email, password, redirect: false }));
      },
      messageFor: signInFailureMessage,
      failure: AUTHENTICATION_FAILED_MESSAGE,
    },
    raw,
  );
  if (result.ok) redirect(safeRedirect(redirectParam) ?? HOME_PATH, RedirectType.replace);
  return result;
}
