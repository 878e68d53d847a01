// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordHeader } from '@/components/record/record-header';
import { activeTab, RecordTabs, tabHref } from '@/components/record/record-tabs';
import { renderToString } from 'react-dom/server';
import { RecordSkeleton } from '@/components/record/record-skeleton';
import { RecordLink, RelatedLinks } from '@/components/record/related-links';
import { NO_PATH } from '@/lib/access';
import { LOADING_LABEL } from '@/components/ui/spinner';
import { UserLink, userLabel } from '@/app/(backoffice)/_components/user-link';
import { selectedTree } from '@/app/(backoffice)/(records)/clients/[id]/_components/works-tab';
import type { WorkType } from '@/lib/domain/schemas';

afterEach(cleanup);

const TABS = [
  { key: 'identite', label: 'Identité' },
  { key: 'prestations', label: 'Prestations' },
] as const;

describe('record page pieces', () => {
  it('shows the title, the status and only the identifiers that have a value', () => {
    render(
      <RecordHeader
        title="Adrien Mathieu"
        status={<span>Activé</span>}
        identifiers={[
          { label: 'RID', value: 'C2PGF' },
          { label: 'SIRET', value: null },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Adrien Mathieu');
    expect(screen.getByText('C2PGF')).toBeTruthy();
    expect(screen.queryByText(/SIRET/)).toBeNull();
    expect(screen.getByText('Activé')).toBeTruthy();
  });

  it('reads the active tab from the URL and falls back to the first one', () => {
    expect(activeTab(TABS, 'prestations')).toBe('prestations');
    expect(activeTab(TABS, ['prestations', 'identite'])).toBe('prestations');
    expect(activeTab(TABS, 'inconnu')).toBe('identite');
    expect(activeTab(TABS, undefined)).toBe('identite');
    expect(tabHref('/clients/u1', 'prestations')).toBe('/clients/u1?tab=prestations');
  });

  it('links each tab to the record path with only ?tab=, the active one marked', () => {
    render(<RecordTabs tabs={TABS} current="prestations" basePath="/clients/u1" />);
    const nav = screen.getByRole('navigation', { name: 'Sections de la fiche' });
    const works = screen.getByRole('link', { name: 'Prestations' });
    expect(nav.contains(works)).toBe(true);
    expect(works.getAttribute('href')).toBe('/clients/u1?tab=prestations');
    expect(works.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Identité' }).getAttribute('aria-current')).toBeNull();
  });

  it('draws a record without its id as its name, unlinked, and leaves it out of the related links', () => {
    render(
      <>
        <RecordLink href={NO_PATH}>Projet sans identifiant</RecordLink>
        <RelatedLinks
          links={[
            { href: NO_PATH, label: 'Voir son projet' },
            { href: '/projets?ownerId=u1', label: 'Voir ses projets' },
          ]}
        />
        <RelatedLinks label="Vide" links={[{ href: NO_PATH, label: 'Voir son devis' }]} />
      </>,
    );
    expect(screen.getByText('Projet sans identifiant').closest('a')).toBeNull();
    expect(screen.queryByText('Voir son projet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir ses projets' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Vide' })).toBeNull();
  });

  it('opens external related links in a new tab without handing it this window', () => {
    render(
      <RelatedLinks
        links={[
          { href: '/projets?ownerId=u1', label: 'Voir ses projets' },
          { href: 'http://front.example/public/profil/u1', label: 'Voir le profil public', external: true },
        ]}
      />,
    );
    const internal = screen.getByRole('link', { name: 'Voir ses projets' });
    expect(internal.getAttribute('href')).toBe('/projets?ownerId=u1');
    expect(internal.getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: /Voir le profil public/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("keeps only the families and types of the professional's works", () => {
    const leaf = (id: string): WorkType => ({
      id,
      sku: id,
      label: id,
      insured: false,
      initial: false,
      children: [],
    });
    const tree: WorkType[] = [
      { ...leaf('plb'), children: [leaf('plb-wc'), leaf('plb-sdb')] },
      { ...leaf('ele'), children: [leaf('ele-tab')] },
    ];
    const kept = selectedTree(tree, new Set(['plb-sdb']));
    expect(kept.map((family) => family.id)).toEqual(['plb']);
    expect(kept[0].children.map((type) => type.id)).toEqual(['plb-sdb']);
  });

  it('names a person "Prénom Nom (RID)" and links them to their user view', () => {
    const owner = {
      id: 'u 1',
      rid: 'UAEKV',
      firstName: 'Olivier',
      lastName: 'Vincent',
      type: 'PARTICULAR' as const,
    };
    expect(userLabel({ ...owner, firstName: '', lastName: '' })).toBe('UAEKV');
    render(<UserLink user={owner} />);
    const link = screen.getByRole('link', { name: 'Olivier Vincent (UAEKV)' });
    expect(link.getAttribute('href')).toBe('/clients/u%201');
    cleanup();
    const { container } = render(<UserLink user={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('draws a loading record as a busy region that says it is loading', () => {
    const { container } = render(<RecordSkeleton tabs={3} />);
    expect(screen.getByRole('status').textContent).toBe(LOADING_LABEL);
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
  });

  it('says only that it loads in the server’s HTML, which the record follows within moments', () => {
    const html = renderToString(<RecordSkeleton tabs={3} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(`role="status"`);
    expect(html).toContain(LOADING_LABEL);
    expect(html).not.toContain('skeleton');
  });
});
