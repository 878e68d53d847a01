import { journalEntries } from './001-journal-entries';
import { journalIndexes } from './002-journal-indexes';
import { journalEntryUids } from './003-journal-entry-uids';
import { endedSessions } from './004-ended-sessions';
import { savedViews } from './005-saved-views';
import { queueClaims } from './006-queue-claims';
import { issueStatuses } from './007-issue-statuses';
import { presence } from './008-presence';
import { recentRecords } from './009-recent-records';
import { jobs } from './010-jobs';
import { approvalRequests } from './011-approval-requests';
import { journalChanges } from './012-journal-changes';
import type { Migration } from './types';

export type { Migration } from './types';

/*
 * The back-office database's schema, one file per step. Never edit a migration that shipped: add
 * the next file. Each is idempotent (`if not exists`) so a half-known state never blocks a start.
 */
export const MIGRATIONS: readonly Migration[] = [
  journalEntries,
  journalIndexes,
  journalEntryUids,
  endedSessions,
  savedViews,
  queueClaims,
  issueStatuses,
  presence,
  recentRecords,
  jobs,
  approvalRequests,
  journalChanges,
];
