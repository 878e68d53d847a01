import type { Migration } from './types';

/*
 * Bulk work (lib/jobs): a job, who started it and with what, and one row per record it acts on.
 * An item's state changes in one conditional statement, so two replicas never run it twice; its
 * lease says when an item a dead replica left running may be taken again. `submission_key` makes
 * a form sent twice start one job. The author's gateway token is sealed (lib/jobs/token.ts).
 */
export const jobs: Migration = {
  id: 10,
  name: 'bulk jobs',
  sql: `
    create table if not exists bulk_jobs (
      id uuid primary key,
      submission_key text not null unique,
      kind text not null,
      params jsonb not null default '{}',
      author_id text not null,
      author jsonb not null,
      state text not null,
      run integer not null default 1,
      total integer not null,
      sealed_token text not null,
      token_digest text not null,
      waiting_for_token boolean not null default false,
      stop_requested_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index if not exists bulk_jobs_author on bulk_jobs (author_id, created_at desc);
    create index if not exists bulk_jobs_created on bulk_jobs (created_at desc);
    create table if not exists bulk_job_items (
      job_id uuid not null references bulk_jobs (id) on delete cascade,
      position integer not null,
      record_id text not null,
      state text not null default 'pending',
      run integer not null default 1,
      attempts integer not null default 0,
      message text,
      lease_until timestamptz,
      finished_at timestamptz,
      primary key (job_id, position)
    );
    create index if not exists bulk_job_items_open on bulk_job_items (job_id, position) where state in ('pending', 'running');
  `,
};
