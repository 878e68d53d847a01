import type { ListFilter } from '@/components/data-table/filter-bar';
import {
  JOURNAL_ACTION_OPTIONS,
  JOURNAL_APPROVAL_PARAM,
  JOURNAL_JOB_PARAM,
  OUTCOME_OPTIONS,
  TARGET_TYPE_OPTIONS,
} from '@/lib/journal/options';

// Built by the page and handed to the table: the browser never loads the catalogue of actions.
const JOURNAL_FILTERS: readonly ListFilter[] = [
  {
    kind: 'text',
    name: 'staff',
    label: 'Membre de l’équipe',
    placeholder: 'E-mail du membre',
  },
  { kind: 'select', name: 'action', label: 'Action', options: JOURNAL_ACTION_OPTIONS, allLabel: 'Toutes' },
  { kind: 'select', name: 'targetType', label: 'Type de fiche', options: TARGET_TYPE_OPTIONS },
  { kind: 'text', name: 'targetId', label: 'Identifiant de la fiche', placeholder: 'Id de la fiche' },
  { kind: 'dateRange', label: 'Période', from: 'from', to: 'to' },
  { kind: 'select', name: 'outcome', label: 'Résultat', options: OUTCOME_OPTIONS },
];

/**
 * The filters, led by the job or the approval request a link from its page (journalHref) set:
 * shown while present and removable, never typed.
 */
export function journalFilters(query: Readonly<Record<string, unknown>>): ListFilter[] {
  const scope = (name: string, label: string): ListFilter[] => {
    const value = query[name];
    return typeof value === 'string' && value ? [{ kind: 'scope', name, label, valueLabel: value }] : [];
  };
  return [
    ...scope(JOURNAL_JOB_PARAM, 'Travail'),
    ...scope(JOURNAL_APPROVAL_PARAM, 'Demande d’approbation'),
    ...JOURNAL_FILTERS,
  ];
}
