import type { Role } from '@/lib/domain/roles';
import type { BulkKindId } from './bulk-input';

/*
 * A bulk job as the back-office database keeps it (lib/db/migrations/010-jobs.ts). A job is
 * `queued` until an engine takes it, `running`, `waiting` when its author's gateway token expired,
 * then `done` (every item succeeded), `failed` (some item failed) or `stopped` (« Arrêter »).
 */
export const JOB_STATES = ['queued', 'running', 'waiting', 'done', 'failed', 'stopped'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const FINISHED_STATES: readonly JobState[] = ['done', 'failed', 'stopped'];

/** `skipped`: never sent to the gateway (the job stopped first) — « non tenté ». */
export type ItemState = 'pending' | 'running' | 'succeeded' | 'failed' | 'skipped';

export interface JobAuthor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
}

export interface JobParams {
  paidAt?: string;
  reason?: string;
  /** How the records were picked: the ids on the page, or every row of the filtered list (capped). */
  listQuery?: string;
  /** Rows of the filtered list left out past the cap. */
  leftOut?: number;
}

export interface Job {
  id: string;
  kind: BulkKindId;
  params: JobParams;
  author: JobAuthor;
  state: JobState;
  run: number;
  total: number;
  waitingForToken: boolean;
  stopRequested: boolean;
  createdAt: string;
  finishedAt: string | null;
}

export interface JobItem {
  jobId: string;
  position: number;
  recordId: string;
  state: ItemState;
  run: number;
  attempts: number;
  /** The gateway's French message when the item failed. */
  message: string | null;
}

export interface JobCounts {
  pending: number;
  running: number;
  succeeded: number;
  failed: number;
  skipped: number;
}

/** What an engine's worker made of one item. `expired`: the author's token needs handing over. */
export type ItemOutcome =
  { state: 'succeeded' } | { state: 'failed'; message: string } | { state: 'expired' };
