import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { matchRoute, ROUTE_LIST } from '../../lib/access';
import { ROLES, type Role } from '../../lib/domain/roles';
import { restoreSession } from './support/signed-in';

/*
 * SPEC §6 against the running app: every role and the visitor on every route of SPEC §2. The
 * expectations are written here from SPEC §6, not read from lib/access, so a mistake in the role
 * table shows up. The proxy's decision is read from the first answer (no redirect followed), which
 * is fast; a few real navigations check that the browser ends where that answer points.
 */

type Access = 'public' | 'all' | readonly Role[];

const ALL_NINE = 'all' as const;
const WORK_TYPES_EDITORS: readonly Role[] = ['SUPPORT', 'MANAGER_BD_CCO', 'BD', 'CCO'];
const SUPPORT_ONLY: readonly Role[] = ['SUPPORT'];
const MESSAGING_USERS: readonly Role[] = ['SUPPORT', 'MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'];
const EXPORTERS: readonly Role[] = ['SUPPORT', 'FINANCE'];
const SALES_REPORT_READERS: readonly Role[] = ['SUPPORT', 'MANAGER_BD_CCO'];

// Ids no seed holds: the guard decides before any read, and an allowed page may render its 404.
const ID = 'e2e-matrix-404';
const TOKEN = 'jeton-matrice-inconnu';

/** One sample path per route of SPEC §2, with who may open it (SPEC §6). Logout is checked apart. */
const MATRIX: readonly { path: string; access: Access }[] = [
  { path: '/connexion', access: 'public' },
  { path: `/creation-mot-de-passe/${TOKEN}`, access: 'public' },
  { path: '/reinitialisation-mot-de-passe', access: 'public' },
  { path: `/reinitialisation-mot-de-passe/${TOKEN}`, access: 'public' },
  { path: '/', access: ALL_NINE },
  { path: '/compte', access: ALL_NINE },
  { path: '/messagerie', access: MESSAGING_USERS },
  { path: '/clients', access: ALL_NINE },
  { path: `/clients/${ID}`, access: ALL_NINE },
  { path: `/clients/${ID}/modifier-prestations`, access: WORK_TYPES_EDITORS },
  { path: '/matches', access: ALL_NINE },
  { path: `/matches/${ID}`, access: ALL_NINE },
  { path: '/projets', access: ALL_NINE },
  { path: `/projets/${ID}`, access: ALL_NINE },
  { path: `/documents/${ID}`, access: ALL_NINE },
  { path: `/documents/${ID}/view`, access: ALL_NINE },
  { path: `/mises-en-relation/${ID}`, access: ALL_NINE },
  { path: `/discussions/${ID}`, access: ALL_NINE },
  { path: `/deep-link/find-discussion/${ID}/${ID}-membre`, access: ALL_NINE },
  { path: '/deep-link/log-on-behalf', access: SUPPORT_ONLY },
  { path: `/devis/${ID}`, access: ALL_NINE },
  { path: `/factures-pro/${ID}`, access: ALL_NINE },
  { path: `/pv-de-fin-de-chantier/${ID}`, access: ALL_NINE },
  { path: `/avis/${ID}`, access: ALL_NINE },
  { path: '/signalements', access: ALL_NINE },
  { path: `/signalements/${ID}`, access: ALL_NINE },
  { path: '/factures', access: ALL_NINE },
  { path: `/factures/${ID}`, access: ALL_NINE },
  { path: '/a-approuver', access: ALL_NINE },
  { path: '/travaux', access: ALL_NINE },
  // Someone else's job answers "not found" on its own page, after the guard.
  { path: `/travaux/${ID}`, access: ALL_NINE },
  { path: '/utilisateurs', access: SUPPORT_ONLY },
  { path: `/utilisateurs/${ID}`, access: SUPPORT_ONLY },
  { path: '/creation-utilisateur', access: SUPPORT_ONLY },
  { path: '/journal', access: SUPPORT_ONLY },
  { path: '/exports', access: EXPORTERS },
  { path: '/rapport-ventes-standalone', access: SALES_REPORT_READERS },
  { path: '/communications', access: ALL_NINE },
  // A queue shared with no role of the visitor's answers "not found" on its own page, after the guard.
  { path: `/files/${ID}`, access: ALL_NINE },
];
const LOGOUT = '/deconnexion';

/** Where a request must end, as SPEC §6 says: 'stay' when the page itself answers. */
function expectedTarget(path: string, access: Access, role: Role | null): string | 'stay' {
  if (access === 'public') return role ? '/' : 'stay';
  if (!role) return path === '/' ? '/connexion' : `/connexion?redirect=${encodeURIComponent(path)}`;
  return access === 'all' || access.includes(role) ? 'stay' : '/';
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * The first answer to `path`: 'stay' if it is the page itself, else `status:path?query` of the redirect
 * (a full URL when it leaves the app's origin).
 */
async function firstAnswer(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 }).catch((error: unknown) => {
    // A kept-alive socket the server closed at the same moment: a GET can safely be sent again.
    if (error instanceof Error && error.message.includes('ECONNRESET')) {
      return request.get(path, { maxRedirects: 0 });
    }
    throw error;
  });
  const status = response.status();
  if (!isRedirect(status)) return 'stay';
  const base = new URL(response.url());
  const location = response.headers()['location'] ?? '';
  const target = new URL(location, base);
  return target.origin === base.origin
    ? `${status}:${target.pathname}${target.search}`
    : `${status}:${location}`;
}

/**
 * Runs the whole column of one role (null: the visitor), a few requests at a time; returns the cells
 * that differ from SPEC §6.
 */
async function checkColumn(request: APIRequestContext, role: Role | null): Promise<string[]> {
  const mismatches: string[] = [];
  const queue = [...MATRIX];
  const worker = async () => {
    for (let cell = queue.shift(); cell; cell = queue.shift()) {
      const { path, access } = cell;
      const expected = expectedTarget(path, access, role);
      const actual = await firstAnswer(request, path);
      const ok =
        expected === 'stay' ? actual === 'stay' : /^30[37]:/.test(actual) && actual.slice(4) === expected;
      if (!ok) mismatches.push(`${role ?? 'anonymous'} ${path}: expected ${expected}, got ${actual}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return mismatches.sort();
}

async function landsOn(page: Page, path: string, expected: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname + url.search === expected);
}

test.describe.configure({ timeout: 180_000 });

test('the sample paths cover every route of SPEC §2 exactly once', () => {
  const covered = [...MATRIX.map((cell) => cell.path), LOGOUT].map((path) => matchRoute(path)?.route.id);
  expect(covered).not.toContain(undefined);
  expect(new Set(covered).size).toBe(covered.length);
  expect([...covered].sort()).toEqual(ROUTE_LIST.map((route) => route.id).sort());
  test.info().annotations.push({
    type: 'matrix',
    description: `${ROUTE_LIST.length} routes × (${ROLES.length} roles + anonymous) = ${ROUTE_LIST.length * (ROLES.length + 1)} cells`,
  });
  console.log(
    `access matrix: ${ROUTE_LIST.length} routes × ${ROLES.length + 1} columns = ${ROUTE_LIST.length * (ROLES.length + 1)} cells`,
  );
});

test('a visitor reaches only the public pages; every other route sends them to login with the way back', async ({
  page,
}) => {
  expect(await checkColumn(page.request, null)).toEqual([]);
  // The query string comes back too, and logout (guarded) only leads to the plain login page.
  expect(await firstAnswer(page.request, '/clients?page=2&size=50')).toBe(
    `303:/connexion?redirect=${encodeURIComponent('/clients?page=2&size=50')}`,
  );
  expect(await firstAnswer(page.request, LOGOUT)).toBe('303:/connexion');

  await landsOn(
    page,
    `/utilisateurs/${ID}`,
    `/connexion?redirect=${encodeURIComponent(`/utilisateurs/${ID}`)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await landsOn(page, '/', '/connexion');
});

for (const role of ROLES) {
  test(`${role}: every route ends where SPEC §6 says`, async ({ page }) => {
    await restoreSession(page, role);

    expect(await checkColumn(page.request, role)).toEqual([]);

    // A real navigation ends where the first answer pointed.
    if (role === 'SUPPORT') {
      await landsOn(page, '/utilisateurs', '/utilisateurs');
      await landsOn(page, '/connexion', '/');
    } else {
      await landsOn(page, '/utilisateurs', '/');
    }

    // Logout is open to every role. A request that no page of the app sent (no fetch metadata)
    // only gets the page asking to confirm, so this shared session goes on; signing out itself is
    // tested on sessions of their own (auth-public, security-sessions).
    expect(await firstAnswer(page.request, LOGOUT)).toBe('stay');
    expect(await firstAnswer(page.request, '/compte')).toBe('stay');
  });
}
