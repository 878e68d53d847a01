import type { FilterOption, ListFilter } from '@/components/data-table/filter-bar';
import { projectStatus, projectTag } from '@/lib/domain/enums';
import type { ProjectsQuery } from '@/lib/domain/lists';
import type { WorkType } from '@/lib/domain/schemas';

export const PROJECTS_COLUMN_HEADERS = [
  'RID',
  'Travaux',
  'Propriétaire',
  'Ville',
  'Publié le',
  'Dernier événement',
  'Statut',
] as const;

export const PROJECTS_SUBTITLE = 'Projets de travaux des particuliers, de la saisie à la fin du chantier.';

/**
 * The work needs offered: the leaves of the works catalogue, grouped by family, as
 * `[family, [[sku, label]…]]`. The catalogue travels to the browser with every list page, so it
 * goes as pairs rather than objects that repeat their keys on each of its entries.
 */
export type WorkNeedGroups = readonly (readonly [
  family: string,
  needs: readonly (readonly [string, string])[],
])[];

export function workNeedGroups(types: readonly WorkType[]): WorkNeedGroups {
  const leaves = (type: WorkType): [string, string][] =>
    type.children.length === 0 ? [[type.sku, type.label]] : type.children.flatMap(leaves);
  return types.map((family) => [family.label, family.children.flatMap(leaves)] as const);
}

/** The query without a work need the catalogue does not offer (the select could not show it). */
export function restrictWorkNeed(query: ProjectsQuery, groups: WorkNeedGroups): ProjectsQuery {
  const known = groups.some(([, needs]) => needs.some(([sku]) => sku === query.workNeed));
  return known ? query : { ...query, workNeed: undefined };
}

export function projectsFilters({
  workNeeds,
  ownerLabel,
}: {
  workNeeds: WorkNeedGroups;
  /** Set when the list is opened on one owner's projects (`ownerId`, the user view's link). */
  ownerLabel?: string;
}): ListFilter[] {
  return [
    ...(ownerLabel
      ? [{ kind: 'scope', name: 'ownerId', label: 'Client', valueLabel: ownerLabel } as const]
      : []),
    { kind: 'select', name: 'status', label: 'Statut', options: projectStatus.options },
    {
      kind: 'select',
      name: 'workNeed',
      label: 'Travaux',
      options: [],
      groups: workNeeds.map(([label, needs]) => ({
        label,
        options: needs.map(([value, need]): FilterOption => ({ value, label: need })),
      })),
    },
    { kind: 'text', name: 'owner', label: 'Propriétaire', placeholder: 'RID ou nom' },
    {
      kind: 'text',
      name: 'location',
      label: 'Code postal ou département',
      placeholder: '75011 ou 75',
      pattern: '\\d{2,5}',
      patternHint: 'De 2 à 5 chiffres : un département (75) ou un code postal (75011).',
    },
    { kind: 'multi', name: 'tags', label: 'Tags', options: projectTag.options },
    { kind: 'dateRange', label: 'Publication', from: 'publishedFrom', to: 'publishedTo' },
  ];
}
