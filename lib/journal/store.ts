import { fieldChanges } from './changes';
import { decodeCursor, encodeCursor } from './cursor';
import { sanitiseDraft } from './sanitise';
import type { SqlClient } from '@/lib/db/sql';
import {
  JOURNAL_ANY_FAILURE,
  JOURNAL_SUCCESS,
  type ChangedField,
  type FieldChange,
  type JournalDraft,
  type JournalEntry,
  type JournalFilter,
  type JournalPage,
  type JournalTargetType,
} from './types';

export type { JournalDraft } from './types';

export const MAX_JOURNAL_PAGE = 200;

interface Row {
  id: string;
  at: Date | string;
  staff_id: string;
  staff_email: string;
  staff_roles: string[] | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  reason: string | null;
  details: string | null;
  outcome: string;
  request_id: string;
  changes: unknown;
  job_id: string | null;
  approval_id: string | null;
}

const COLUMNS =
  'id::text as id, at, staff_id, staff_email, staff_roles, action, target_type, target_id, reason, details, outcome, request_id, changes, job_id, approval_id';

/** The changes as written; none when a row holds something else (it was never written by this store). */
function changesOf(value: unknown): FieldChange[] | null {
  const parsed = fieldChanges.safeParse(value);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

function entryOf(row: Row): JournalEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    staffRoles: row.staff_roles ?? [],
    action: row.action,
    targetType: row.target_type as JournalTargetType | null,
    targetId: row.target_id,
    reason: row.reason,
    details: row.details,
    outcome: row.outcome,
    requestId: row.request_id,
    changes: changesOf(row.changes),
    jobId: row.job_id,
    approvalId: row.approval_id,
  };
}

function validDate(value: string | undefined): string | undefined {
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;
}

/**
 * A record's latest successful status change as a JSON object, among its `window` latest successful
 * entries (null when none is one): a subquery for a page that reads its record's notices in one
 * statement (`types`, `id` and `actions` are its placeholders, the first and last text arrays).
 */
export function statusChangeJson(types: string, id: string, actions: string, window: number): string {
  return `(select row_to_json(w) from (select ${COLUMNS}, id as seq from journal_entries
     where target_type = any(${types}::text[]) and target_id = ${id} and outcome = '${JOURNAL_SUCCESS}'
     order by at desc, id desc limit ${Math.trunc(window)}) w
   where w.action = any(${actions}::text[]) order by w.at desc, w.seq desc limit 1)`;
}

/** The entry `statusChangeJson` answered. */
export const entryOfJson = (row: unknown): JournalEntry | null => (row ? entryOf(row as Row) : null);

/** The WHERE clause of a filter, with its parameters numbered from $1. */
export function whereOf(filter: Omit<JournalFilter, 'limit'>): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.targetType) add((p) => `target_type = ${p}`, filter.targetType);
  if (filter.targetTypes) add((p) => `target_type = any(${p}::text[])`, [...filter.targetTypes]);
  if (filter.targetId) add((p) => `target_id = ${p}`, filter.targetId);
  if (filter.staffId) add((p) => `staff_id = ${p}`, filter.staffId);
  if (filter.staffEmail) add((p) => `lower(staff_email) = ${p}`, filter.staffEmail.trim().toLowerCase());
  if (filter.action) add((p) => `action = ${p}`, filter.action);
  // The parameter is text cast on the server: PGlite and node-postgres then send it alike.
  if (filter.field) add((p) => `changes @> ${p}::text::jsonb`, JSON.stringify([{ field: filter.field }]));
  if (filter.jobId) add((p) => `job_id = ${p}`, filter.jobId);
  if (filter.approvalId) add((p) => `approval_id = ${p}`, filter.approvalId);
  if (filter.outcome === JOURNAL_ANY_FAILURE) conditions.push(`outcome <> '${JOURNAL_SUCCESS}'`);
  else if (filter.outcome) add((p) => `outcome = ${p}`, filter.outcome);
  const from = validDate(filter.from);
  if (from) add((p) => `at >= ${p}::timestamptz`, from);
  const to = validDate(filter.to);
  if (to) add((p) => `at <= ${p}::timestamptz`, to);
  const before = decodeCursor(filter.before);
  if (before) {
    params.push(before.at, before.id);
    conditions.push(`(at, id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
  }
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

/** The journal's reads and writes over either engine (the schema is migrated beforehand). */
export class JournalStore {
  constructor(readonly client: SqlClient) {}

  /**
   * Writes the entry, sanitised (./sanitise); answers null when an entry of the same uid was
   * written before.
   */
  async write(draft: JournalDraft): Promise<JournalEntry | null> {
    const clean = sanitiseDraft(draft);
    this.client.noticeTargets?.addEntry(clean.action, clean.targetId);
    const [row] = await this.client.query<Row>(
      `insert into journal_entries
         (entry_uid, at, staff_id, staff_email, staff_roles, action, target_type, target_id, reason, details, outcome, request_id,
          changes, job_id, approval_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text::jsonb, $14, $15)
       on conflict (entry_uid) do nothing
       returning ${COLUMNS}`,
      [
        clean.uid ?? crypto.randomUUID(),
        clean.at,
        clean.staffId,
        clean.staffEmail,
        clean.staffRoles,
        clean.action,
        clean.targetType,
        clean.targetId,
        clean.reason,
        clean.details ?? null,
        clean.outcome,
        clean.requestId,
        clean.changes ? JSON.stringify(clean.changes) : null,
        clean.jobId ?? null,
        clean.approvalId ?? null,
      ],
    );
    return row ? entryOf(row) : null;
  }

  /** Entries matching `filter`, newest first, and the cursor of the next (older) page. */
  async list(filter: JournalFilter): Promise<JournalPage> {
    if (filter.targetTypes && filter.targetTypes.length === 0) return { entries: [], nextCursor: null };
    const limit = Math.min(Math.max(1, Math.trunc(filter.limit) || 1), MAX_JOURNAL_PAGE);
    const { sql, params } = whereOf(filter);
    const rows = await this.client.query<Row>(
      `select ${COLUMNS} from journal_entries ${sql} order by at desc, id desc limit ${limit + 1}`,
      params,
    );
    const entries = rows.slice(0, limit).map(entryOf);
    const last = entries.at(-1);
    return {
      entries,
      nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
    };
  }

  /**
   * The fields the entries matching `filter` changed (a record's, for its Journal tab's field
   * filter), by French name, each with the name its newest entry gave it.
   */
  async changedFields(
    filter: Pick<JournalFilter, 'targetType' | 'targetTypes' | 'targetId'>,
  ): Promise<ChangedField[]> {
    if (filter.targetTypes && filter.targetTypes.length === 0) return [];
    const { sql, params } = whereOf(filter);
    const rows = await this.client.query<ChangedField>(
      `select change->>'field' as field, (array_agg(change->>'label' order by at desc, id desc))[1] as label
         from journal_entries, jsonb_array_elements(changes) as c(change)
         ${sql ? `${sql} and` : 'where'} changes is not null
         group by change->>'field'`,
      params,
    );
    return rows.sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  }

  /** Answers when the database does. */
  async ping(): Promise<void> {
    await this.client.query('select 1');
  }
}
