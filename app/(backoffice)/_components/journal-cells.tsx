import { Badge } from '@/components/ui/badge';
import { roleLabel } from '@/lib/domain/roles';
import { journalFailureCause } from '@/lib/domain/enums/journal';
import { journalActionLabel } from '@/lib/journal/actions';
import { EMPTY_CHANGE_VALUE, identifierParts, journalDetailsText } from '@/lib/journal/row';
import { JOURNAL_SUCCESS, type FieldChange, type JournalEntry } from '@/lib/journal/types';

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
      <span className="text-xs text-fg-muted">{entry.staffRoles.map(roleLabel).join(', ')}</span>
    </span>
  );
}

export function ActionCell({ entry }: { entry: JournalEntry }) {
  return <span>{journalActionLabel(entry.action)}</span>;
}

/** A text whose identifiers show short, whole in their tooltip and when copied. */
function WithIdentifiers({ text }: { text: string }) {
  return identifierParts(text).map((part, index) =>
    part.identifier ? (
      <span
        key={index}
        title={part.text}
        className="inline-block max-w-[9ch] truncate align-bottom font-mono text-xs"
      >
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

export const CHANGES_LABEL = 'Modifications';
/** What a screen reader says between the value before and the value after, instead of the arrow. */
export const CHANGE_BECOMES = 'devient';
export const CHANGE_EMPTY = 'vide';

/** Longer words may break anywhere, or a 5,000-character value would widen the table. */
const KEPT_WHOLE = 40;

/**
 * A value wraps between its words, never inside one: « AV-2020-000017 » would otherwise break at
 * its hyphens.
 */
function WholeWords({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    /^\s*$/.test(part) || part.length > KEPT_WHOLE ? (
      part
    ) : (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ),
  );
}

function ChangeValue({ value }: { value: string | null }) {
  if (value !== null)
    return (
      <span className="font-medium">
        <WholeWords text={value} />
      </span>
    );
  return (
    <>
      <span aria-hidden="true">{EMPTY_CHANGE_VALUE}</span>
      <span className="sr-only">{CHANGE_EMPTY}</span>
    </>
  );
}

/**
 * « Statut : En attente → Payée », one line a field; a screen reader hears « En attente devient
 * Payée ». A value wraps between its words, whole, however long.
 */
export function ChangesList({ changes }: { changes: readonly FieldChange[] | null | undefined }) {
  if (!changes?.length) return null;
  return (
    <ul aria-label={CHANGES_LABEL} className="flex flex-col gap-0.5">
      {changes.map((change, index) => (
        <li key={`${change.field}-${index}`}>
          <span className="text-fg-muted">{change.label} :</span> <ChangeValue value={change.before} />
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> {CHANGE_BECOMES} </span>
          <ChangeValue value={change.after} />
        </li>
      ))}
    </ul>
  );
}

/** The reason given, then what else says what was done, with French dates, then the fields changed. */
export function WhyCell({ entry }: { entry: JournalEntry }) {
  const details = journalDetailsText(entry.details);
  return (
    <span className="flex max-w-md flex-col gap-0.5 break-words">
      {entry.reason ? <span>{entry.reason}</span> : null}
      {details ? (
        <span className="text-fg-muted">
          <WithIdentifiers text={details} />
        </span>
      ) : null}
      <ChangesList changes={entry.changes} />
    </span>
  );
}

/** "Réussie", or "Échec" and why; the request id, for support, in the tooltip. */
export function OutcomeCell({ entry }: { entry: JournalEntry }) {
  const reference = entry.requestId ? `Requête ${entry.requestId}` : undefined;
  if (entry.outcome === JOURNAL_SUCCESS)
    return (
      <span title={reference}>
        <Badge tone="success">Réussie</Badge>
      </span>
    );
  return (
    <span className="flex flex-col items-start gap-0.5" title={reference}>
      <Badge tone="danger">Échec</Badge>
      <span className="text-xs text-fg-muted">{journalFailureCause(entry.outcome)}</span>
    </span>
  );
}
