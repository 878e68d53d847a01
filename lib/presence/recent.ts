import type { SqlQueries } from '@/lib/db/sql';

/*
 * The records a staff member opened last (lib/db/migrations/009-recent-records.ts), for home. No
 * 'server-only': the tests read databases of their own. The label is the record's title as its
 * page showed it, kept so that home needs no gateway call to name it.
 */

export interface RecentRecord {
  /** The record view's route (`invoiceView`, `projectView`…). */
  recordType: string;
  recordId: string;
  label: string;
  openedAt: string;
}

/** How many records a staff member's history keeps. */
export const RECENT_KEPT = 20;

export async function recentRecordsOf(db: SqlQueries, staffId: string, limit = 8): Promise<RecentRecord[]> {
  const rows = await db.query<{
    record_type: string;
    record_id: string;
    label: string;
    opened_at: Date | string;
  }>(
    `select record_type, record_id, label, opened_at from recent_records
      where staff_id = $1 order by opened_at desc limit $2`,
    [staffId, limit],
  );
  return rows.map((row) => ({
    recordType: row.record_type,
    recordId: row.record_id,
    label: row.label,
    openedAt: new Date(row.opened_at).toISOString(),
  }));
}

/** Remembers that a staff member opened a record now, keeping their RECENT_KEPT latest. */
export async function rememberOpened(
  db: SqlQueries,
  staffId: string,
  record: Omit<RecentRecord, 'openedAt'>,
): Promise<void> {
  await db.query(
    `insert into recent_records (staff_id, record_type, record_id, label, opened_at)
     values ($1, $2, $3, $4, now())
     on conflict (staff_id, record_type, record_id) do update set label = excluded.label, opened_at = excluded.opened_at`,
    [staffId, record.recordType, record.recordId, record.label],
  );
  await db.query(
    `delete from recent_records where staff_id = $1 and (record_type, record_id) not in (
       select record_type, record_id from recent_records where staff_id = $1 order by opened_at desc limit $2)`,
    [staffId, RECENT_KEPT],
  );
}
