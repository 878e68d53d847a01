import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@/lib/domain/roles';
import { SEARCH_TERM_MESSAGES } from '@/lib/domain/rules/search-term';
import { paletteEntries, type PaletteEntry } from '@/lib/palette/entries';
import { menuViewsOf } from '@/lib/views/menu';

const SUPPORT: Role[] = ['SUPPORT'];
const CA: Role[] = ['CA'];
const FINANCE: Role[] = ['FINANCE'];

const labels = (entries: readonly PaletteEntry[]) => entries.map((entry) => entry.label);
const byLabel = (entries: readonly PaletteEntry[], label: string) =>
  entries.find((entry) => entry.label === label);

describe('paletteEntries: identifiers', () => {
  it('a user RID opens the user first, then the lists it filters, then the global search', () => {
    const entries = paletteEntries('u12ab', SUPPORT);
    expect(entries[0]).toMatchObject({
      kind: 'lookup',
      label: "Ouvrir l'utilisateur U12AB",
      value: 'U12AB',
      hitTypes: ['user', 'credentials'],
      group: 'open',
    });
    expect(byLabel(entries, 'Projets du client U12AB')).toMatchObject({ href: '/projets?owner=U12AB' });
    expect(byLabel(entries, 'Clients correspondant à U12AB')).toMatchObject({ href: '/clients?q=U12AB' });
    expect(entries.at(-1)).toMatchObject({ kind: 'lookup', label: 'Rechercher « U12AB »', hitTypes: null });
  });

  it('a project RID opens the project and its issues', () => {
    const entries = paletteEntries('P12AB', CA);
    expect(entries[0]).toMatchObject({ label: 'Ouvrir le projet P12AB', hitTypes: ['project'] });
    expect(byLabel(entries, 'Signalements du projet P12AB')).toMatchObject({
      href: '/signalements?project=P12AB',
    });
    expect(byLabel(entries, 'Projets correspondant à P12AB')).toMatchObject({ href: '/projets?q=P12AB' });
  });

  it('an SGID filters the staff list, for SUPPORT only', () => {
    expect(
      byLabel(paletteEntries('A1234567', SUPPORT), 'Membre du personnel de SGID A1234567'),
    ).toMatchObject({
      href: '/utilisateurs?q=A1234567',
    });
    expect(labels(paletteEntries('A1234567', CA))).toEqual(['Rechercher « A1234567 »']);
  });

  it('a SIRET filters the users list by its digits', () => {
    expect(paletteEntries('732 829 320 00074', CA)[0]).toMatchObject({
      label: 'Professionnel de SIRET 732 829 320 00074',
      href: '/clients?q=73282932000074',
    });
  });

  it('an e-mail opens its user, filters the lists and the communications sent to it', () => {
    const entries = paletteEntries('jean@example.fr', SUPPORT);
    expect(entries[0]).toMatchObject({
      label: "Ouvrir l'utilisateur jean@example.fr",
      value: 'jean@example.fr',
    });
    expect(byLabel(entries, 'Communications envoyées à jean@example.fr')).toMatchObject({
      href: '/communications?recipient=jean%40example.fr',
    });
    expect(byLabel(entries, 'Personnel correspondant à jean@example.fr')).toBeDefined();
    expect(
      byLabel(paletteEntries('jean@example.fr', CA), 'Personnel correspondant à jean@example.fr'),
    ).toBeUndefined();
  });

  it('a phone number looks up its national form', () => {
    const entries = paletteEntries('+33 6 12 34 56 78', CA);
    expect(entries[0]).toMatchObject({
      label: "Ouvrir l'utilisateur du 06 12 34 56 78",
      value: '0612345678',
    });
    expect(byLabel(entries, 'Clients correspondant au 06 12 34 56 78')).toMatchObject({
      href: '/clients?q=0612345678',
    });
  });

  it('a UUID opens whatever the global search finds for it', () => {
    const id = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    expect(paletteEntries(id, CA)[0]).toMatchObject({
      kind: 'lookup',
      label: `Ouvrir l'élément d'identifiant ${id}`,
      value: id,
      hitTypes: null,
    });
  });

  it('free text is searched first, then filters the lists', () => {
    expect(labels(paletteEntries('  Dupont ', CA))).toEqual([
      'Rechercher « Dupont »',
      'Clients correspondant à « Dupont »',
      'Projets correspondant à « Dupont »',
    ]);
  });
});

describe('paletteEntries: live suggestions', () => {
  const suggestions = [
    {
      key: 'user:u1',
      href: '/clients/u1',
      label: 'Noémie Noël (CQ0HU)',
      kind: 'Particulier',
      detail: 'noemie.noel@example.fr · 06 38 33 46 59',
    },
    { key: 'project:p1', href: '/projets/p1', label: 'PAB12 – Cuisine', kind: 'Projet', detail: null },
  ];

  it('come right after the search entry, so that arriving they never move what Enter runs', () => {
    const text = paletteEntries('noemie', CA, suggestions);
    expect(labels(text)).toEqual([
      'Rechercher « noemie »',
      'Noémie Noël (CQ0HU)',
      'PAB12 – Cuisine',
      'Clients correspondant à « noemie »',
      'Projets correspondant à « noemie »',
    ]);
    expect(text[1]).toMatchObject({
      kind: 'link',
      group: 'suggestions',
      href: '/clients/u1',
      detail: 'Particulier · noemie.noel@example.fr · 06 38 33 46 59',
    });
    expect(text[2]).toMatchObject({ detail: 'Projet' });

    const phone = paletteEntries('06 38 33 46 59', CA, suggestions);
    expect(phone[0]).toMatchObject({ kind: 'lookup', label: "Ouvrir l'utilisateur du 06 38 33 46 59" });
    const search = phone.findIndex((entry) => entry.group === 'search');
    expect(phone[search + 1]).toMatchObject({ group: 'suggestions', href: '/clients/u1' });
  });

  it('are not listed for an empty input', () => {
    expect(paletteEntries('', CA, suggestions).some((entry) => entry.group === 'suggestions')).toBe(false);
  });
});

describe('paletteEntries refuses nothing', () => {
  const inputs = [
    'U12AB',
    'P12AB',
    'A1234567',
    '73282932000074',
    'a@b.fr',
    '0612345678',
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    'Dupont',
    'x',
    'zz',
    '%%%%%',
    '<img src=x onerror=alert(1)>',
    'a'.repeat(500),
    'Créer',
  ];
  it.each(inputs)('%j gets the global search, for every role', (input) => {
    for (const role of ROLES) {
      const search = paletteEntries(input, [role]).filter((entry) => entry.group === 'search');
      expect(search).toEqual([
        expect.objectContaining({
          kind: 'lookup',
          value: input.trim(),
          hitTypes: null,
          label: `Rechercher « ${input.trim()} »`,
        }),
      ]);
    }
  });

  it('keeps a search term too short for the gateway listed, with the SPEC §5 message', () => {
    expect(paletteEntries('abc', CA).find((entry) => entry.group === 'search')).toMatchObject({
      disabledReason: SEARCH_TERM_MESSAGES.invalid,
    });
    expect(
      paletteEntries('abcde', CA).find((entry) => entry.group === 'search')?.disabledReason,
    ).toBeUndefined();
  });

  it('gives every entry of a list its own id', () => {
    for (const input of ['', ...inputs]) {
      const ids = paletteEntries(input, ['SUPPORT']).map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('paletteEntries: screens and actions', () => {
  it('lists, with an empty input, the screens and actions SUPPORT may open', () => {
    const entries = paletteEntries('', SUPPORT);
    expect(entries.every((entry) => entry.kind === 'link' && entry.group === 'screens')).toBe(true);
    expect(labels(entries)).toEqual(
      expect.arrayContaining([
        'Liste des clients',
        'Créer un utilisateur',
        'Exporter des données',
        'Exporter les factures',
        "Exporter les factures d'assurance",
        'Re-synchroniser en masse',
        'Ma messagerie',
        'Mon compte',
        'Déconnexion',
      ]),
    );
    expect(byLabel(entries, 'Créer un utilisateur')).toMatchObject({ href: '/creation-utilisateur' });
    expect(byLabel(entries, 'Exporter les factures')).toMatchObject({ href: '/exports?report=INVOICES' });
  });

  it('offers only what each role may open', () => {
    const ca = labels(paletteEntries('', CA));
    expect(ca).not.toContain('Créer un utilisateur');
    expect(ca).not.toContain('Exporter les factures');
    expect(ca).toContain('Ma messagerie');

    const finance = labels(paletteEntries('', FINANCE));
    expect(finance).toContain('Exporter les factures');
    expect(finance).not.toContain('Re-synchroniser en masse');
    expect(finance).not.toContain('Ma messagerie');
    expect(finance).not.toContain('Créer un utilisateur');
  });

  it('filters the screens by every typed word, accents and case aside, before the search', () => {
    expect(labels(paletteEntries('creer util', SUPPORT)).slice(0, 2)).toEqual([
      'Créer un utilisateur',
      'Rechercher « creer util »',
    ]);
    expect(labels(paletteEntries('EXPORT factures', FINANCE))).toEqual([
      'Exporter les factures',
      "Exporter les factures d'assurance",
      'Rechercher « EXPORT factures »',
      'Clients correspondant à « EXPORT factures »',
      'Projets correspondant à « EXPORT factures »',
    ]);
    expect(labels(paletteEntries('créer', CA))).not.toContain('Créer un utilisateur');
  });
});

describe('paletteEntries: saved views', () => {
  const views = menuViewsOf([
    {
      id: 'v1',
      list: 'invoices',
      name: 'Factures en attente depuis plus de 30 jours',
      query: 'status=PENDING',
      ownerId: null,
      ownerName: 'Back-office',
      sharedRoles: ['FINANCE'],
      queue: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ]);

  it('lists the views after the screens, matched by their name or their list, each a link to its list', () => {
    const all = paletteEntries('', FINANCE, [], views);
    expect(all.at(-1)).toMatchObject({
      kind: 'link',
      group: 'views',
      label: 'Factures en attente depuis plus de 30 jours',
      href: '/factures?status=PENDING',
    });
    expect(labels(paletteEntries('attente', FINANCE, [], views))).toContain(
      'Factures en attente depuis plus de 30 jours',
    );
    expect(labels(paletteEntries('vue factures', FINANCE, [], views))).toContain(
      'Factures en attente depuis plus de 30 jours',
    );
    expect(labels(paletteEntries('projets', FINANCE, [], views))).not.toContain(
      'Factures en attente depuis plus de 30 jours',
    );
  });
});
