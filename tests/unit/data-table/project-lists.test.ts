import { describe, expect, it } from 'vitest';
import { hasActiveFilter } from '@/components/data-table/filter-bar';
import type { WorkType } from '@/lib/domain/schemas';
import { matchesFilters } from '@/app/(backoffice)/matches/_components/matches-list';
import { parseMatchesListParams } from '@/lib/lists/matches-params';
import {
  projectsFilters,
  restrictWorkNeed,
  workNeedGroups,
} from '@/app/(backoffice)/projets/_components/projects-list';
import { parseProjectsListParams } from '@/lib/lists/projects-params';

const type = (sku: string, label: string, children: WorkType[] = []): WorkType => ({
  id: `id-${sku}`,
  sku,
  label,
  insured: false,
  initial: false,
  children,
});

describe('project list', () => {
  it('offers the leaves of the works catalogue, grouped by family', () => {
    const catalogue = [
      type('plb', 'Plomberie', [type('plb-wc', 'Pose de WC'), type('plb-ce', 'Chauffe-eau')]),
      type('pei', 'Peinture', [type('pei-x', 'Sols', [type('pei-x-1', 'Parquet')])]),
    ];
    const groups = workNeedGroups(catalogue);
    expect(groups).toEqual([
      [
        'Plomberie',
        [
          ['plb-wc', 'Pose de WC'],
          ['plb-ce', 'Chauffe-eau'],
        ],
      ],
      ['Peinture', [['pei-x-1', 'Parquet']]],
    ]);
    const select = projectsFilters({ workNeeds: groups }).find((filter) => filter.label === 'Travaux');
    expect(select).toMatchObject({
      groups: [
        {
          label: 'Plomberie',
          options: [
            { value: 'plb-wc', label: 'Pose de WC' },
            { value: 'plb-ce', label: 'Chauffe-eau' },
          ],
        },
        { label: 'Peinture', options: [{ value: 'pei-x-1', label: 'Parquet' }] },
      ],
    });
  });

  it('reads every filter from the URL, drops the malformed ones and the free text it does not offer', () => {
    expect(
      parseProjectsListParams({
        status: 'PUBLISHED',
        workNeed: 'plb-wc',
        owner: ' U1234 ',
        location: '75',
        tags: ['RGE', 'NOPE', 'INSTALLATION_ONLY'],
        publishedFrom: '2020-01-01',
        publishedTo: '31/01/2020',
        ownerId: 'u-1',
        q: 'hidden',
        sort: 'publicationDate,asc',
        page: '2',
      }),
    ).toEqual({
      page: 2,
      size: 20,
      sort: 'publicationDate,asc',
      status: 'PUBLISHED',
      workNeed: 'plb-wc',
      owner: 'U1234',
      location: '75',
      tags: ['RGE', 'INSTALLATION_ONLY'],
      publishedFrom: '2020-01-01',
      publishedTo: undefined,
      ownerId: 'u-1',
      q: undefined,
    });
    expect(parseProjectsListParams({ location: 'Paris', tags: 'RGE' })).toMatchObject({
      location: undefined,
      tags: ['RGE'],
    });
  });

  it('drops a work need the catalogue does not offer', () => {
    const groups = [['Plomberie', [['plb-wc', 'Pose de WC']]]] as const;
    const query = (workNeed: string) => parseProjectsListParams({ workNeed, status: 'SIGNED' });
    expect(restrictWorkNeed(query('plb-wc'), groups)).toMatchObject({ workNeed: 'plb-wc', status: 'SIGNED' });
    expect(restrictWorkNeed(query('gone'), groups)).toMatchObject({ workNeed: undefined, status: 'SIGNED' });
  });

  it('shows the owner scope only when the list is opened on one owner', () => {
    const names = (filters: ReturnType<typeof projectsFilters>) =>
      filters.map((filter) => (filter.kind === 'dateRange' ? filter.from : filter.name));
    expect(names(projectsFilters({ workNeeds: [] }))).toEqual([
      'status',
      'workNeed',
      'owner',
      'location',
      'tags',
      'publishedFrom',
    ]);
    const scoped = projectsFilters({ workNeeds: [], ownerLabel: 'Ada Lovelace (U0001)' });
    expect(scoped[0]).toEqual({
      kind: 'scope',
      name: 'ownerId',
      label: 'Client',
      valueLabel: 'Ada Lovelace (U0001)',
    });
    expect(hasActiveFilter(scoped, { ownerId: 'u-1' })).toBe(true);
  });
});

describe('match list', () => {
  it('reads the three statuses and the project and professional scopes from the URL', () => {
    expect(
      parseMatchesListParams({
        status: 'VIEWED',
        positionableStatus: 'NO_SLOT_AVAILABLE',
        visibilityStatus: 'NOPE',
        projectId: 'p-1',
        userId: 'u-2',
      }),
    ).toMatchObject({
      status: 'VIEWED',
      positionableStatus: 'NO_SLOT_AVAILABLE',
      visibilityStatus: undefined,
      projectId: 'p-1',
      userId: 'u-2',
    });
  });

  it('names the scopes it was opened on', () => {
    const filters = matchesFilters({ projectLabel: 'P000H – Pose de WC', professionalLabel: 'Ada (U1)' });
    expect(filters.filter((filter) => filter.kind === 'scope')).toEqual([
      { kind: 'scope', name: 'projectId', label: 'Projet', valueLabel: 'P000H – Pose de WC' },
      { kind: 'scope', name: 'userId', label: 'Professionnel', valueLabel: 'Ada (U1)' },
    ]);
    expect(matchesFilters().some((filter) => filter.kind === 'scope')).toBe(false);
  });
});
