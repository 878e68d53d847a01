'use server';

import { redirect, RedirectType } from 'next/navigation';
import { HOME_PATH, safeRedirect } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { signIn } from '@/lib/auth';
import { runPublicAction } from '@/lib/auth/run-public-action';
import { AUTHENTICATION_FAILED_MESSAGE } from '@/lib/domain/errors';
import { env } from '@/lib/env';
import { signInFailureMessage, throwIfRefused } from '@/lib/auth/sign-in-failure';
import { signInInput } from './schema';

/**
 * Signs a staff member in. A success redirects from here rather than handing a URL back: setting
 * the session cookie makes Next refresh the login page, which would send the user home before the
 * browser could follow the `redirect` parameter.
 */
export async function signInAction(raw: unknown): Promise<ActionResult> {
  return runPublicAction(
    {
      name: 'sign-in',
      schema: signInInput(env().STAFF_EMAIL_DOMAIN),
      run: async ({ email, password, redirect: asked }) => {
        throwIfRefused(await signIn('credentials', { email, password, redirect: false }));
        redirect(safeRedirect(asked) ?? HOME_PATH, RedirectType.replace);
      },
      messageFor: signInFailureMessage,
      failure: AUTHENTICATION_FAILED_MESSAGE,
    },
    raw,
  );
}
