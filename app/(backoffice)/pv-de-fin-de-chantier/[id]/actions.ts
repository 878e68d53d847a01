'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import { cancelWorksAcceptance, validateWorksAcceptance } from '@/lib/gateway/works-acceptances';
import { WORKS_ACCEPTANCE_MESSAGES as M } from '@/lib/contracts/messages';
import { worksAcceptanceInput } from './schema';

/* The works-acceptance view's actions (editWorksAcceptance in the role table). */

const onWorksAcceptance = ({ id }: { id: string }) => ({ type: 'worksAcceptanceView' as const, id });

export async function validateWorksAcceptanceAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'worksAcceptanceView',
      action: 'editWorksAcceptance',
      schema: worksAcceptanceInput,
      record: recordById('worksAcceptance'),
      journalAction: 'validateWorksAcceptance',
      target: onWorksAcceptance,
      run: async (session, { id }) => {
        await validateWorksAcceptance(session.token, id);
        return undefined;
      },
      success: M.validated,
      failure: M.validateFailed,
    },
    raw,
  );
}

export async function cancelWorksAcceptanceAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'worksAcceptanceView',
      action: 'editWorksAcceptance',
      schema: worksAcceptanceInput,
      record: recordById('worksAcceptance'),
      journalAction: 'cancelWorksAcceptance',
      target: onWorksAcceptance,
      run: async (session, { id }) => {
        await cancelWorksAcceptance(session.token, id);
        return undefined;
      },
      success: M.canceled,
      failure: M.cancelFailed,
    },
    raw,
  );
}
