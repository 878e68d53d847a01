import type { SqlQueries } from '@/lib/db/sql';
import type { Claimant } from './claims';

/* What a queue's page and the reassignment read of the claims' history. No 'server-only': tests. */

export interface QueueDay {
  /** Claims of the queue completed since `since`. */
  completed: number;
  /** Their median handling time (claimed to completed), in seconds; null when none. */
  medianSeconds: number | null;
}

/** The queue's day: how many items were completed since `since` and their median handling time. */
export async function queueDay(db: SqlQueries, viewId: string, since: Date): Promise<QueueDay> {
  const [row] = await db.query<{ completed: number; median: number | null }>(
    `select count(*)::int as completed,
            percentile_cont(0.5) within group (order by extract(epoch from ended_at - claimed_at)) as median
       from queue_claims
      where view_id = $1::uuid and ended_how = 'completed' and ended_at >= $2`,
    [viewId, since.toISOString()],
  );
  return {
    completed: row?.completed ?? 0,
    medianSeconds: row?.median == null ? null : Math.round(Number(row.median)),
  };
}

/** How far back the staff who took claims are offered for a reassignment. */
const KNOWN_STAFF_DAYS = 30;

/**
 * The staff members who took claims lately, each with the name and roles of their last claim: the
 * people a claim can be handed to (the gateway lists staff accounts to SUPPORT only).
 */
export async function knownClaimants(db: SqlQueries): Promise<Claimant[]> {
  const rows = await db.query<{ staff_id: string; staff_name: string; staff_roles: string[] | null }>(
    `select distinct on (staff_id) staff_id, staff_name, staff_roles from queue_claims
      where claimed_at > now() - $1::int * interval '1 day'
      order by staff_id, claimed_at desc`,
    [KNOWN_STAFF_DAYS],
  );
  return rows
    .map((row) => ({ id: row.staff_id, name: row.staff_name, roles: row.staff_roles ?? [] }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
