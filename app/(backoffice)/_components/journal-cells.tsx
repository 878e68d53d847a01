import { Badge } from '@/components/ui/badge';
import { journalActionLabel, outcomeLabel } from '@/lib/journal/actions';
import { JOURNAL_SUCCESS, type JournalEntry } from '@/lib/journal/types';

/*
 * How a journal entry reads, the same on a record's Journal tab and on the journal screen. No
 * 'use client': both the server tab and the client table render these.
 */

export const JOURNAL_COLUMN_HEADERS = {
  at: 'Date',
  staff: 'Membre de l’équipe',
  action: 'Action',
  target: 'Fiche',
  why: 'Motif et détails',
  outcome: 'Résultat',
} as const;

export function StaffCell({ entry }: { entry: JournalEntry }) {
  return (
    <span className="flex flex-col">
      <span>{entry.staffEmail}</span>
      <span className="text-xs text-fg-muted">{entry.staffRoles.join(', ')}</span>
    </span>
  );
}

export function ActionCell({ entry }: { entry: JournalEntry }) {
  return <span title={entry.action}>{journalActionLabel(entry.action)}</span>;
}

/** The reason given, then what else says what was done; the request id for support. */
export function WhyCell({ entry }: { entry: JournalEntry }) {
  return (
    <span className="flex max-w-md flex-col gap-0.5 break-words">
      {entry.reason ? <span>{entry.reason}</span> : null}
      {entry.details ? <span className="text-fg-muted">{entry.details}</span> : null}
      {entry.requestId ? <span className="text-xs text-fg-subtle">Requête {entry.requestId}</span> : null}
    </span>
  );
}

export function OutcomeCell({ entry }: { entry: JournalEntry }) {
  const success = entry.outcome === JOURNAL_SUCCESS;
  return <Badge tone={success ? 'success' : 'danger'}>{outcomeLabel(entry.outcome)}</Badge>;
}
