'use server';

import { LOGIN_PATH } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { PUBLIC_MESSAGES } from '@/lib/domain/public-texts';
import { setPasswordFromLink } from '@/lib/auth/password-links';

export async function resetPasswordAction(raw: unknown): Promise<ActionResult> {
  return setPasswordFromLink(raw, {
    name: 'password-reset',
    success: PUBLIC_MESSAGES.passwordReset,
    failure: PUBLIC_MESSAGES.passwordResetFailed,
    redirectTo: LOGIN_PATH,
  });
}
