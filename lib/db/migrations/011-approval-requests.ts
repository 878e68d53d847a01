import type { Migration } from './types';

/**
 * Four eyes (lib/approvals): an action held until a second staff member decides, with the exact
 * input the requester submitted (its record version included) so that approval replays it as is.
 */
export const approvalRequests: Migration = {
  id: 11,
  name: 'approval requests',
  sql: `
    create table if not exists approval_requests (
      id text primary key,
      action text not null,
      route text not null,
      target_type text not null,
      target_id text not null,
      target_label text,
      target_kind jsonb,
      version text,
      input jsonb not null,
      amount numeric(14, 2),
      requested_by text not null,
      requested_by_email text not null,
      requested_by_name text not null,
      requested_by_roles text[] not null,
      reason text not null,
      requested_at timestamptz not null default now(),
      expires_at timestamptz not null,
      status text not null default 'pending',
      decided_by text,
      decided_by_name text,
      decided_at timestamptz,
      comment text,
      failure text
    );
    create index if not exists approval_requests_pending on approval_requests (status, expires_at);
    create index if not exists approval_requests_target on approval_requests (target_type, target_id);
    create unique index if not exists approval_requests_one_pending
      on approval_requests (action, target_type, target_id) where status = 'pending';
  `,
};
