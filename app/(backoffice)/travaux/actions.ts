'use server';

import { z } from 'zod';
import { ACTIONS, canRunAction, pathFor } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { RefusedInputError, runAction } from '@/lib/auth/run-action';
import type { Session } from '@/lib/auth/session';
import { database } from '@/lib/db/database';
import { todayInParis } from '@/lib/domain/days';
import { INVOICE_MESSAGES } from '@/lib/invoices/messages';
import { bulkJobInput, type BulkJobInput } from '@/lib/jobs/bulk-input';
import { BULK_KIND } from '@/lib/jobs/kinds';
import { JOB_MESSAGES as M } from '@/lib/jobs/messages';
import { jobEngine } from '@/lib/jobs/runtime';
import { idsOfList, startJob } from '@/lib/jobs/start';
import { findJob, requestStop, retryFailed } from '@/lib/jobs/store';
import type { Job } from '@/lib/jobs/types';
import { canSeeJob } from '@/lib/jobs/visibility';

/*
 * Starting, stopping and retrying bulk jobs. Starting needs the role table's action of the job's
 * kind (the same as the single-record action); stopping and retrying, to see the job (its author,
 * or SUPPORT) and to be allowed its kind's action still.
 */

const startInput = bulkJobInput.superRefine((input, context) => {
  const refusal = BULK_KIND[input.kind].refuseParams?.(input);
  if (refusal)
    context.addIssue({
      code: 'custom',
      path: [input.kind === 'deactivateUsers' ? 'reason' : 'paidAt'],
      message: refusal,
    });
  // As the single-record "Marquer payée": never a day after today (Paris).
  if (input.paidAt && input.paidAt > todayInParis())
    context.addIssue({ code: 'custom', path: ['paidAt'], message: INVOICE_MESSAGES.paidAtInFuture });
  if (input.listQuery !== undefined && !BULK_KIND[input.kind].list)
    context.addIssue({ code: 'custom', path: [], message: M.listQueryUnsupported });
});

const refuse = (message: string) =>
  new RefusedInputError(new z.ZodError([{ code: 'custom', path: [], message, input: undefined }]));

async function recordsOf(session: Session, input: BulkJobInput): Promise<{ ids: string[]; leftOut: number }> {
  if (input.ids) return { ids: input.ids, leftOut: 0 };
  const { ids, total } = await idsOfList(session.token, BULK_KIND[input.kind].list!, input.listQuery!);
  return { ids, leftOut: Math.max(0, total - ids.length) };
}

/** Starts the job the lists' bulk action bar asks for and opens its page. */
export async function startBulkJobAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  const kind = bulkJobInput.safeParse(raw);
  const action = kind.success ? BULK_KIND[kind.data.kind].action : undefined;
  return runAction(
    {
      route: action ? ACTIONS[action].route : 'jobs',
      action,
      schema: startInput,
      // The job journals itself, with its id (lib/jobs/start.ts); a failure to start is journaled here.
      journalAction: 'startBulkJob',
      journaled: () => false,
      run: async (session, input) => {
        const { ids, leftOut } = await recordsOf(session, input);
        if (ids.length === 0) throw refuse(M.nothingToDo);
        const { job } = await startJob(session.user, session.token, input, ids, leftOut);
        return { id: job.id };
      },
      success: M.started,
      failure: M.startFailed,
      redirectTo: ({ id }) => pathFor('jobView', { id }),
    },
    raw,
  );
}

const jobInput = z.object({ id: z.uuid() });

/** The job, when the session may act on it; null reads as "introuvable" (never says whose it is). */
async function actionableJob(session: Session, id: string): Promise<Job | null> {
  const job = await findJob(await database(), id);
  if (!job || !canSeeJob(session.user, job)) return null;
  return canRunAction(session.user.roles, BULK_KIND[job.kind].action) ? job : null;
}

/** « Arrêter »: running items finish, the others are never sent. */
export async function stopJobAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(
    {
      route: 'jobView',
      schema: jobInput,
      journalAction: 'stopBulkJob',
      run: async (session, { id }) => {
        const job = await actionableJob(session, id);
        if (!job) throw refuse(M.notFound);
        if (!(await requestStop(await database(), id))) throw refuse(M.notStoppable);
        return { id };
      },
      details: ({ id }) => `Travail ${id}`,
      success: M.stopped,
    },
    raw,
  );
}

/** « Relancer les échecs »: a new run of the job with only its failed items. */
export async function retryFailedAction(raw: unknown): Promise<ActionResult<{ id: string; count: number }>> {
  return runAction(
    {
      route: 'jobView',
      schema: jobInput,
      journalAction: 'retryBulkJob',
      run: async (session, { id }) => {
        const job = await actionableJob(session, id);
        if (!job) throw refuse(M.notFound);
        const count = await retryFailed(await database(), id);
        if (count === 0) throw refuse(M.nothingToRetry);
        await (await jobEngine()).enqueue(id);
        return { id, count };
      },
      details: ({ id }, result) => `Travail ${id}${result ? ` : ${result.count} fiche(s)` : ''}`,
      success: ({ count }) => M.retried(count),
    },
    raw,
  );
}
