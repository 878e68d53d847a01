'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { approve, cancel, decisionInput, reject, rejectionInput } from '@/lib/approvals/decide';
import { APPROVAL_MESSAGES as M } from '@/lib/approvals/messages';
import { replayRequest } from './replays';

/*
 * The decisions on a request, from a record's notice or the « À approuver » page. Each decision
 * writes its own journal entry (lib/approvals/journal.ts), so the runner journals nothing more;
 * who may decide is lib/approvals/rules.ts, checked again on the server at each decision.
 */
const DECISION = { route: 'approvals', journaled: () => false, failure: M.decisionFailed } as const;

/** The decision's own answer, or the runner's when it refused before deciding (session, input). */
const unwrap = (result: ActionResult<ActionResult>): ActionResult =>
  result.ok ? (result.data ?? { ok: false, message: M.decisionFailed }) : result;

export async function approveRequestAction(raw: unknown): Promise<ActionResult> {
  return unwrap(
    await runAction(
      {
        ...DECISION,
        schema: decisionInput,
        journalAction: 'approveRequest',
        run: (session, input) => approve(session, input, replayRequest),
      },
      raw,
    ),
  );
}

export async function rejectRequestAction(raw: unknown): Promise<ActionResult> {
  return unwrap(
    await runAction(
      { ...DECISION, schema: rejectionInput, journalAction: 'rejectRequest', run: reject },
      raw,
    ),
  );
}

export async function cancelRequestAction(raw: unknown): Promise<ActionResult> {
  return unwrap(
    await runAction(
      { ...DECISION, schema: decisionInput, journalAction: 'cancelApprovalRequest', run: cancel },
      raw,
    ),
  );
}
