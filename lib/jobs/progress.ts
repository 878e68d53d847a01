import { FINISHED_STATES, type ItemState, type Job, type JobCounts, type JobState } from './types';
import { jobCounts, jobItems } from './store';
import type { SqlQueries } from '@/lib/db/sql';

/*
 * What a job's page shows and polls: the job's state, its counts and every item with the
 * gateway's message. Read from the back-office database only: polling it costs no gateway call.
 */
export interface JobProgress {
  state: JobState;
  run: number;
  total: number;
  finished: boolean;
  stopRequested: boolean;
  counts: JobCounts;
  items: { position: number; recordId: string; state: ItemState; message: string | null }[];
}

export async function readProgress(db: SqlQueries, job: Job): Promise<JobProgress> {
  const [counts, items] = await Promise.all([jobCounts(db, job.id), jobItems(db, job.id)]);
  return {
    state: job.state,
    run: job.run,
    total: job.total,
    finished: FINISHED_STATES.includes(job.state),
    stopRequested: job.stopRequested,
    counts,
    items: items.map(({ position, recordId, state, message }) => ({ position, recordId, state, message })),
  };
}
