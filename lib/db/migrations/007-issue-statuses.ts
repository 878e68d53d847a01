import type { Migration } from './types';

/** The gateway keeps no status for an issue report: the back-office's own (nouveau, en cours, traité). */
export const issueStatuses: Migration = {
  id: 7,
  name: 'statuses of the issue reports',
  sql: `
    create table if not exists issue_statuses (
      issue_id text primary key,
      status text not null,
      changed_by text not null,
      changed_by_name text not null,
      changed_at timestamptz not null default now()
    );
  `,
};
