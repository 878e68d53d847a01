import { randomUUID } from 'node:crypto';
import type { SqlQueries } from '@/lib/db/sql';
import type { ApprovalRequest, ApprovalStatus, NewApprovalRequest, StaffRef } from './types';

/*
 * The requests of lib/approvals in the back-office database (migration 011). Every change of status
 * is one conditional UPDATE, so two replicas, two tabs or a replayed request can never both decide
 * one request: the second finds no pending row and changes nothing. Expiry is decided by the
 * database's clock in the same statements. No 'server-only': the tests open stores of their own.
 */

interface Row {
  id: string;
  action: string;
  route: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  target_kind: unknown;
  version: string | null;
  input: unknown;
  amount: string | number | null;
  requested_by: string;
  requested_by_email: string;
  requested_by_name: string;
  requested_by_roles: string[];
  reason: string;
  requested_at: Date | string;
  expires_at: Date | string;
  status: string;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  comment: string | null;
  failure: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function requestOf(row: Row): ApprovalRequest {
  return {
    id: row.id,
    action: row.action as ApprovalRequest['action'],
    route: row.route as ApprovalRequest['route'],
    target: { type: row.target_type as ApprovalRequest['target']['type'], id: row.target_id },
    targetLabel: row.target_label,
    targetKind: (row.target_kind as ApprovalRequest['targetKind']) ?? null,
    version: row.version,
    input: row.input,
    amount: row.amount === null ? null : Number(row.amount),
    requester: {
      id: row.requested_by,
      email: row.requested_by_email,
      name: row.requested_by_name,
      roles: row.requested_by_roles,
    },
    reason: row.reason,
    requestedAt: iso(row.requested_at),
    expiresAt: iso(row.expires_at),
    status: row.status as ApprovalStatus,
    decider: row.decided_by ? { id: row.decided_by, name: row.decided_by_name ?? '' } : null,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    comment: row.comment,
    failure: row.failure,
  };
}

const LIVE = `status = 'pending' and expires_at > now()`;

/**
 * The live requests on one record as one JSON array, oldest first: a subquery for a page that reads
 * its record's notices in one statement (`type` and `id` are its placeholders, e.g. `$1`).
 */
export const pendingOnJson = (type: string, id: string) =>
  `(select coalesce(json_agg(r order by r.requested_at), '[]'::json) from approval_requests r
     where target_type = ${type} and target_id = ${id} and ${LIVE})`;

/** The requests `pendingOnJson` answered. */
export const requestsOfJson = (rows: unknown): ApprovalRequest[] => (rows as Row[]).map(requestOf);

/** PostgreSQL's unique_violation: the action already waits for a decision on that record. */
export const ALREADY_PENDING = '23505';

export interface ApprovalStore {
  /** Throws with code ALREADY_PENDING when the same action waits on the same record. */
  create(request: NewApprovalRequest): Promise<ApprovalRequest>;
  get(id: string): Promise<ApprovalRequest | null>;
  /** Marks expired every pending request past its time; answers those it just expired. */
  expireDue(): Promise<ApprovalRequest[]>;
  /**
   * Decides a live request that `decider` did not ask for: answers it, or null when it was not
   * pending any more, had expired, or is the decider's own.
   */
  decide(
    id: string,
    decider: StaffRef,
    status: Extract<ApprovalStatus, 'approved' | 'rejected'>,
    comment: string | null,
  ): Promise<ApprovalRequest | null>;
  /** The requester withdraws a live request of theirs; null when it was not. */
  cancel(id: string, requesterId: string): Promise<ApprovalRequest | null>;
  /** The approved run was refused: the request says why. */
  fail(id: string, failure: string): Promise<void>;
  /** The live requests, oldest first; of one record when `target` is given. */
  pending(target?: { type: string; id: string }): Promise<ApprovalRequest[]>;
  /** Every request of one record, newest first (its timeline). */
  ofRecord(target: { type: string; id: string }): Promise<ApprovalRequest[]>;
  /** The requests decided, cancelled or expired, newest first. */
  closed(limit: number): Promise<ApprovalRequest[]>;
}

export function sqlApprovals(db: SqlQueries, expiryHours: number): ApprovalStore {
  const one = async (text: string, params: unknown[]) => {
    const [row] = await db.query<Row>(text, params);
    return row ? requestOf(row) : null;
  };
  return {
    async create(request) {
      db.noticeTargets?.add('approval', [request.target.id]);
      const row = await one(
        // The record's name is the one its page gave the requester's recent records on opening it.
        `insert into approval_requests (id, action, route, target_type, target_id, target_label,
           target_kind, version, input, amount, requested_by, requested_by_email, requested_by_name,
           requested_by_roles, reason, expires_at)
         values ($1, $2, $3, $4, $5,
           (select label from recent_records where staff_id = $10 and record_type = $4 and record_id = $5),
           $6::jsonb, $7, $8::jsonb, $9, $10, $11, $12, $13::text[], $14,
           now() + $15::float8 * interval '1 hour')
         returning *`,
        [
          randomUUID(),
          request.action,
          request.route,
          request.target.type,
          request.target.id,
          request.targetKind ? JSON.stringify(request.targetKind) : null,
          request.version,
          JSON.stringify(request.input ?? null),
          request.amount,
          request.requester.id,
          request.requester.email,
          request.requester.name,
          request.requester.roles,
          request.reason,
          expiryHours,
        ],
      );
      return row!;
    },
    get: (id) => one('select * from approval_requests where id = $1', [id]),
    async expireDue() {
      const rows = await db.query<Row>(
        `update approval_requests set status = 'expired', decided_at = expires_at
          where status = 'pending' and expires_at <= now() returning *`,
      );
      return rows.map(requestOf);
    },
    decide: (id, decider, status, comment) =>
      one(
        `update approval_requests
            set status = $3, decided_by = $2, decided_by_name = $4, decided_at = now(), comment = $5
          where id = $1 and ${LIVE} and requested_by <> $2
          returning *`,
        [id, decider.id, status, decider.name, comment],
      ),
    cancel: (id, requesterId) =>
      one(
        `update approval_requests
            set status = 'canceled', decided_by = requested_by, decided_by_name = requested_by_name,
                decided_at = now()
          where id = $1 and ${LIVE} and requested_by = $2
          returning *`,
        [id, requesterId],
      ),
    async fail(id, failure) {
      await db.query(`update approval_requests set status = 'failed', failure = $2 where id = $1`, [
        id,
        failure,
      ]);
    },
    async pending(target) {
      const rows = target
        ? await db.query<Row>(
            `select * from approval_requests where target_type = $1 and target_id = $2 and ${LIVE}
              order by requested_at`,
            [target.type, target.id],
          )
        : await db.query<Row>(`select * from approval_requests where ${LIVE} order by requested_at`);
      return rows.map(requestOf);
    },
    async ofRecord(target) {
      const rows = await db.query<Row>(
        `select * from approval_requests where target_type = $1 and target_id = $2
          order by requested_at desc limit 50`,
        [target.type, target.id],
      );
      return rows.map(requestOf);
    },
    async closed(limit) {
      const rows = await db.query<Row>(
        `select * from approval_requests where status <> 'pending' order by decided_at desc nulls last
          limit $1`,
        [limit],
      );
      return rows.map(requestOf);
    },
  };
}
