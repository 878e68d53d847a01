'use server';

import { LOGIN_PATH } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { PUBLIC_MESSAGES } from '@/lib/domain/public-texts';
import { setPasswordFromLink } from '@/lib/auth/password-links';

export async function createPasswordAction(raw: unknown): Promise<ActionResult> {
  return setPasswordFromLink(raw, {
    name: 'password-creation',
    success: PUBLIC_MESSAGES.passwordCreated,
    failure: PUBLIC_MESSAGES.passwordCreationFailed,
    redirectTo: LOGIN_PATH,
  });
}
