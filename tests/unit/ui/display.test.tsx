// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, EnumBadge, type BadgeTone } from '@/components/ui/badge';
import { DescriptionList } from '@/components/ui/description-list';
import { Table, TableEmptyRow, TBody, Th, THead, Tr } from '@/components/ui/table';

afterEach(cleanup);

type Status = 'ACTIVE' | 'INACTIVE';
const status = {
  label: (value: Status) => ({ ACTIVE: 'Activé', INACTIVE: 'Désactivé' })[value],
  tone: (value: Status): BadgeTone => ({ ACTIVE: 'success', INACTIVE: 'danger' })[value] as BadgeTone,
};

describe('EnumBadge', () => {
  it('shows the French label of the catalogue, not the code', () => {
    render(<EnumBadge catalogue={status} value="INACTIVE" />);
    expect(screen.getByText('Désactivé')).toBeTruthy();
    expect(screen.queryByText('INACTIVE')).toBeNull();
  });

  it('takes a different look per tone', () => {
    render(
      <>
        <EnumBadge catalogue={status} value="ACTIVE" />
        <EnumBadge catalogue={status} value="INACTIVE" />
        <Badge>Brouillon</Badge>
      </>,
    );
    const classes = ['Activé', 'Désactivé', 'Brouillon'].map((text) => screen.getByText(text).className);
    expect(new Set(classes).size).toBe(3);
  });

  it('shows a dash when there is no value', () => {
    render(<EnumBadge catalogue={status} value={null} />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});

describe('DescriptionList', () => {
  it('pairs each term with its value and shows "—" for empty ones', () => {
    render(
      <DescriptionList
        items={[
          { term: 'Nom', value: 'Dupont' },
          { term: 'Téléphone', value: null },
          { term: 'Complément', value: '  ' },
          { term: 'Programmes', value: [] },
          { term: 'Montant', value: 0 },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Nom', 'Téléphone', 'Complément', 'Programmes', 'Montant']);
    expect(values).toEqual(['Dupont', '—', '—', '—', '0']);
  });
});

describe('Table', () => {
  it('marks the sorted column with aria-sort and links sortable headers', () => {
    render(
      <Table caption="Projets">
        <THead>
          <Tr>
            <Th sort="desc" sortHref="/projets?sort=publicationDate,asc">
              Publication
            </Th>
            <Th sortHref="/projets?sort=status,asc">Statut</Th>
            <Th>Client</Th>
          </Tr>
        </THead>
        <TBody>
          <TableEmptyRow colSpan={3} />
        </TBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Projets' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['descending', null, null]);
    expect(within(headers[1]).getByRole('link', { name: 'Statut' }).getAttribute('href')).toBe(
      '/projets?sort=status,asc',
    );
    expect(within(table).getByRole('cell').textContent).toBe('Aucun résultat.');
  });
});
