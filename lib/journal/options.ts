import { pathFor } from '@/lib/access/paths';
import { ROUTES } from '@/lib/access/routes';
import { JOURNAL_ACTION_OPTIONS } from './actions';
import type { JournalRow } from './row';
import { JOURNAL_ANY_FAILURE, JOURNAL_SUCCESS, type JournalTargetType } from './types';
import { JOURNAL_TARGET_TYPES } from './target-types';

/* What the journal screen's filters offer, for the browser too: nothing here imports zod. */

/** The journal screen's parameters naming one bulk job's or one four-eyes request's entries. */
export const JOURNAL_JOB_PARAM = 'travail';
export const JOURNAL_APPROVAL_PARAM = 'approbation';
/** A record's Journal tab: the parameter naming the one field its entries changed. */
export const JOURNAL_FIELD_PARAM = 'champ';

/** The journal screen showing the entries of one bulk job or of one four-eyes request. */
export function journalHref({ jobId, approvalId }: { jobId?: string; approvalId?: string }): string {
  const query = new URLSearchParams();
  if (jobId) query.set(JOURNAL_JOB_PARAM, jobId);
  if (approvalId) query.set(JOURNAL_APPROVAL_PARAM, approvalId);
  const search = query.toString();
  return search ? `${pathFor('journal')}?${search}` : pathFor('journal');
}

/** The French name of a kind of record: its view's title. */
export function targetTypeLabel(type: string | null): string {
  return type && type in ROUTES ? ROUTES[type as JournalTargetType].title : '';
}

/** "Noémie Noël (CQ0HU)", or the record's kind ("Fiche client") when its name is unknown; '' for none. */
export function journalTargetText(row: JournalRow): string {
  if (!row.targetType || !row.targetId) return '';
  return row.targetName || targetTypeLabel(row.targetType);
}

export const TARGET_TYPE_OPTIONS = JOURNAL_TARGET_TYPES.map((value) => ({
  value,
  label: targetTypeLabel(value),
})).sort((a, b) => a.label.localeCompare(b.label, 'fr'));

export const OUTCOME_OPTIONS = [
  { value: JOURNAL_SUCCESS, label: 'Réussie' },
  { value: JOURNAL_ANY_FAILURE, label: 'Échouée' },
];

export { JOURNAL_ACTION_OPTIONS };
