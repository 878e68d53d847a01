import { pathFor, ROUTES } from '@/lib/access';
import { JOURNAL_ACTION_OPTIONS } from './actions';
import { JOURNAL_ANY_FAILURE, JOURNAL_SUCCESS, type JournalTargetType } from './types';
import { JOURNAL_TARGET_TYPES } from './target-types';

/* What the journal screen's filters offer, for the browser too: nothing here imports zod. */

export const JOURNAL_PAGE_SIZES = [20, 50, 100] as const;
// As the other lists (lib/domain/lists.ts): a page of 20 renders well within the 50 ms budget.
export const JOURNAL_DEFAULT_SIZE = 20;

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

export const TARGET_TYPE_OPTIONS = JOURNAL_TARGET_TYPES.map((value) => ({
  value,
  label: targetTypeLabel(value),
})).sort((a, b) => a.label.localeCompare(b.label, 'fr'));

export const OUTCOME_OPTIONS = [
  { value: JOURNAL_SUCCESS, label: 'Réussie' },
  { value: JOURNAL_ANY_FAILURE, label: 'Échouée' },
];

export { JOURNAL_ACTION_OPTIONS };
