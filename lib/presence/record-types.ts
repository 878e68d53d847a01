import { JOURNAL_TARGET_TYPES } from '@/lib/journal/visibility';
import type { JournalTargetType } from '@/lib/journal/types';

/*
 * The record views a staff member can be seen on: the pages of one record, the same kinds the
 * journal names. A beat names one of them; any other route is no record and is refused.
 */
export const RECORD_VIEWS = JOURNAL_TARGET_TYPES;

export type RecordView = JournalTargetType;

/** What the store files a record under: its view and id (the view has no colon, so the key is unambiguous). */
export const presenceKey = (recordType: RecordView, recordId: string) => `${recordType}:${recordId}`;
