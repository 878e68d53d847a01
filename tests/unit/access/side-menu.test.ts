import { describe, expect, it } from 'vitest';
import { BOTTOM_LINKS, canSeeMessaging, decide, MESSAGING_LINK, menuFor } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';

const EVERYONE = ['Clients', 'Projets', 'Signalements', 'Matches', 'Communications', 'Finance'];

const SPEC_SECTIONS_BY_ROLE: Record<Role, string[]> = {
  SUPPORT: [...EVERYONE, 'Utilisateurs', 'Exports', 'Rapports'],
  MANAGER_CA: EVERYONE,
  MANAGER_CC: EVERYONE,
  MANAGER_BD_CCO: [...EVERYONE, 'Rapports'],
  FINANCE: [...EVERYONE, 'Exports'],
  BD: EVERYONE,
  CCO: EVERYONE,
  CA: EVERYONE,
  CC: EVERYONE,
};

// Every role starts bulk work from some list and finds its jobs in the last section.
const SECTIONS_BY_ROLE = Object.fromEntries(
  Object.entries(SPEC_SECTIONS_BY_ROLE).map(([role, sections]) => [role, [...sections, 'Travaux']]),
) as Record<Role, string[]>;

const ROLES = Object.keys(SECTIONS_BY_ROLE) as Role[];

describe('side menu', () => {
  it('shows SUPPORT every section and link, in the order of the specification', () => {
    expect(
      menuFor(['SUPPORT']).map(({ label, links }) => [label, links.map(({ label, href }) => [label, href])]),
    ).toEqual([
      ['Clients', [['Liste des clients', '/clients']]],
      ['Projets', [['Liste des projets', '/projets']]],
      ['Signalements', [['Liste des signalements', '/signalements']]],
      ['Matches', [['Liste des matches', '/matches']]],
      ['Communications', [['Liste des communications', '/communications']]],
      [
        'Finance',
        [
          ['Factures', '/factures'],
          ['À approuver', '/a-approuver'],
        ],
      ],
      [
        'Utilisateurs',
        [
          ['Liste des utilisateurs', '/utilisateurs'],
          ['Créer un utilisateur', '/creation-utilisateur'],
          ['Journal des actions', '/journal'],
        ],
      ],
      ['Exports', [['Exporter des données', '/exports']]],
      ['Rapports', [['Rapport des ventes', '/rapport-ventes-standalone']]],
      ['Travaux', [['Travaux', '/travaux']]],
    ]);
  });

  it.each(ROLES)('shows %s only the sections it may open', (role) => {
    expect(menuFor([role]).map((section) => section.label)).toEqual(SECTIONS_BY_ROLE[role]);
  });

  it.each(ROLES)('only links %s to pages the guard lets it open', (role) => {
    for (const link of menuFor([role]).flatMap((section) => section.links)) {
      expect(decide({ pathname: link.href, roles: [role], authenticated: true })).toEqual({ kind: 'allow' });
    }
  });

  it('hides FINANCE the user and report sections but shows exports', () => {
    const labels = menuFor(['FINANCE']).map((section) => section.label);
    expect(labels).toContain('Exports');
    expect(labels).not.toContain('Utilisateurs');
    expect(labels).not.toContain('Rapports');
  });

  it('adds up the sections of several roles', () => {
    expect(menuFor(['FINANCE', 'MANAGER_BD_CCO']).map((section) => section.label)).toEqual([
      ...EVERYONE,
      'Exports',
      'Rapports',
      'Travaux',
    ]);
  });

  it('is empty for a visitor', () => {
    expect(menuFor([])).toEqual([]);
  });

  it('ends with the account and logout links', () => {
    expect(BOTTOM_LINKS.map(({ label, href }) => [label, href])).toEqual([
      ['Mon compte', '/compte'],
      ['Déconnexion', '/deconnexion'],
    ]);
  });
});

describe('messaging link', () => {
  const EXPECTED: Record<Role, boolean> = {
    SUPPORT: true,
    MANAGER_CA: true,
    CA: true,
    MANAGER_CC: true,
    CC: true,
    MANAGER_BD_CCO: false,
    FINANCE: false,
    BD: false,
    CCO: false,
  };

  it.each(ROLES)('for %s', (role) => {
    expect(canSeeMessaging([role])).toBe(EXPECTED[role]);
  });

  it('is hidden from a visitor and shown to a mixed BD and CC user', () => {
    expect(canSeeMessaging([])).toBe(false);
    expect(canSeeMessaging(['BD', 'CC'])).toBe(true);
  });

  it('reads "Ma messagerie" and opens the messaging page', () => {
    expect(MESSAGING_LINK).toMatchObject({ label: 'Ma messagerie', href: '/messagerie' });
  });
});
