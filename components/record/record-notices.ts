import 'server-only';
import type { Role } from '@/lib/domain/roles';
import { database } from '@/lib/db/database';
import { mayHaveNotice, type NoticeKind } from '@/lib/db/notice-targets';
import { pendingOnJson, requestsOfJson } from '@/lib/approvals/store';
import type { ApprovalRequest } from '@/lib/approvals/types';
import { STATUS_CHANGE_ACTIONS, STATUS_CHANGE_WINDOW } from '@/lib/journal/status-changes';
import { entryOfJson, statusChangeJson } from '@/lib/journal/store';
import type { JournalEntry, JournalTarget } from '@/lib/journal/types';
import { tabTargetTypes } from '@/lib/journal/visibility';
import { errorFields, log } from '@/lib/log';
import { claimOf, claimOnJson, type ClaimRow } from '@/lib/queues/read';
import type { Claim, ClaimItemType } from '@/lib/queues/types';

/** What a record page shows above its actions, each part read only when asked for. */
export interface NoticesWanted {
  /** The claims' name of the record's kind: who works on it. */
  claim?: ClaimItemType;
  /** The approval requests waiting on it. */
  approvals?: boolean;
  /** Its latest status change, as the journal shows it to these roles. */
  statusChange?: { roles: readonly Role[] };
}

export interface RecordNotices {
  claim: Claim | null;
  approvals: ApprovalRequest[];
  statusChange: JournalEntry | null;
}

const NONE: RecordNotices = { claim: null, approvals: [], statusChange: null };

/**
 * A record's claim, pending approval requests and latest status change in one statement: PGlite
 * answers in the server's own thread, so each query a page makes blocks every other request for
 * its whole round trip, and none at all for a record that never had one of them
 * (lib/db/notice-targets.ts). Like each notice alone, a database that fails costs only the notices.
 */
export async function readRecordNotices(
  target: JournalTarget,
  wanted: NoticesWanted,
): Promise<RecordNotices> {
  try {
    const db = await database();
    const may = (kind: NoticeKind) => mayHaveNotice(db, kind, target.id);
    const params: unknown[] = [target.id];
    const param = (value: unknown) => `$${params.push(value)}`;
    const columns: string[] = [];
    if (wanted.claim && may('claim')) columns.push(`${claimOnJson(param(wanted.claim), '$1')} as claim`);
    if (wanted.approvals && may('approval'))
      columns.push(`${pendingOnJson(param(target.type), '$1')} as approvals`);
    const actions = STATUS_CHANGE_ACTIONS[target.type];
    const types = wanted.statusChange ? tabTargetTypes(target.type, wanted.statusChange.roles) : [];
    if (actions && types.length > 0 && may('statusChange')) {
      columns.push(
        `${statusChangeJson(param(types), '$1', param(actions), STATUS_CHANGE_WINDOW)} as status_change`,
      );
    }
    if (columns.length === 0) return NONE;
    const [row] = await db.query<Record<string, unknown>>(`select ${columns.join(', ')}`, params);
    return {
      claim: row?.claim ? claimOf(row.claim as ClaimRow) : null,
      approvals: row?.approvals ? requestsOfJson(row.approvals) : [],
      statusChange: entryOfJson(row?.status_change),
    };
  } catch (error) {
    log('warn', 'record notices not read', { ...target, error: errorFields(error) });
    return NONE;
  }
}
