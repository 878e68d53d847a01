import { mayHaveNotice } from '@/lib/db/notice-targets';
import type { SqlQueries } from '@/lib/db/sql';
import type { Claim, ClaimEnd, ClaimItemType } from './types';

/*
 * Reading the claims (who works on what now). No 'server-only': the tests and the benchmark read
 * databases of their own. A claim past its expiry is no longer anyone's, even before it is ended.
 */

export interface ClaimRow {
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

/** The columns a claim is read from, of the table or of `alias` in a join. */
export function claimColumns(alias = ''): string {
  const of = alias && `${alias}.`;
  return `${of}id::text as id, ${of}view_id::text as view_id, ${of}item_type, ${of}item_id, ${of}staff_id,
    ${of}staff_name, ${of}staff_roles, ${of}claimed_at, ${of}expires_at, ${of}ended_at, ${of}ended_how`;
}

export const CLAIM_COLUMNS = claimColumns();

const iso = (value: Date | string) => new Date(value).toISOString();

export function claimOf(row: ClaimRow): Claim {
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

/**
 * The live claim on one item as a JSON object (null when nobody holds it): a subquery for a page that
 * reads its record's notices in one statement (`itemType` and `itemId` are its placeholders).
 */
export const claimOnJson = (itemType: string, itemId: string) =>
  `(select row_to_json(c) from (select ${CLAIM_COLUMNS} from queue_claims
     where item_type = ${itemType} and item_id = ${itemId} and ended_at is null and expires_at > now()) c)`;

/** A staff member's current claims, oldest first. */
export async function activeClaimsOf(db: SqlQueries, staffId: string): Promise<Claim[]> {
  const rows = await db.query<ClaimRow>(
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
  const claimable = itemIds.filter((id) => mayHaveNotice(db, 'claim', id));
  if (claimable.length === 0) return new Map();
  const rows = await db.query<ClaimRow>(
    `select ${CLAIM_COLUMNS} from queue_claims
      where item_type = $1 and item_id = any($2::text[]) and ended_at is null and expires_at > now()`,
    [itemType, claimable],
  );
  return new Map(rows.map((row) => [row.item_id, claimOf(row)]));
}
