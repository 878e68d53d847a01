// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkTabs, resolveTab } from '@/components/ui/tabs';

afterEach(cleanup);

const tabs = [
  { key: 'informations', label: 'Informations' },
  { key: 'prestations', label: 'Prestations' },
  { key: 'documents', label: 'Documents', count: 3 },
];

function activeTabs() {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('LinkTabs', () => {
  it('marks the tab named by the search param as the current one', () => {
    render(
      <LinkTabs tabs={tabs} current="prestations" label="Sections de la fiche" basePath="/clients/42" />,
    );
    expect(activeTabs()).toEqual(['Prestations']);
  });

  it('links every tab to its ?tab= URL', () => {
    render(
      <LinkTabs tabs={tabs} current="prestations" label="Sections de la fiche" basePath="/clients/42" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Sections de la fiche' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/clients/42?tab=informations',
      '/clients/42?tab=prestations',
      '/clients/42?tab=documents',
    ]);
  });

  it('falls back to the first tab when the param is missing or unknown', () => {
    render(<LinkTabs tabs={tabs} current={undefined} label="Sections" />);
    expect(activeTabs()).toEqual(['Informations']);
    cleanup();
    render(<LinkTabs tabs={tabs} current="inconnu" label="Sections" />);
    expect(activeTabs()).toEqual(['Informations']);
  });

  it('resolveTab gives pages the same answer, including for repeated params', () => {
    expect(resolveTab(tabs, ['documents', 'prestations'])).toBe('documents');
    expect(resolveTab(tabs, 'inconnu')).toBe('informations');
  });
});
