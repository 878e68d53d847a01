import type { ListFilter } from '@/components/data-table/filter-bar';
import { matchStatus, positionableStatus, visibilityStatus } from '@/lib/domain/enums';

export const MATCHES_COLUMN_HEADERS = [
  'Statut',
  'Positionnement',
  'Visibilité',
  'Projet',
  'Professionnel',
  'Créé le',
  'Date du statut',
] as const;

export const MATCHES_SUBTITLE = 'Les professionnels proposés sur chaque projet, et où ils en sont.';

/**
 * The filters; `projectLabel` and `professionalLabel` are set when another screen's link opened
 * the list on one project (`projectId`) or one professional (`userId`).
 */
export function matchesFilters({
  projectLabel,
  professionalLabel,
}: { projectLabel?: string; professionalLabel?: string } = {}): ListFilter[] {
  return [
    ...(projectLabel
      ? [{ kind: 'scope', name: 'projectId', label: 'Projet', valueLabel: projectLabel } as const]
      : []),
    ...(professionalLabel
      ? [{ kind: 'scope', name: 'userId', label: 'Professionnel', valueLabel: professionalLabel } as const]
      : []),
    {
      kind: 'text',
      name: 'q',
      label: 'Projet ou professionnel',
      placeholder: 'RID, nom du professionnel…',
    },
    { kind: 'select', name: 'status', label: 'Statut', options: matchStatus.options },
    {
      kind: 'select',
      name: 'positionableStatus',
      label: 'Positionnement',
      options: positionableStatus.options,
    },
    { kind: 'select', name: 'visibilityStatus', label: 'Visibilité', options: visibilityStatus.options },
  ];
}
