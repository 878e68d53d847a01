import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/domain/dates';
import type { Role } from '@/lib/domain/roles';
import { journalActionLabel } from '@/lib/journal/actions';
import { listJournal } from '@/lib/journal/read';
import {
  latestStatusChange,
  STATUS_CHANGE_ACTIONS,
  STATUS_CHANGE_WINDOW,
} from '@/lib/journal/status-changes';
import { JOURNAL_SUCCESS, type JournalEntry, type JournalTargetType } from '@/lib/journal/types';
import { tabTargetTypes } from '@/lib/journal/visibility';
import { errorFields, log } from '@/lib/log';

/** The record as the journal names it, and the roles of the staff member reading it. */
export interface StatusChangeSource {
  targetType: JournalTargetType;
  targetId: string;
  roles: readonly Role[];
  /** The latest change when the page read it already (record-notices.ts); null: there is none. */
  read?: JournalEntry | null;
}

async function readLatestChange({
  targetType,
  targetId,
  roles,
}: StatusChangeSource): Promise<JournalEntry | null> {
  if (!STATUS_CHANGE_ACTIONS[targetType]) return null;
  try {
    const { entries } = await listJournal({
      targetTypes: tabTargetTypes(targetType, roles),
      targetId,
      outcome: JOURNAL_SUCCESS,
      limit: STATUS_CHANGE_WINDOW,
    });
    return latestStatusChange(targetType, entries);
  } catch (error) {
    // The record stands without it; its Journal tab says the journal is unavailable.
    log('warn', 'journal read failed', { error: errorFields(error) });
    return null;
  }
}

/**
 * A record's status badge, followed by its latest status change made through the back-office
 * (the journal): what was done, when, by whom, and the reason given.
 */
export async function StatusWithChange({
  status,
  read,
  ...record
}: StatusChangeSource & { status: ReactNode }) {
  const change = read === undefined ? await readLatestChange(record) : read;
  if (!change) return status;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {status}
      <span data-status-change="" className="flex flex-col text-xs text-fg-muted">
        <span>
          {journalActionLabel(change.action)} le{' '}
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(change.at)}</span> par{' '}
          {change.staffEmail}
        </span>
        {change.reason ? <span className="text-fg">Motif : {change.reason}</span> : null}
      </span>
    </span>
  );
}
