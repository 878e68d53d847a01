import type { SqlQueries } from '@/lib/db/sql';
import type { Claim, ClaimEnd, ClaimItemType } from './types';

/*
 * Reading the claims (who works on what now). No 'server-only': the tests and the benchmark read
 * databases of their own. A claim past its expiry is no longer anyone's, even before it is ended.
 */

interface Row {
  id: string;
  view_id: string | null;
  item_type: string;
  item_id: string;
  staff_id: string;
  staff_name: string;
  staff_roles: string[] | null;
  claimed_at: Date | string;
  expires_at: Date | string;
  ended_at: Date | string | null;
  ended_how: string | null;
}

export const CLAIM_COLUMNS =
  'id::text as id, view_id::text as view_id, item_type, item_id, staff_id, staff_name, staff_roles, claimed_at, expires_at, ended_at, ended_how';

const iso = (value: Date | string) => new Date(value).toISOString();

export function claimOf(row: Row): Claim {
  return {
    id: row.id,
    viewId: row.view_id,
    itemType: row.item_type as ClaimItemType,
    itemId: row.item_id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    staffRoles: row.staff_roles ?? [],
    claimedAt: iso(row.claimed_at),
    expiresAt: iso(row.expires_at),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
    endedHow: row.ended_how as ClaimEnd | null,
  };
}

/** A staff member's current claims, oldest first. */
export async function activeClaimsOf(db: SqlQueries, staffId: string): Promise<Claim[]> {
  const rows = await db.query<Row>(
    `select ${CLAIM_COLUMNS} from queue_claims
      where staff_id = $1 and ended_at is null and expires_at > now()
      order by claimed_at, id`,
    [staffId],
  );
  return rows.map(claimOf);
}

/** The current claim on each of these records, by id (none: nobody works on it). */
export async function activeClaimsOn(
  db: SqlQueries,
  itemType: ClaimItemType,
  itemIds: readonly string[],
): Promise<Map<string, Claim>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.query<Row>(
    `select ${CLAIM_COLUMNS} from queue_claims
      where item_type = $1 and item_id = any($2::text[]) and ended_at is null and expires_at > now()`,
    [itemType, itemIds],
  );
  return new Map(rows.map((row) => [row.item_id, claimOf(row)]));
}
