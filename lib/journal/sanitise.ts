import type { FieldChange, JournalDraft } from './types';

/*
 * What the journal keeps of an entry, whatever a staff member typed or the gateway sent: no control
 * character (PostgreSQL refuses a NUL byte, and an escape sequence would reach a terminal reading
 * the logs or a spreadsheet opening the CSV), and no value longer than a journal line needs (an
 * indexed value over a few kB is refused too). A reason or details keep their tabs and line breaks;
 * anything else that is a control character becomes U+FFFD, so that the entry shows something was
 * there rather than passing for another value.
 */

/** Longest reason or details kept: a journal line, not a copy of the record. */
export const MAX_JOURNAL_TEXT = 2000;
/** Longest identifier, e-mail, role, action or outcome kept; the filters read at most 200 too. */
export const MAX_JOURNAL_NAME = 200;

const CONTROL = /\p{Cc}/gu;
const CONTROL_BUT_TAB_AND_LINE_FEED = /[^\P{Cc}\t\n]/gu;
const REPLACEMENT = '\ufffd';

/** Whether `text` holds a control character (a NUL, a line break, an escape…). */
export function hasControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

/** `text` trimmed and cut to `max` characters (the last one an ellipsis); null when empty. */
export function clip(text: string | null | undefined, max: number): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

function name(text: string): string {
  const clean = text.replace(CONTROL, REPLACEMENT);
  return clean.length > MAX_JOURNAL_NAME ? `${clean.slice(0, MAX_JOURNAL_NAME - 1)}…` : clean;
}

function freeText(text: string | null | undefined): string | null {
  const lines = text?.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_TAB_AND_LINE_FEED, REPLACEMENT);
  return clip(lines, MAX_JOURNAL_TEXT);
}

function change(each: FieldChange): FieldChange {
  return {
    field: name(each.field),
    label: name(each.label),
    before: freeText(each.before),
    after: freeText(each.after),
  };
}

const nullableName = (text: string | null | undefined) => (text ? name(text) : null);

/** The entry as the journal stores it: every text value cleaned, the rest as given. */
export function sanitiseDraft(draft: JournalDraft): JournalDraft {
  return {
    ...draft,
    staffId: name(draft.staffId),
    staffEmail: name(draft.staffEmail),
    staffRoles: draft.staffRoles.map(name),
    action: name(draft.action),
    targetType: draft.targetType === null ? null : (name(draft.targetType) as JournalDraft['targetType']),
    targetId: draft.targetId === null ? null : name(draft.targetId),
    reason: freeText(draft.reason),
    details: freeText(draft.details),
    outcome: name(draft.outcome),
    requestId: name(draft.requestId),
    changes: draft.changes?.length ? draft.changes.map(change) : null,
    jobId: nullableName(draft.jobId),
    approvalId: nullableName(draft.approvalId),
  };
}
