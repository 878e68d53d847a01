// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataTableColumns } from '@/components/data-table/columns';
import { DataTable, NO_MATCH_TEXT } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { EnumBadge } from '@/components/ui/badge';
import { NO_PATH, pathFor } from '@/lib/access';
import { userType } from '@/lib/domain/enums';

const mocks = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }));
// The real link needs the app router's context; the table only cares about the href it gets.
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: ComponentProps<'a'> & { scroll?: boolean }) => {
    delete props.scroll;
    return (
      <a href={String(href)} {...props}>
        {children}
      </a>
    );
  },
}));

beforeEach(() => mocks.push.mockReset());
afterEach(cleanup);

interface Person {
  id: string;
  rid: string;
  name: string;
  type: 'PARTICULAR' | 'PROFESSIONAL';
}

const col = dataTableColumns<Person>();
const columns = col.columns([
  col.accessor('rid', {
    header: 'RID',
    meta: { sortField: 'rid' },
    cell: ({ row }) => <RecordLink href={`/clients/${row.original.id}`}>{row.original.rid}</RecordLink>,
  }),
  col.accessor('name', { header: 'Nom', meta: { sortField: 'lastName' } }),
  col.accessor('type', {
    header: 'Type',
    cell: ({ getValue }) => <EnumBadge catalogue={userType} value={getValue()} />,
  }),
]);

const people: Person[] = [
  { id: 'u1', rid: 'U0001', name: 'Ada Lovelace', type: 'PROFESSIONAL' },
  { id: 'u2', rid: 'U0002', name: 'Blaise Pascal', type: 'PARTICULAR' },
];

const defaults = { page: 1, size: 20, sort: 'createdAt,desc' };

function renderTable(props: Partial<ComponentProps<typeof DataTable<Person>>> = {}) {
  return render(
    <DataTable<Person>
      caption="Personnes"
      columns={columns}
      rows={people}
      total={45}
      pathname="/clients"
      query={{ page: 1, size: 20, sort: 'lastName,asc', q: undefined, type: undefined }}
      defaults={defaults}
      filters={[
        { kind: 'text', name: 'q', label: 'Recherche' },
        { kind: 'select', name: 'type', label: 'Type', options: userType.options.slice(0, 2) },
      ]}
      getRowId={(person) => person.id}
      rowHref={(person) => `/clients/${person.id}`}
      {...props}
    />,
  );
}

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Personnes' }))
    .getAllByRole('row')
    .slice(1);
}

describe('DataTable', () => {
  it('draws rows the gateway sent without their ids: names unlinked, distinct keys, nothing to open', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withoutIds = people.map((person) => ({ ...person, id: undefined }) as unknown as Person);
    renderTable({
      rows: withoutIds,
      columns: col.columns([
        col.accessor('rid', {
          header: 'RID',
          cell: ({ row }) => (
            <RecordLink href={pathFor('userView', { id: row.original.id })}>{row.original.rid}</RecordLink>
          ),
        }),
        col.accessor('name', { header: 'Nom' }),
      ]),
      rowHref: (person) => pathFor('userView', { id: person.id }),
    });

    expect(bodyRows()).toHaveLength(2);
    expect(within(bodyRows()[0]!).getByText('U0001').closest('a')).toBeNull();
    await user.click(within(bodyRows()[1]!).getByText('Blaise Pascal'));
    bodyRows()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(mocks.push).not.toHaveBeenCalled();
    // React warns about duplicate keys on console.error: none here.
    expect(error.mock.calls.filter((call) => String(call[0]).includes('same key'))).toEqual([]);
    error.mockRestore();
  });

  it('shows the whole of a name cut by its column on hover, and nothing extra on other cells', () => {
    renderTable({
      columns: col.columns([
        col.accessor('rid', { header: 'RID', meta: { kind: 'id' } }),
        col.accessor('name', {
          header: 'Nom',
          meta: { kind: 'name' },
          cell: ({ row, getValue }) => (
            <RecordLink href={`/clients/${row.original.id}`}>{getValue()}</RecordLink>
          ),
        }),
      ]),
    });
    const [rid, name] = within(bodyRows()[0]!).getAllByRole('cell');
    expect(within(name!).getByRole('link', { name: 'Ada Lovelace' }).parentElement?.title).toBe(
      'Ada Lovelace',
    );
    expect(rid!.querySelector('[title]')).toBeNull();
  });

  it('links a row record only where it has a path', () => {
    render(<RecordLink href={NO_PATH}>U0009</RecordLink>);
    expect(screen.getByText('U0009').closest('a')).toBeNull();
  });

  it('renders the rows with catalogue labels, the total and the page', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(2);
    expect(within(bodyRows()[0]!).getByText('Professionnel')).toBeTruthy();
    expect(within(bodyRows()[1]!).getByText('Particulier')).toBeTruthy();
    expect(screen.getByText('45 résultats')).toBeTruthy();
    expect(screen.getByText('Page 1 sur 3')).toBeTruthy();
  });

  it('shows the empty state when no row matches', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText(NO_MATCH_TEXT)).toBeTruthy();
    expect(screen.getByText('0 résultat')).toBeTruthy();
  });

  it('marks the sorted column and links headers to the next sort', () => {
    renderTable();
    const name = screen.getByRole('columnheader', { name: /Nom/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(within(name).getByRole('link').getAttribute('href')).toBe('/clients?sort=lastName%2Cdesc');
    const rid = screen.getByRole('columnheader', { name: /RID/ });
    expect(rid.getAttribute('aria-sort')).toBeNull();
    expect(within(rid).getByRole('link').getAttribute('href')).toBe('/clients?sort=rid%2Casc');
    expect(within(screen.getByRole('columnheader', { name: 'Type' })).queryByRole('link')).toBeNull();
  });

  it('opens the record on a row click and on Enter, and leaves links to themselves', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(within(bodyRows()[1]!).getByText('Blaise Pascal'));
    expect(mocks.push).toHaveBeenLastCalledWith('/clients/u2');

    bodyRows()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(mocks.push).toHaveBeenLastCalledWith('/clients/u1');

    mocks.push.mockReset();
    const link = within(bodyRows()[0]!).getByRole('link', { name: 'U0001' });
    expect(link.getAttribute('href')).toBe('/clients/u1');
    fireEvent.click(link);
    expect(mocks.push).not.toHaveBeenCalled();
  });

  it('opens a record carrying the view it came from and its rank, leaving links to other records alone', async () => {
    const user = userEvent.setup();
    const linkToOther = col.display({
      id: 'other',
      header: 'Projet',
      cell: () => <RecordLink href="/projets/p1">P0001</RecordLink>,
    });
    renderTable({
      columns: [...columns, linkToOther],
      carryListContext: true,
      query: { page: 2, size: 20, sort: 'lastName,asc', q: 'ada', type: undefined },
    });
    const carried = `/clients/u2?${new URLSearchParams({ liste: '/clients?q=ada&sort=lastName%2Casc', rang: '22' })}`;
    expect(within(bodyRows()[1]!).getByRole('link', { name: 'U0002' }).getAttribute('href')).toBe(carried);
    expect(within(bodyRows()[1]!).getByRole('link', { name: 'P0001' }).getAttribute('href')).toBe(
      '/projets/p1',
    );
    await user.click(within(bodyRows()[1]!).getByText('Blaise Pascal'));
    expect(mocks.push).toHaveBeenCalledWith(carried);
  });

  it('applies a select filter at once, back to page 1, keeping the sort', async () => {
    const user = userEvent.setup();
    renderTable({ query: { page: 3, size: 20, sort: 'lastName,asc' } });
    await user.selectOptions(screen.getByLabelText('Type'), 'PROFESSIONAL');
    expect(mocks.push).toHaveBeenLastCalledWith('/clients?sort=lastName%2Casc&type=PROFESSIONAL');
  });

  it('applies the text on Enter and resets every filter', async () => {
    const user = userEvent.setup();
    renderTable({ query: { page: 2, size: 50, type: 'PARTICULAR' } });
    await user.type(screen.getByLabelText('Recherche'), '  dupont {Enter}');
    expect(mocks.push).toHaveBeenLastCalledWith('/clients?q=dupont&size=50&type=PARTICULAR');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(mocks.push).toHaveBeenLastCalledWith('/clients?size=50');
  });

  it('shows the filters of the URL it was given', () => {
    renderTable({ query: { page: 1, size: 20, q: 'lovelace', type: 'PROFESSIONAL' } });
    expect((screen.getByLabelText('Recherche') as HTMLInputElement).value).toBe('lovelace');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('PROFESSIONAL');
  });

  it('pages with links and changes the page size from page 1', async () => {
    const user = userEvent.setup();
    renderTable({ query: { page: 2, size: 20, sort: 'lastName,asc' } });
    expect(screen.getByText('Page 2 sur 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Précédent' }).getAttribute('href')).toBe(
      '/clients?sort=lastName%2Casc',
    );
    expect(screen.getByRole('link', { name: 'Suivant' }).getAttribute('href')).toBe(
      '/clients?page=3&sort=lastName%2Casc',
    );
    await user.selectOptions(screen.getByLabelText('Lignes par page'), '50');
    expect(mocks.push).toHaveBeenLastCalledWith('/clients?size=50&sort=lastName%2Casc');
  });

  it('disables the links past the ends', () => {
    renderTable({ total: 2 });
    expect(screen.getByRole('link', { name: 'Précédent' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Suivant' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Précédent' }).hasAttribute('href')).toBe(false);
  });
});

describe('DataTable paged by cursor', () => {
  it('shows no count or page number, links to older entries, and back to the newest', () => {
    renderTable({ total: undefined, cursor: { next: 'abc', param: 'before' } });
    expect(screen.queryByTestId('result-count')).toBeNull();
    expect(screen.queryByText(/Page 1 sur/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Plus anciennes' }).getAttribute('href')).toBe(
      '/clients?before=abc&sort=lastName%2Casc',
    );
    expect(screen.getByRole('link', { name: 'Plus récentes' }).hasAttribute('href')).toBe(false);
  });

  it('on an older page, goes back to the newest; on the last, offers nothing older', () => {
    renderTable({
      total: undefined,
      cursor: { next: null, param: 'before' },
      query: { page: 1, size: 20, before: 'abc' },
    });
    expect(screen.getByRole('link', { name: 'Plus récentes' }).getAttribute('href')).toBe('/clients');
    expect(screen.getByRole('link', { name: 'Plus anciennes' }).hasAttribute('href')).toBe(false);
  });

  it('leaves a row without a record inert', () => {
    renderTable({ rowHref: (person) => (person.id === 'u1' ? '/clients/u1' : null) });
    fireEvent.click(bodyRows()[1]!);
    expect(mocks.push).not.toHaveBeenCalled();
    expect(bodyRows()[1]!.getAttribute('tabindex')).toBeNull();
    fireEvent.click(bodyRows()[0]!);
    expect(mocks.push).toHaveBeenCalledWith('/clients/u1');
  });
});
