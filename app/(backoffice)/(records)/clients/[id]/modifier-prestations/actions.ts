'use server';

import { pathFor } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import { updateUserWorks } from '@/lib/gateway/works';
import { tabHref } from '@/components/record/record-tabs';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { userTarget } from '@/lib/users/target';
import { worksFormSchema } from './schema';

/** PATCH /works/:id with the three parts, then back to the user view on the prestations tab (SPEC §2). */
export async function saveUserWorksAction(raw: unknown): Promise<ActionResult<string>> {
  return runAction(
    {
      route: 'userWorkTypes',
      action: 'editWorkTypes',
      actsOn: (session, { id }) => userTarget(session.token, id),
      schema: worksFormSchema,
      record: recordById('works'),
      journalAction: 'updateUserWorks',
      target: ({ id }) => ({ type: 'userView', id }),
      run: async (session, { id, departments, jobs, types }) => {
        await updateUserWorks(session.token, id, { departments, jobs, types });
        return id;
      },
      success: M.worksUpdated,
      failure: M.worksUpdateFailed,
      redirectTo: (id) => tabHref(pathFor('userView', { id }), 'prestations'),
    },
    raw,
  );
}
