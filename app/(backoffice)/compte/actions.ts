'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { changePassword } from '@/lib/gateway/credentials';
import { updateMyPhone } from '@/lib/gateway/users';
import { ACCOUNT_MESSAGES, changePasswordSchema, changePhoneSchema } from './schema';

/** POST /credentials/password/change; a wrong current password answers UNMATCHING_PASSWORD (SPEC §8). */
export async function changeMyPasswordAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'account',
      schema: changePasswordSchema,
      journalAction: 'changeOwnPassword',
      target: (_input, _result, { user }) => ({ type: 'credentialsView', id: user.id }),
      run: async (session, { oldPassword, password }) => {
        await changePassword(session.token, { oldPassword, newPassword: password });
        return undefined;
      },
      success: ACCOUNT_MESSAGES.passwordChanged,
      failure: ACCOUNT_MESSAGES.passwordChangeFailed,
    },
    raw,
  );
}

/** PATCH /users/me with the new mobile number, in the compact form the rule parses it to. */
export async function changeMyPhoneAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'account',
      schema: changePhoneSchema,
      journalAction: 'changeOwnPhone',
      target: (_input, _result, { user }) => ({ type: 'credentialsView', id: user.id }),
      run: async (session, { phone }) => {
        await updateMyPhone(session.token, { phone });
        return undefined;
      },
      success: ACCOUNT_MESSAGES.phoneUpdated,
      failure: ACCOUNT_MESSAGES.phoneUpdateFailed,
    },
    raw,
  );
}
