import type { SqlClient, SqlQueries } from '@/lib/db/sql';
import { CLAIM_COLUMNS, claimOf, type ClaimRow } from './read';
import type { Claim, ClaimItemType } from './types';

/*
 * Taking and ending claims. No 'server-only': the tests and the benchmark run it on databases of
 * their own. "Traiter le suivant" is decided by the partial unique index `queue_claims_active`
 * (lib/db/migrations/006-queue-claims.ts), never by this process's memory: two replicas asking at
 * once both try to insert, the database keeps one, the other moves on to the next candidate.
 */

/** Who takes a claim, as the claim keeps them (roles: for a manager's reassignment rule). */
export interface Claimant {
  id: string;
  name: string;
  roles: readonly string[];
}

export interface NextRequest {
  viewId: string;
  itemType: ClaimItemType;
  /** The queue's items in its order (the first page or two of the view at the gateway). */
  candidates: readonly string[];
  staff: Claimant;
  timeoutMinutes: number;
}

/** `held`: the staff member already worked an item of this queue, and gets it again. */
export type NextOutcome = { kind: 'claimed' | 'held'; claim: Claim } | { kind: 'empty' };

/** Ends the claims whose time is up (an item left untouched is free again). */
export async function endExpiredClaims(db: SqlQueries): Promise<number> {
  const rows = await db.query(
    `update queue_claims set ended_at = expires_at, ended_how = 'expired'
      where ended_at is null and expires_at <= now()
      returning id`,
  );
  return rows.length;
}

async function heldInQueue(db: SqlQueries, viewId: string, staffId: string): Promise<Claim | null> {
  const [row] = await db.query<ClaimRow>(
    `select ${CLAIM_COLUMNS} from queue_claims
      where view_id = $1 and staff_id = $2 and ended_at is null and expires_at > now()
      order by claimed_at limit 1`,
    [viewId, staffId],
  );
  return row ? claimOf(row) : null;
}

/*
 * One try: the first candidate that nobody holds (and, for an issue report, that is not handled
 * yet), inserted unless someone inserted it meanwhile. `found` says whether there was one to try.
 */
const TRY_NEXT = `
  with next as (
    select candidate.id from unnest($3::text[]) with ordinality as candidate(id, rank)
     where not exists (
             select 1 from queue_claims held
              where held.item_type = $2 and held.item_id = candidate.id and held.ended_at is null)
       and not ($2 = 'issue' and exists (
             select 1 from issue_statuses handled
              where handled.issue_id = candidate.id and handled.status = 'DONE'))
     order by candidate.rank
     limit 1
  ), inserted as (
    insert into queue_claims (view_id, item_type, item_id, staff_id, staff_name, staff_roles, expires_at)
    select $1::uuid, $2, next.id, $4, $5, $6::text[], now() + $7::float8 * interval '1 minute' from next
    on conflict (item_type, item_id) where ended_at is null do nothing
    returning ${CLAIM_COLUMNS}
  )
  select (select count(*) from next)::int as found, inserted.* from (select 1) as one
    left join inserted on true`;

/**
 * Claims the next free item of a queue for a staff member, or gives back the one they already
 * hold in it. Each lost race means another staff member took a candidate, so the candidates bound
 * the tries.
 */
export async function claimNext(db: SqlQueries, request: NextRequest): Promise<NextOutcome> {
  const { viewId, itemType, candidates, staff, timeoutMinutes } = request;
  const held = await heldInQueue(db, viewId, staff.id);
  if (held) return { kind: 'held', claim: held };
  if (candidates.length === 0) return { kind: 'empty' };
  for (let attempt = 0; attempt <= candidates.length; attempt += 1) {
    await endExpiredClaims(db);
    db.noticeTargets?.add('claim', candidates);
    const [row] = await db.query<ClaimRow & { found: number }>(TRY_NEXT, [
      viewId,
      itemType,
      candidates,
      staff.id,
      staff.name,
      staff.roles,
      timeoutMinutes,
    ]);
    if (!row || row.found === 0) return { kind: 'empty' };
    if (row.id !== null) return { kind: 'claimed', claim: claimOf(row) };
  }
  return { kind: 'empty' };
}

const NUMERIC_ID = /^\d{1,18}$/;

/** A claim by its id, active or not; null for an id that is not one. */
export async function findClaim(db: SqlQueries, id: string): Promise<Claim | null> {
  if (!NUMERIC_ID.test(id)) return null;
  const [row] = await db.query<ClaimRow>(`select ${CLAIM_COLUMNS} from queue_claims where id = $1`, [id]);
  return row ? claimOf(row) : null;
}

/** Its holder lets the item go; null when the claim is not theirs or no longer active. */
export async function releaseClaim(db: SqlQueries, id: string, staffId: string): Promise<Claim | null> {
  if (!NUMERIC_ID.test(id)) return null;
  const [row] = await db.query<ClaimRow>(
    `update queue_claims set ended_at = now(), ended_how = 'released'
      where id = $1 and staff_id = $2 and ended_at is null and expires_at > now()
      returning ${CLAIM_COLUMNS}`,
    [id, staffId],
  );
  return row ? claimOf(row) : null;
}

/**
 * The item was handled (the queue's own rule: answered, paid, treated…): its active claim ends as
 * completed, only when `holderId` holds it if given. Answers the claim it ended, if any.
 */
export async function completeClaim(
  db: SqlQueries,
  itemType: ClaimItemType,
  itemId: string,
  holderId?: string,
): Promise<Claim | null> {
  const [row] = await db.query<ClaimRow>(
    `update queue_claims set ended_at = now(), ended_how = 'completed'
      where item_type = $1 and item_id = $2 and ended_at is null and expires_at > now()
        and ($3::text is null or staff_id = $3)
      returning ${CLAIM_COLUMNS}`,
    [itemType, itemId, holderId ?? null],
  );
  return row ? claimOf(row) : null;
}

/**
 * Hands an active claim to another staff member, in one transaction: the old one ends as
 * reassigned, the new one starts now with a full timeout. Null when the claim is no longer active.
 */
export async function reassignClaim(
  db: SqlClient,
  id: string,
  to: Claimant,
  timeoutMinutes: number,
): Promise<Claim | null> {
  if (!NUMERIC_ID.test(id)) return null;
  return db.transaction(async (tx) => {
    const [ended] = await tx.query<ClaimRow>(
      `update queue_claims set ended_at = now(), ended_how = 'reassigned'
        where id = $1 and ended_at is null and expires_at > now()
        returning ${CLAIM_COLUMNS}`,
      [id],
    );
    if (!ended) return null;
    tx.noticeTargets?.add('claim', [ended.item_id]);
    const [row] = await tx.query<ClaimRow>(
      `insert into queue_claims (view_id, item_type, item_id, staff_id, staff_name, staff_roles, expires_at)
       values ($1::uuid, $2, $3, $4, $5, $6::text[], now() + $7::float8 * interval '1 minute')
       returning ${CLAIM_COLUMNS}`,
      [ended.view_id, ended.item_type, ended.item_id, to.id, to.name, to.roles, timeoutMinutes],
    );
    return claimOf(row!);
  });
}
