import type { ListFilter } from '@/components/data-table/filter-bar';
import { issueType } from '@/lib/domain/enums';

export const ISSUES_COLUMN_HEADERS = ['RID', 'Type', 'Émetteur', 'Projet', 'Créé le', 'Statut'] as const;

export const ISSUES_SUBTITLE =
  'Les signalements des clients et des professionnels : contournement, contact injoignable…';

export const ISSUES_CAPTION = 'Liste des signalements';

/** The filters; `projectLabel` is set when another screen's link opened the list on one project. */
export function issuesFilters({ projectLabel }: { projectLabel?: string } = {}): ListFilter[] {
  return [
    ...(projectLabel
      ? [{ kind: 'scope', name: 'projectId', label: 'Projet', valueLabel: projectLabel } as const]
      : []),
    { kind: 'select', name: 'type', label: 'Type', options: issueType.options },
    {
      kind: 'text',
      name: 'project',
      label: 'RID du projet',
      placeholder: 'P1234',
      pattern: '[Pp][A-Za-z0-9]{4}',
      patternHint: 'Un P suivi de 4 lettres ou chiffres (P1234).',
    },
    { kind: 'dateRange', label: 'Création', from: 'createdFrom', to: 'createdTo' },
  ];
}
