'use server';

import type { ActionResult } from '@/lib/action-result';
import { env } from '@/lib/env';
import { requestPasswordReset } from '@/lib/auth/password-links';
import { PUBLIC_MESSAGES } from '@/lib/domain/public-texts';
import { runPublicAction } from '@/lib/auth/run-public-action';
import { forgotPasswordSchema } from './schema';

/** Asks the gateway to e-mail a reset link; answers the same whether the account exists or not. */
export async function requestPasswordResetAction(raw: unknown): Promise<ActionResult> {
  return runPublicAction(
    {
      name: 'password-reset-request',
      schema: forgotPasswordSchema(env().STAFF_EMAIL_DOMAIN),
      run: ({ email }) => requestPasswordReset(email),
      success: PUBLIC_MESSAGES.resetRequested,
      failure: PUBLIC_MESSAGES.resetRequestFailed,
    },
    raw,
  );
}
