import type { SqlClient, SqlQueries } from '@/lib/db/sql';
import type { BulkKindId } from './bulk-input';
import type { ItemState, Job, JobAuthor, JobCounts, JobItem, JobParams, JobState } from './types';

/*
 * The jobs' rows. No 'server-only': the tests, the resilience test's engines and the benchmark run
 * it on databases of their own. Every change of an item's state is one conditional statement, so
 * the database, not a process's memory, decides who runs an item: an item is taken with
 * `FOR UPDATE SKIP LOCKED` and finished only by the run that took it.
 */

/** A job as the database answers it: Job's own fields, and the others by their column names. */
type JobRow = Pick<Job, 'id' | 'kind' | 'params' | 'author' | 'state' | 'run' | 'total'> & {
  waiting_for_token: boolean;
  stop_requested_at: Date | string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

interface ItemRow {
  job_id: string;
  position: number;
  record_id: string;
  state: ItemState;
  run: number;
  attempts: number;
  message: string | null;
}

const JOB_COLUMNS = `id, kind, params, author, state, run, total, waiting_for_token, stop_requested_at,
  created_at, finished_at`;
const ITEM_COLUMNS = 'job_id, position, record_id, state, run, attempts, message';

const iso = (value: Date | string) => new Date(value).toISOString();

function jobOf(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    author: row.author,
    state: row.state,
    run: Number(row.run),
    total: Number(row.total),
    waitingForToken: row.waiting_for_token,
    stopRequested: row.stop_requested_at !== null,
    createdAt: iso(row.created_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  };
}

function itemOf(row: ItemRow): JobItem {
  return {
    jobId: row.job_id,
    position: Number(row.position),
    recordId: row.record_id,
    state: row.state,
    run: Number(row.run),
    attempts: Number(row.attempts),
    message: row.message,
  };
}

export interface NewJob {
  id: string;
  /** Says "the same submission": the author's id and the form's key. */
  submissionKey: string;
  kind: BulkKindId;
  params: JobParams;
  author: JobAuthor;
  recordIds: readonly string[];
  sealedToken: string;
  tokenDigest: string;
}

/** Creates the job and its items, or answers the job the same submission already created. */
export async function createJob(db: SqlClient, job: NewJob): Promise<{ job: Job; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.query<JobRow>(
      `insert into bulk_jobs (id, submission_key, kind, params, author_id, author, state, total, sealed_token, token_digest)
       values ($1, $2, $3, $4, $5, $6, 'queued', $7, $8, $9)
       on conflict (submission_key) do nothing
       returning ${JOB_COLUMNS}`,
      [
        job.id,
        job.submissionKey,
        job.kind,
        JSON.stringify(job.params),
        job.author.id,
        JSON.stringify(job.author),
        job.recordIds.length,
        job.sealedToken,
        job.tokenDigest,
      ],
    );
    if (!inserted) {
      const [existing] = await tx.query<JobRow>(
        `select ${JOB_COLUMNS} from bulk_jobs where submission_key = $1`,
        [job.submissionKey],
      );
      return { job: jobOf(existing!), created: false };
    }
    await tx.query(
      `insert into bulk_job_items (job_id, position, record_id)
       select $1, position - 1, record_id from unnest($2::text[]) with ordinality as item(record_id, position)`,
      [job.id, [...job.recordIds]],
    );
    return { job: jobOf(inserted), created: true };
  });
}

export async function findJob(db: SqlQueries, id: string): Promise<Job | null> {
  const [row] = await db.query<JobRow>(`select ${JOB_COLUMNS} from bulk_jobs where id = $1`, [id]);
  return row ? jobOf(row) : null;
}

/** The author's sealed token (never sent to a browser). */
export async function sealedTokenOf(db: SqlQueries, id: string): Promise<string | null> {
  const [row] = await db.query<{ sealed_token: string }>('select sealed_token from bulk_jobs where id = $1', [
    id,
  ]);
  return row?.sealed_token ?? null;
}

/** The newest jobs first: an author's, or everyone's (`authorId` null). */
export async function listJobs(db: SqlQueries, authorId: string | null, limit = 100): Promise<Job[]> {
  const rows = await db.query<JobRow>(
    `select ${JOB_COLUMNS} from bulk_jobs where ($1::text is null or author_id = $1)
      order by created_at desc limit $2`,
    [authorId, limit],
  );
  return rows.map(jobOf);
}

export async function jobItems(db: SqlQueries, jobId: string): Promise<JobItem[]> {
  const rows = await db.query<ItemRow>(
    `select ${ITEM_COLUMNS} from bulk_job_items where job_id = $1 order by position`,
    [jobId],
  );
  return rows.map(itemOf);
}

export async function jobCounts(db: SqlQueries, jobId: string): Promise<JobCounts> {
  const rows = await db.query<{ state: ItemState; count: number | string }>(
    'select state, count(*) as count from bulk_job_items where job_id = $1 group by state',
    [jobId],
  );
  const counts: JobCounts = { pending: 0, running: 0, succeeded: 0, failed: 0, skipped: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}

/** queued or waiting → running, when an engine takes the job up (again: a resumed job). */
export async function markRunning(db: SqlQueries, jobId: string): Promise<boolean> {
  const rows = await db.query(
    `update bulk_jobs set state = 'running', updated_at = now()
      where id = $1 and state in ('queued', 'running') and not waiting_for_token returning id`,
    [jobId],
  );
  return rows.length > 0;
}

/**
 * Takes the job's next item: one not started, or one whose lease ran out (its engine died); none
 * once « Arrêter » was asked. Two engines asking at once never get the same row.
 */
export async function claimItem(
  db: SqlQueries,
  jobId: string,
  leaseSeconds: number,
): Promise<JobItem | null> {
  const [row] = await db.query<ItemRow>(
    `update bulk_job_items set state = 'running', attempts = attempts + 1,
            lease_until = now() + make_interval(secs => $2)
      where (job_id, position) = (
              select job_id, position from bulk_job_items
               where job_id = $1 and (state = 'pending' or (state = 'running' and lease_until < now()))
                 and not exists (select 1 from bulk_jobs where id = $1 and stop_requested_at is not null)
               order by position limit 1 for update skip locked)
      returning ${ITEM_COLUMNS}`,
    [jobId, leaseSeconds],
  );
  return row ? itemOf(row) : null;
}

/** The outcome of the run that took the item; false when the item is no longer that run's. */
export async function finishItem(
  db: SqlQueries,
  item: Pick<JobItem, 'jobId' | 'position' | 'run'>,
  outcome: { state: 'succeeded' } | { state: 'failed'; message: string },
): Promise<boolean> {
  const rows = await db.query(
    `update bulk_job_items set state = $4, message = $5, lease_until = null, finished_at = now()
      where job_id = $1 and position = $2 and run = $3 and state = 'running' returning position`,
    [item.jobId, item.position, item.run, outcome.state, outcome.state === 'failed' ? outcome.message : null],
  );
  return rows.length > 0;
}

/** Gives an item back untried (its call was refused for an expired token). */
export async function releaseItem(db: SqlQueries, item: Pick<JobItem, 'jobId' | 'position' | 'run'>) {
  await db.query(
    `update bulk_job_items set state = 'pending', attempts = attempts - 1, lease_until = null
      where job_id = $1 and position = $2 and run = $3 and state = 'running'`,
    [item.jobId, item.position, item.run],
  );
}

/** The job waits for its author's next request to hand it a fresh token. */
export async function waitForToken(db: SqlQueries, jobId: string): Promise<void> {
  await db.query(
    `update bulk_jobs set state = 'waiting', waiting_for_token = true, updated_at = now()
      where id = $1 and state in ('queued', 'running')`,
    [jobId],
  );
}

/**
 * A waiting job takes the token of its author's session, when it is another one than the token
 * that expired; answers whether the job may run again.
 */
export async function handTokenOver(
  db: SqlQueries,
  jobId: string,
  sealedToken: string,
  tokenDigest: string,
): Promise<boolean> {
  const rows = await db.query(
    `update bulk_jobs set sealed_token = $2, token_digest = $3, waiting_for_token = false,
            state = case when state = 'waiting' then 'queued' else state end, updated_at = now()
      where id = $1 and waiting_for_token and token_digest <> $3 returning id`,
    [jobId, sealedToken, tokenDigest],
  );
  return rows.length > 0;
}

/**
 * Ends the job once no item is left to run: stopped, failed (some item failed) or done. Answers
 * the state it ended in, or null while items remain.
 */
export async function settleJob(db: SqlQueries, jobId: string): Promise<JobState | null> {
  const [row] = await db.query<{ state: JobState }>(
    `update bulk_jobs set finished_at = now(), updated_at = now(), waiting_for_token = false,
            state = case
              when stop_requested_at is not null then 'stopped'
              when exists (select 1 from bulk_job_items where job_id = $1 and state = 'failed') then 'failed'
              else 'done' end
      where id = $1 and state not in ('done', 'failed', 'stopped')
        and not exists (select 1 from bulk_job_items where job_id = $1 and state in ('pending', 'running'))
      returning state`,
    [jobId],
  );
  return row?.state ?? null;
}

/** « Arrêter »: items not started are never sent; running ones finish. Answers whether it stopped anything. */
export async function requestStop(db: SqlClient, jobId: string): Promise<boolean> {
  const stopped = await db.transaction(async (tx) => {
    const rows = await tx.query(
      `update bulk_jobs set stop_requested_at = now(), updated_at = now()
        where id = $1 and state not in ('done', 'failed', 'stopped') and stop_requested_at is null
        returning id`,
      [jobId],
    );
    if (rows.length === 0) return false;
    await tx.query(
      `update bulk_job_items set state = 'skipped', finished_at = now() where job_id = $1 and state = 'pending'`,
      [jobId],
    );
    return true;
  });
  if (stopped) await settleJob(db, jobId);
  return stopped;
}

/**
 * « Relancer les échecs »: a new run of the finished job with only its failed items. Answers how
 * many items it gave back to the engine (0: nothing to retry, or the job is not finished).
 */
export async function retryFailed(db: SqlClient, jobId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<{ run: number }>(
      `update bulk_jobs set run = run + 1, state = 'queued', stop_requested_at = null, finished_at = null,
              updated_at = now()
        where id = $1 and state in ('done', 'failed', 'stopped')
          and exists (select 1 from bulk_job_items where job_id = $1 and state = 'failed')
        returning run`,
      [jobId],
    );
    if (!job) return 0;
    const rows = await tx.query(
      `update bulk_job_items set state = 'pending', run = $2, message = null, finished_at = null
        where job_id = $1 and state = 'failed' returning position`,
      [jobId, job.run],
    );
    return rows.length;
  });
}
