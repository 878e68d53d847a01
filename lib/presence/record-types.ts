import { JOURNAL_TARGET_TYPES } from '@/lib/journal/target-types';
import type { JournalTargetType } from '@/lib/journal/types';

/*
 * The record views a staff member can be seen on: the pages of one record, the same kinds the
 * journal names. A beat names one of them; any other route is no record and is refused.
 */
export const RECORD_VIEWS = JOURNAL_TARGET_TYPES;

export type RecordView = JournalTargetType;

/** What the store files a record under: its view and id (the view has no colon, so the key is unambiguous). */
export const presenceKey = (recordType: RecordView, recordId: string) => `${recordType}:${recordId}`;

/** The record's title as home's "records opened last" shows it. */
export const MAX_LABEL_LENGTH = 120;

/** A page's title made fit for history: one line, without control characters, at most MAX_LABEL_LENGTH. */
export function historyLabel(title: string): string {
  return title
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, MAX_LABEL_LENGTH)
    .trim();
}
