'use server';

import { pathFor } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { roleLabel } from '@/lib/domain/roles';
import { env } from '@/lib/env';
import { replaceRoles } from '@/lib/gateway/credentials';
import { AuthenticationError } from '@/lib/gateway/errors';
import { createStaffUser } from '@/lib/gateway/users';
import { errorFields, log } from '@/lib/log';
import { CREATE_STAFF_MESSAGES, createStaffSchema } from './schema';

interface Created {
  id: string;
  rolesSaved: boolean;
}

/**
 * POST /users/type/lmsg then PUT /credentials/:id/roles (SUPPORT only, re-checked by runAction).
 * Once the user exists, a failure to set the roles must not look like a failed creation (a second
 * try would only meet USERNAME_ALREADY_IN_USE): it still opens the new account, where roles are edited.
 */
export async function createStaffAction(raw: unknown): Promise<ActionResult<Created>> {
  return runAction(
    {
      route: 'createCredentials',
      action: 'createStaff',
      schema: createStaffSchema(env().STAFF_EMAIL_DOMAIN),
      // A new staff account: only the roles it is given are checked (the actor must hold them).
      actsOn: async (_session, { roles }) => ({ kind: 'staff', grants: roles }),
      journalAction: 'createStaffUser',
      target: (_input, created) => (created ? { type: 'credentialsView', id: created.id } : null),
      details: ({ email, roles }, created) =>
        [
          email,
          `Rôles : ${roles.map(roleLabel).join(', ') || 'aucun'}`,
          created && !created.rolesSaved ? 'rôles non enregistrés' : null,
        ]
          .filter(Boolean)
          .join(' · '),
      run: async (session, { roles, ...user }) => {
        const { id } = await createStaffUser(session.token, user);
        try {
          await replaceRoles(session.token, id, roles);
          return { id, rolesSaved: true };
        } catch (error) {
          if (error instanceof AuthenticationError) throw error;
          log('error', 'staff roles not saved', { userId: id, error: errorFields(error) });
          return { id, rolesSaved: false };
        }
      },
      success: ({ rolesSaved }) =>
        rolesSaved ? CREATE_STAFF_MESSAGES.created : CREATE_STAFF_MESSAGES.createdWithoutRoles,
      failure: CREATE_STAFF_MESSAGES.failed,
      redirectTo: ({ id }) => pathFor('credentialsView', { id }),
    },
    raw,
  );
}
