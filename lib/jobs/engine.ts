import PgBoss from 'pg-boss';
import type { SqlClient } from '@/lib/db/sql';
import { claimItem, finishItem, findJob, markRunning, releaseItem, settleJob, waitForToken } from './store';
import { FINISHED_STATES, type ItemOutcome, type Job, type JobItem } from './types';

/*
 * Runs bulk jobs with pg-boss 10 on the back-office database, through the same SqlClient as every
 * other feature (PGlite or PostgreSQL, one code path). A pg-boss message says "work on job X for a
 * while": its handler runs the job's items `concurrency` at a time, each taken and finished by one
 * conditional statement (./store.ts), and sends the next message when its slice of time is over,
 * so no message outlives pg-boss's expiry while it is being worked. A replica that dies leaves its
 * message active: pg-boss expires it and another replica takes it again, along with the items whose
 * lease ran out. No 'server-only': tests and the benchmark start engines outside Next.
 */

export const JOB_QUEUE = 'bulk-jobs';

export interface EngineOptions {
  client: SqlClient;
  /** Sends one item to the gateway; never throws for a gateway refusal (a `failed` outcome). */
  perform: (job: Job, item: JobItem) => Promise<ItemOutcome>;
  /** Items of one job in flight at once, on this engine. */
  concurrency: number;
  /** How long a message may stay active before another replica takes the job up again. */
  expireInSeconds?: number;
  /** How long an item may stay running before another replica may take it again. */
  leaseSeconds?: number;
  /** How long one message works before handing over to the next (below the expiry). */
  sliceMs?: number;
  /** How often pg-boss looks for messages another replica sent (this one's are looked at once). */
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
  /** An unexpected failure of the engine (a lost database), for the log. */
  onError?: (error: unknown) => void;
}

export interface JobEngine {
  /** Asks an engine (any replica's) to run the job. */
  enqueue: (jobId: string) => Promise<void>;
  /**
   * `graceful`: running items finish, the job is handed on to another engine. `abandon` only for
   * tests: as a process that dies, nothing more is written.
   */
  stop: (how?: 'graceful' | 'abandon') => Promise<void>;
}

/** pg-boss's database adapter: a statement with parameters, or a script (its own transactions). */
function adapter(client: SqlClient): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      return { rows: values === undefined ? await client.exec(text) : await client.query(text, values) };
    },
  };
}

export async function startJobEngine(options: EngineOptions): Promise<JobEngine> {
  const {
    client,
    perform,
    concurrency,
    expireInSeconds = 60,
    leaseSeconds = expireInSeconds,
    sliceMs = (expireInSeconds * 1000) / 3,
    pollingIntervalSeconds = 2,
    maintenanceIntervalSeconds = Math.max(1, Math.round(expireInSeconds / 3)),
    onError = () => undefined,
  } = options;
  const boss = new PgBoss({
    db: adapter(client),
    schedule: false,
    maintenanceIntervalSeconds,
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(JOB_QUEUE, {
    name: JOB_QUEUE,
    expireInSeconds,
    // An expired message (its replica died) runs again at once elsewhere.
    retryLimit: 1_000,
    retryDelay: 0,
    retentionDays: 7,
  });

  let stopping: 'graceful' | 'abandon' | null = null;
  let workerId: string | null = null;
  const enqueue = async (jobId: string, startAfter?: number) => {
    await boss.send(JOB_QUEUE, { jobId }, startAfter ? { startAfter } : {});
    // This replica looks at once rather than at its next poll; the others' polls find it too.
    if (workerId && !startAfter) boss.notifyWorker(workerId);
  };

  async function work(jobId: string): Promise<void> {
    const job = await findJob(client, jobId);
    if (!job || FINISHED_STATES.includes(job.state) || job.waitingForToken) return;
    if (!(await markRunning(client, jobId))) return;
    const deadline = Date.now() + sliceMs;
    let expired = false;
    let claimed = 0;

    const worker = async () => {
      while (!stopping && !expired && Date.now() < deadline) {
        const item = await claimItem(client, jobId, leaseSeconds);
        if (!item) return;
        claimed += 1;
        let outcome: ItemOutcome;
        try {
          outcome = await perform(job, item);
        } catch (error) {
          onError(error);
          outcome = { state: 'failed', message: 'Une erreur inattendue est survenue.' };
        }
        if (stopping === 'abandon') return;
        if (outcome.state === 'expired') {
          expired = true;
          await releaseItem(client, item);
        } else {
          await finishItem(client, item, outcome);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (stopping === 'abandon') return;
    if (expired) {
      await waitForToken(client, jobId);
      return;
    }
    if (await settleJob(client, jobId)) return;
    // Items remain: this engine's slice is over or it stops; another message carries on. When
    // none could be taken, they run on another replica: look again once their lease may be over.
    await enqueue(jobId, claimed === 0 && !stopping ? Math.min(leaseSeconds, 5) : undefined);
  }

  // One message at a time: a replica sends at most `concurrency` items to the gateway, and jobs
  // started together take turns by slices.
  workerId = await boss.work<{ jobId: string }>(
    JOB_QUEUE,
    { batchSize: 1, pollingIntervalSeconds },
    async ([message]) => {
      if (message) await work(message.data.jobId);
    },
  );

  return {
    enqueue: (jobId) => enqueue(jobId),
    async stop(how = 'graceful') {
      stopping = how;
      await boss.stop({ graceful: how === 'graceful', wait: true, close: false, timeout: 30_000 });
    },
  };
}
