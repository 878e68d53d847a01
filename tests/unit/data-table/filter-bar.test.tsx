// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_RANGE_ORDER_MESSAGE,
  FilterBar,
  hasActiveFilter,
  type ListFilter,
} from '@/components/data-table/filter-bar';
import type { ListQuery } from '@/components/data-table/url-state';

const mocks = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }));

beforeEach(() => mocks.push.mockReset());
afterEach(cleanup);

const FILTERS: readonly ListFilter[] = [
  { kind: 'scope', name: 'ownerId', label: 'Propriétaire', valueLabel: 'Ada Lovelace (U0001)' },
  {
    kind: 'select',
    name: 'workNeed',
    label: 'Travaux',
    options: [],
    groups: [
      { label: 'Plomberie', options: [{ value: 'plb-wc', label: 'Pose de WC' }] },
      { label: 'Peinture', options: [{ value: 'pei-mur', label: 'Peinture des murs' }] },
    ],
  },
  {
    kind: 'multi',
    name: 'tags',
    label: 'Tags',
    options: [
      { value: 'RGE', label: 'RGE' },
      { value: 'INSTALLATION_ONLY', label: 'Pose seule' },
      { value: 'REPAIR_MAINTENANCE', label: 'Réparation / entretien' },
    ],
  },
  { kind: 'dateRange', label: 'Publication', from: 'publishedFrom', to: 'publishedTo' },
];

const DEFAULTS = { page: 1, size: 20, sort: 'lastEventDate,desc' };

function renderBar(query: ListQuery, filters: readonly ListFilter[] = FILTERS) {
  return render(<FilterBar filters={filters} pathname="/projets" query={query} defaults={DEFAULTS} />);
}

describe('FilterBar: multi-choice', () => {
  it('shows the values of the URL ticked and applies a tick at once, back to page 1', async () => {
    const user = userEvent.setup();
    renderBar({ page: 3, size: 20, tags: ['RGE'] });
    const tags = screen.getByRole('group', { name: 'Tags' });
    expect((within(tags).getByLabelText('RGE') as HTMLInputElement).checked).toBe(true);
    expect((within(tags).getByLabelText('Pose seule') as HTMLInputElement).checked).toBe(false);
    await user.click(within(tags).getByLabelText('Pose seule'));
    expect(mocks.push).toHaveBeenLastCalledWith('/projets?tags=RGE&tags=INSTALLATION_ONLY');
  });

  it('drops the parameter when the last value is unticked', async () => {
    const user = userEvent.setup();
    renderBar({ page: 1, size: 20, tags: 'RGE', sort: 'rid,asc' });
    await user.click(screen.getByLabelText('RGE'));
    expect(mocks.push).toHaveBeenLastCalledWith('/projets?sort=rid%2Casc');
  });
});

describe('FilterBar: date range', () => {
  it('shows the days of the URL and applies both on submit', async () => {
    const user = userEvent.setup();
    renderBar({ page: 2, size: 50, publishedFrom: '2020-01-01' });
    const from = screen.getByLabelText('Publication : du') as HTMLInputElement;
    const to = screen.getByLabelText('Publication : au') as HTMLInputElement;
    expect(from.value).toBe('2020-01-01');
    expect(to.value).toBe('');
    fireEvent.change(to, { target: { value: '2020-02-15' } });
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(mocks.push).toHaveBeenLastCalledWith(
      '/projets?publishedFrom=2020-01-01&publishedTo=2020-02-15&size=50',
    );
  });

  it('refuses an end before the start with the French message, without navigating', async () => {
    const user = userEvent.setup();
    renderBar({ page: 1, size: 20 });
    fireEvent.change(screen.getByLabelText('Publication : du'), { target: { value: '2020-03-01' } });
    fireEvent.change(screen.getByLabelText('Publication : au'), { target: { value: '2020-02-01' } });
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(mocks.push).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(DATE_RANGE_ORDER_MESSAGE);
    expect(DATE_RANGE_ORDER_MESSAGE).toBe('La date de fin doit être ultérieure à la date de début.');

    fireEvent.change(screen.getByLabelText('Publication : au'), { target: { value: '2020-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(mocks.push).toHaveBeenLastCalledWith('/projets?publishedFrom=2020-03-01&publishedTo=2020-03-01');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FilterBar: scope', () => {
  it('shows what a linked filter designates and removes it, keeping the others', async () => {
    const user = userEvent.setup();
    renderBar({ page: 1, size: 20, ownerId: 'u-1', tags: ['RGE'] });
    const scope = screen.getByRole('group', { name: 'Propriétaire' });
    expect(scope.textContent).toContain('Propriétaire : Ada Lovelace (U0001)');
    await user.click(within(scope).getByRole('button', { name: 'Retirer le filtre propriétaire' }));
    expect(mocks.push).toHaveBeenLastCalledWith('/projets?tags=RGE');
  });

  it('is not shown without its parameter', () => {
    renderBar({ page: 1, size: 20 });
    expect(screen.queryByRole('group', { name: 'Propriétaire' })).toBeNull();
  });
});

describe('FilterBar: grouped select and reset', () => {
  it('offers grouped options and applies one at once', async () => {
    const user = userEvent.setup();
    renderBar({ page: 1, size: 20 });
    const select = screen.getByLabelText('Travaux') as HTMLSelectElement;
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Plomberie',
      'Peinture',
    ]);
    await user.selectOptions(select, 'pei-mur');
    expect(mocks.push).toHaveBeenLastCalledWith('/projets?workNeed=pei-mur');
  });

  it('resets every kind of filter at once, keeping the page size', async () => {
    const user = userEvent.setup();
    renderBar({
      page: 2,
      size: 50,
      ownerId: 'u-1',
      workNeed: 'plb-wc',
      tags: ['RGE', 'INSTALLATION_ONLY'],
      publishedFrom: '2020-01-01',
      publishedTo: '2020-01-31',
    });
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(mocks.push).toHaveBeenLastCalledWith('/projets?size=50');
  });

  it('counts list and range values as active filters', () => {
    expect(hasActiveFilter(FILTERS, { tags: [] })).toBe(false);
    expect(hasActiveFilter(FILTERS, { tags: ['RGE'] })).toBe(true);
    expect(hasActiveFilter(FILTERS, { publishedTo: '2020-01-31' })).toBe(true);
    expect(hasActiveFilter(FILTERS, { ownerId: 'u-1' })).toBe(true);
    expect(hasActiveFilter(FILTERS, { sort: 'rid,asc' })).toBe(false);
    renderBar({ page: 1, size: 20 });
    expect((screen.getByRole('button', { name: 'Réinitialiser' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
