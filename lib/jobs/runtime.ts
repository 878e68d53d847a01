import 'server-only';
import { createHash } from 'node:crypto';
import { database } from '@/lib/db/database';
import { env } from '@/lib/env';
import { AuthenticationError, HttpError, userMessageFor } from '@/lib/gateway/errors';
import { withIdempotencyKey } from '@/lib/gateway/idempotency';
import { journalDraft } from '@/lib/journal/entry';
import { outcomeOf } from '@/lib/journal/outcome';
import { recordJournal } from '@/lib/journal/runtime';
import { JOURNAL_SUCCESS } from '@/lib/journal/types';
import { errorFields, log } from '@/lib/log';
import { startJobEngine, type JobEngine } from './engine';
import { BULK_KIND } from './kinds';
import { JOB_MESSAGES as M } from './messages';
import { sealedTokenOf } from './store';
import { openToken } from './token';
import type { ItemOutcome, Job, JobItem } from './types';

/*
 * This process's job engine, started once on the back-office database (instrumentation.ts starts
 * it with the server, so a replica that restarts takes its jobs up again without a request). Kept
 * on globalThis: Next may load this module once per bundle, and a process runs one engine.
 */

const KEY = Symbol.for('backoffice.jobs.engine');
type WithEngine = typeof globalThis & { [KEY]?: Promise<JobEngine> };

/** A UUID that names one run of one item, the same on every replica (the journal's uid is a UUID). */
export function itemUid(jobId: string, position: number, run: number): string {
  const hex = createHash('sha256').update(`bulk-job-item:${jobId}:${position}:${run}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The gateway's own French message of a refusal, else the back-office's for its kind of failure. */
function gatewayMessageOf(error: unknown): string {
  if (error instanceof HttpError) {
    const { message } = (error.body ?? {}) as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 500);
  }
  return userMessageFor(error, M.unexpected);
}

/** One item: the role table's rule on its record, then the gateway call, journaled with the job's id. */
export async function performItem(job: Job, item: JobItem): Promise<ItemOutcome> {
  const kind = BULK_KIND[job.kind];
  const sealed = await sealedTokenOf(await database(), job.id);
  const token = sealed ? openToken(sealed, env().AUTH_SECRET) : null;
  if (!token) return { state: 'expired' };
  const journal = (outcome: string) =>
    recordJournal({
      ...journalDraft(job.author, {
        action: kind.journalAction,
        target: { type: kind.record, id: item.recordId },
        reason: job.params.reason ?? null,
        outcome,
        jobId: job.id,
      }),
      // An item sent again after its replica died journals once.
      uid: itemUid(job.id, item.position, item.run),
    });
  try {
    const refusal = await kind.refuseRecord?.(token, job.author, item.recordId);
    if (refusal) return { state: 'failed', message: refusal };
    await withIdempotencyKey(`${job.id}:${item.position}:${item.run}`, () =>
      kind.send(token, item.recordId, job.params),
    );
  } catch (error) {
    // A 401 is the author's token expiring: the item waits for the next one. A 403 is this record's refusal.
    if (error instanceof AuthenticationError && error.status !== 403) return { state: 'expired' };
    await journal(outcomeOf(error));
    return { state: 'failed', message: gatewayMessageOf(error) };
  }
  await journal(JOURNAL_SUCCESS);
  return { state: 'succeeded' };
}

/** The process's engine, started on first use. */
export function jobEngine(): Promise<JobEngine> {
  const scope = globalThis as WithEngine;
  if (!scope[KEY]) {
    const starting = database().then((client) =>
      startJobEngine({
        client,
        perform: performItem,
        concurrency: env().BULK_JOB_CONCURRENCY,
        onError: (error) => log('error', 'bulk job engine failed', { error: errorFields(error) }),
      }),
    );
    scope[KEY] = starting;
    starting.catch((error) => {
      log('error', 'bulk job engine did not start', { error: errorFields(error) });
      if (scope[KEY] === starting) delete scope[KEY];
    });
  }
  return scope[KEY];
}

/** Starts the engine with the server; a failure is logged, and the next job tries again. */
export async function startJobs(): Promise<void> {
  await jobEngine().catch(() => undefined);
}
