'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import { grantedRoles } from '@/lib/access';
import { knownRoles, roleLabel } from '@/lib/domain/roles';
import { getCredentials, replaceRoles } from '@/lib/gateway/credentials';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { anonymiseSpec, deactivateSpec, reactivateSpec, releaseEmailSpec } from '@/lib/users/action-specs';
import { userTarget } from '@/lib/users/target';
import { rolesFormSchema } from './schema';

export async function deactivateStaffAction(raw: unknown): Promise<ActionResult> {
  return runAction(deactivateSpec('credentialsView'), raw);
}

export async function reactivateStaffAction(raw: unknown): Promise<ActionResult> {
  return runAction(reactivateSpec('credentialsView'), raw);
}

export async function anonymiseStaffAction(raw: unknown): Promise<ActionResult> {
  return runAction(anonymiseSpec('credentialsView'), raw);
}

export async function releaseStaffEmailAction(raw: unknown): Promise<ActionResult> {
  return runAction(releaseEmailSpec('credentialsView'), raw);
}

/**
 * PUT /credentials/:id/roles with the whole new list. Removing a role needs no more than running
 * the action: it only takes rights away (docs/decisions.md).
 */
export async function replaceStaffRolesAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'credentialsView',
      action: 'replaceRoles',
      schema: rolesFormSchema,
      record: recordById('credentials'),
      // What the new list adds to the staff account's roles must be the actor's.
      actsOn: async ({ token }, { id, roles }) => {
        const target = await userTarget(token, id);
        if (target.kind !== 'staff') return target;
        const current = knownRoles((await getCredentials(token, id)).roles);
        return { ...target, grants: grantedRoles(current, roles) };
      },
      journalAction: 'replaceRoles',
      target: ({ id }) => ({ type: 'credentialsView', id }),
      details: ({ roles }) => `Rôles : ${roles.map(roleLabel).join(', ') || 'aucun'}`,
      run: async (session, { id, roles }) => {
        await replaceRoles(session.token, id, roles);
        return undefined;
      },
      success: M.rolesUpdated,
      failure: M.rolesUpdateFailed,
    },
    raw,
  );
}
