import { describe, expect, it } from 'vitest';
import { canAccess, decide, ROUTE_LIST, type AccessDecision } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';

// Written from SPEC §2 and §6 by hand, independently of lib/access.ts: the implementation must agree.
const ALL: readonly Role[] = [
  'SUPPORT',
  'MANAGER_CA',
  'MANAGER_CC',
  'MANAGER_BD_CCO',
  'FINANCE',
  'BD',
  'CCO',
  'CA',
  'CC',
];
type Expected = 'public' | readonly Role[];

const EXPECTED: ReadonlyArray<{ pattern: string; sample: string; allowed: Expected }> = [
  { pattern: '/connexion', sample: '/connexion', allowed: 'public' },
  { pattern: '/deconnexion', sample: '/deconnexion', allowed: ALL },
  { pattern: '/creation-mot-de-passe/:token', sample: '/creation-mot-de-passe/tok-123', allowed: 'public' },
  { pattern: '/reinitialisation-mot-de-passe', sample: '/reinitialisation-mot-de-passe', allowed: 'public' },
  {
    pattern: '/reinitialisation-mot-de-passe/:token',
    sample: '/reinitialisation-mot-de-passe/tok-456',
    allowed: 'public',
  },
  { pattern: '/', sample: '/', allowed: ALL },
  { pattern: '/compte', sample: '/compte', allowed: ALL },
  {
    pattern: '/messagerie',
    sample: '/messagerie',
    allowed: ['SUPPORT', 'MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'],
  },
  { pattern: '/clients', sample: '/clients', allowed: ALL },
  { pattern: '/clients/:id', sample: '/clients/u-42', allowed: ALL },
  {
    pattern: '/clients/:id/modifier-prestations',
    sample: '/clients/u-42/modifier-prestations',
    allowed: ['SUPPORT', 'MANAGER_BD_CCO', 'BD', 'CCO'],
  },
  { pattern: '/matches', sample: '/matches', allowed: ALL },
  { pattern: '/matches/:id', sample: '/matches/p-1_u-2', allowed: ALL },
  { pattern: '/projets', sample: '/projets', allowed: ALL },
  { pattern: '/projets/:id', sample: '/projets/p-1', allowed: ALL },
  { pattern: '/documents/:id', sample: '/documents/d-7', allowed: ALL },
  { pattern: '/documents/:id/view', sample: '/documents/d-7/view', allowed: ALL },
  { pattern: '/mises-en-relation/:id', sample: '/mises-en-relation/r-3', allowed: ALL },
  { pattern: '/discussions/:id', sample: '/discussions/disc-9', allowed: ALL },
  {
    pattern: '/deep-link/find-discussion/:projectId/:memberId',
    sample: '/deep-link/find-discussion/p-1/u-2',
    allowed: ALL,
  },
  // SPEC §2 leaves it outside the table; ours makes it a SUPPORT page that opens no session (docs/decisions.md).
  { pattern: '/deep-link/log-on-behalf', sample: '/deep-link/log-on-behalf', allowed: ['SUPPORT'] },
  { pattern: '/devis/:id', sample: '/devis/q-5', allowed: ALL },
  { pattern: '/factures-pro/:id', sample: '/factures-pro/pi-8', allowed: ALL },
  { pattern: '/pv-de-fin-de-chantier/:id', sample: '/pv-de-fin-de-chantier/wa-1', allowed: ALL },
  { pattern: '/avis/:id', sample: '/avis/f-2', allowed: ALL },
  { pattern: '/signalements', sample: '/signalements', allowed: ALL },
  { pattern: '/signalements/:id', sample: '/signalements/i-4', allowed: ALL },
  { pattern: '/factures', sample: '/factures', allowed: ALL },
  { pattern: '/factures/:id', sample: '/factures/inv-6', allowed: ALL },
  // Four eyes: each role sees there the requests it may decide (lib/approvals/rules.ts).
  { pattern: '/a-approuver', sample: '/a-approuver', allowed: ALL },
  { pattern: '/utilisateurs', sample: '/utilisateurs', allowed: ['SUPPORT'] },
  { pattern: '/utilisateurs/:id', sample: '/utilisateurs/c-1', allowed: ['SUPPORT'] },
  { pattern: '/creation-utilisateur', sample: '/creation-utilisateur', allowed: ['SUPPORT'] },
  // The staff journal.
  { pattern: '/journal', sample: '/journal', allowed: ['SUPPORT'] },
  { pattern: '/exports', sample: '/exports', allowed: ['SUPPORT', 'FINANCE'] },
  {
    pattern: '/rapport-ventes-standalone',
    sample: '/rapport-ventes-standalone',
    allowed: ['SUPPORT', 'MANAGER_BD_CCO'],
  },
  // A queue opens to every role the role table knows; the view it is says who of them (lib/queues/rules.ts).
  { pattern: '/files/:id', sample: '/files/00000000-0000-4000-8000-000000000001', allowed: ALL },
  { pattern: '/communications', sample: '/communications', allowed: ALL },
  // Bulk work: every role starts some from a list; the page shows a job to its author and SUPPORT.
  { pattern: '/travaux', sample: '/travaux', allowed: ALL },
  { pattern: '/travaux/:id', sample: '/travaux/00000000-0000-4000-8000-000000000002', allowed: ALL },
];

const HOME: AccessDecision = { kind: 'redirect', to: '/' };
const ALLOW: AccessDecision = { kind: 'allow' };

function expectedLogin(sample: string): AccessDecision {
  // Home and logout are not worth coming back to after signing in.
  if (sample === '/' || sample === '/deconnexion') return { kind: 'redirect', to: '/connexion' };
  return { kind: 'redirect', to: `/connexion?redirect=${encodeURIComponent(sample)}` };
}

function expectedFor(allowed: Expected, role: Role | null, sample: string): AccessDecision {
  if (allowed === 'public') return role === null ? ALLOW : HOME;
  if (role === null) return expectedLogin(sample);
  return allowed.includes(role) ? ALLOW : HOME;
}

describe('the route table', () => {
  it('holds exactly the routes of SPEC §2', () => {
    expect(ROUTE_LIST.map((route) => route.pattern).sort()).toEqual(
      EXPECTED.map((row) => row.pattern).sort(),
    );
  });

  it('gives every route a French title', () => {
    for (const route of ROUTE_LIST) expect(route.title.trim()).not.toBe('');
  });
});

const CASES = EXPECTED.flatMap(({ sample, allowed }) =>
  [...ALL, null].map((role) => ({ sample, role, expected: expectedFor(allowed, role, sample) })),
);

describe('the access guard, per role and route', () => {
  it.each(CASES)('$sample as $role', ({ sample, role, expected }) => {
    const roles = role === null ? [] : [role];
    expect(decide({ pathname: sample, roles, authenticated: role !== null })).toEqual(expected);
    expect(canAccess(roles, sample)).toBe(expected.kind === 'allow');
  });
});

describe('the access guard, beyond single roles', () => {
  it('lets a user with several roles in through any of them', () => {
    const roles: Role[] = ['CA', 'FINANCE'];
    expect(decide({ pathname: '/exports', roles, authenticated: true })).toEqual(ALLOW);
    expect(decide({ pathname: '/messagerie', roles, authenticated: true })).toEqual(ALLOW);
    expect(decide({ pathname: '/utilisateurs', roles, authenticated: true })).toEqual(HOME);
    expect(decide({ pathname: '/rapport-ventes-standalone', roles, authenticated: true })).toEqual(HOME);
  });

  it('treats an authenticated user without a role as a visitor', () => {
    expect(decide({ pathname: '/clients', roles: [], authenticated: true })).toEqual(
      expectedLogin('/clients'),
    );
    expect(decide({ pathname: '/connexion', roles: [], authenticated: true })).toEqual(ALLOW);
  });

  it('ignores roles that the session does not back', () => {
    expect(decide({ pathname: '/clients', roles: ['SUPPORT'], authenticated: false })).toEqual(
      expectedLogin('/clients'),
    );
    expect(decide({ pathname: '/connexion', roles: ['SUPPORT'], authenticated: false })).toEqual(ALLOW);
  });

  it('does not count an unknown role string as signed in', () => {
    const roles = ['ADMIN'] as unknown as Role[];
    expect(decide({ pathname: '/clients', roles, authenticated: true })).toEqual(expectedLogin('/clients'));
    expect(canAccess(roles, '/connexion')).toBe(true);
  });

  it('sends a visitor to login with the wanted path and its query', () => {
    expect(
      decide({ pathname: '/clients/abc', search: '?tab=prestations', roles: [], authenticated: false }),
    ).toEqual({ kind: 'redirect', to: '/connexion?redirect=%2Fclients%2Fabc%3Ftab%3Dprestations' });
    expect(decide({ pathname: '/projets', search: 'page=2', roles: [], authenticated: false })).toEqual({
      kind: 'redirect',
      to: '/connexion?redirect=%2Fprojets%3Fpage%3D2',
    });
    expect(decide({ pathname: '/projets', search: '?', roles: [], authenticated: false })).toEqual({
      kind: 'redirect',
      to: '/connexion?redirect=%2Fprojets',
    });
  });

  it('brings the visitor back to the same page once signed in', () => {
    const decision = decide({
      pathname: '/projets',
      search: '?page=2&sort=publicationDate,desc',
      roles: [],
      authenticated: false,
    });
    if (decision.kind !== 'redirect') throw new Error('expected a redirect');
    const login = new URL(decision.to, 'http://localhost');
    expect(login.pathname).toBe('/connexion');
    expect(login.searchParams.get('redirect')).toBe('/projets?page=2&sort=publicationDate,desc');
  });

  it('leaves a path with percent escapes out of the login URL rather than risk a re-decoding', () => {
    expect(decide({ pathname: '/clients/a%20b', roles: [], authenticated: false })).toEqual({
      kind: 'redirect',
      to: '/connexion',
    });
  });
});
