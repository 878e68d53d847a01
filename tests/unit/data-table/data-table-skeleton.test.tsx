// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';

afterEach(cleanup);

const CLIENTS = {
  title: 'Clients',
  subtitle: 'Particuliers et professionnels inscrits.',
  caption: 'Liste des clients',
  headers: ['RID', 'Nom', 'Statut'],
};

describe('a list page while it loads', () => {
  it('shows its heading and the list’s headers, says it is loading, and hides the placeholder rows', () => {
    render(<DataTableSkeleton {...CLIENTS} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    const table = screen.getByRole('table', { name: 'Liste des clients' });
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['RID', 'Nom', 'Statut']);
    // Only the header row is left to assistive technologies; the ten placeholder rows are hidden.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.querySelectorAll('tbody > tr[aria-hidden="true"]')).toHaveLength(10);
  });

  it('draws only its heading and a loading line into the server’s HTML', () => {
    const html = renderToString(<DataTableSkeleton {...CLIENTS} />);
    expect(html).toContain('>Clients</h1>');
    expect(html).toMatch(/role="status"[^>]*>.*Chargement…/);
    expect(html).not.toContain('<table');
  });
});
