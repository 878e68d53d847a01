import { STATUS_CHANGE_ACTIONS } from '@/lib/journal/status-changes';

/*
 * Which records may carry a notice on their page: an active claim, a pending approval request, a
 * status change in the journal. On PGlite this process is the database's only writer, so it knows
 * them all, and a page whose records never had one answers without a query: each PGlite query a
 * page makes runs on the server's own thread, in caches the render has just filled (about 0.4 ms
 * of CPU, against 0.1 to 0.2 ms in a loop). The sets only grow, and a record joins them before the
 * statement that could give it a notice, so they stay a superset of what SQL would find: a record
 * in them is read by SQL as before. PostgreSQL is shared with other replicas: there every page reads.
 */

export type NoticeKind = 'claim' | 'approval' | 'statusChange';

/** The part of a SQL client (./sql.ts) this needs, which in turn names this class. */
interface Queries {
  query<R>(text: string, params?: readonly unknown[]): Promise<R[]>;
  readonly noticeTargets?: NoticeTargets;
}

const STATUS_ACTIONS: ReadonlySet<string> = new Set(Object.values(STATUS_CHANGE_ACTIONS).flat());

/** Each query answers `id`: the records that may have the notice, at the time of loading. */
const LOADS: Record<NoticeKind, { text: string; params: unknown[] }> = {
  claim: { text: 'select distinct item_id as id from queue_claims where ended_at is null', params: [] },
  approval: {
    text: `select distinct target_id as id from approval_requests where status = 'pending'`,
    params: [],
  },
  statusChange: {
    text: 'select distinct target_id as id from journal_entries where action = any($1::text[])',
    params: [[...STATUS_ACTIONS]],
  },
};

export class NoticeTargets {
  private loaded = false;
  private readonly ids: Record<NoticeKind, Set<string>> = {
    claim: new Set(),
    approval: new Set(),
    statusChange: new Set(),
  };

  /** Reads what the tables hold: from then on a record outside the sets has no notice. */
  async load(db: Queries): Promise<void> {
    for (const [kind, { text, params }] of Object.entries(LOADS) as [
      NoticeKind,
      (typeof LOADS)[NoticeKind],
    ][]) {
      for (const row of await db.query<{ id: string }>(text, params)) this.ids[kind].add(row.id);
    }
    this.loaded = true;
  }

  /** Before a statement that may give these records the notice. */
  add(kind: NoticeKind, ids: Iterable<string>): void {
    for (const id of ids) this.ids[kind].add(id);
  }

  /** A journal entry about to be written: a status change is a notice of its record. */
  addEntry(action: string, targetId: string | null): void {
    if (targetId && STATUS_ACTIONS.has(action)) this.ids.statusChange.add(targetId);
  }

  /** False only when the record surely has no such notice. */
  may(kind: NoticeKind, id: string): boolean {
    return !this.loaded || this.ids[kind].has(id);
  }
}

/** Whether SQL must be asked: always on an engine whose writes other processes share. */
export function mayHaveNotice(db: Queries, kind: NoticeKind, id: string): boolean {
  return db.noticeTargets?.may(kind, id) ?? true;
}
