import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '@/lib/access';
import {
  businessErrorMessage,
  CRASH_SCREEN,
  LOG_LABELS,
  noSearchResult,
  NOT_FOUND_SCREEN,
} from '@/lib/domain/errors';
import { formatPhone } from '@/lib/domain/phone-display';
import { ROLES, type Role } from '@/lib/domain/roles';
import { SEARCH_TERM_MESSAGES } from '@/lib/domain/rules';
import { ACCOUNT_MESSAGES } from '@/app/(backoffice)/compte/schema';
import {
  control,
  DEMO_PASSWORD,
  demoEmail,
  gatewayAuthorization,
  gatewayGet,
  resetGateway,
} from './support/fake-gateway';
import { signInAs } from './support/login';
import { restoreSession } from './support/signed-in';

/*
 * The signed-in shell: side menu and header per role, the global search, the account
 * page, and the 404 and crash screens with their reports to the gateway logger.
 */

const FIRST_NAMES: Record<Role, string> = {
  SUPPORT: 'Sophie',
  MANAGER_CA: 'Marc',
  MANAGER_CC: 'Céline',
  MANAGER_BD_CCO: 'Bruno',
  FINANCE: 'Nadia',
  BD: 'Karim',
  CCO: 'Émilie',
  CA: 'Vincent',
  CC: 'Aurélie',
};

const ALL_SECTIONS = [
  'Clients',
  'Projets',
  'Signalements',
  'Matches',
  'Communications',
  'Finance',
  'Utilisateurs',
  'Exports',
  'Rapports',
  'Travaux',
];

/** Fills a field once the page has hydrated: text typed before would be reset by react-hook-form. */
async function fillUntil(field: Locator, value: string, accepted: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await field.fill(value);
    await field.blur();
    await accepted();
  }).toPass({ timeout: 20_000 });
}

/** Navigations wait for a dev server that compiles a page on its first visit, on a busy machine. */
async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 30_000 });
}

function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

function sectionButton(page: Page, label: string): Locator {
  return sideMenu(page).getByRole('button', { name: label, exact: true });
}

function searchBox(page: Page): Locator {
  return page.getByRole('search').getByLabel('Valeur');
}

function searchButton(page: Page): Locator {
  return page.getByRole('search').getByRole('button', { name: /Rechercher/ });
}

interface LogEntry {
  level: string;
  message: string;
  metadata?: Record<string, unknown>;
  stack?: string;
}

async function appLogs(request: APIRequestContext): Promise<LogEntry[]> {
  return (await control(request, 'GET', '/logs')) as LogEntry[];
}

interface CallRecord {
  method: string;
  path: string;
  status: number;
}

async function loggerCalls(request: APIRequestContext): Promise<CallRecord[]> {
  return (await control(request, 'GET', '/calls?method=POST&path=/logger')) as CallRecord[];
}

/*
 * Search targets are read from the fake gateway itself (as SUPPORT, through its API), so the tests
 * follow the seed instead of hard-coding identifiers.
 */
interface SearchTarget {
  type: string;
  value: string;
  path: string;
}

interface Identified {
  id: string;
  rid: string;
}

interface ProjectView extends Identified {
  details: { documents: { id: string }[] };
  messaging: { discussions: { id: string }[] };
  contractualization: { quotes: Identified[] };
  payment: { invoices: Identified[]; lmsgInvoices: Identified[] };
  construction: { worksAcceptances: Identified[] };
  issues: Identified[];
}

async function searchTargets(request: APIRequestContext): Promise<SearchTarget[]> {
  const authorization = await gatewayAuthorization(request);
  const found = new Map<string, SearchTarget>();
  const add = (type: string, value: string | undefined, path: string) => {
    if (value && !found.has(type)) found.set(type, { type, value, path });
  };

  const particulars = await gatewayGet<{ items: Identified[] }>(
    request,
    authorization,
    '/users?type=PARTICULAR&size=5',
  );
  const particular = particulars.items[0];
  add('user', particular?.rid, `/clients/${particular?.id}`);
  const staff = await gatewayGet<{ items: Identified[] }>(request, authorization, '/credentials/lmsg?size=5');
  const member = staff.items[0];
  add('staff user', member?.rid, `/utilisateurs/${member?.id}`);

  const projects = await gatewayGet<{ items: Identified[] }>(request, authorization, '/projects?size=100');
  add('project', projects.items[0]?.rid, `/projets/${projects.items[0]?.id}`);
  for (const { id } of projects.items) {
    if (found.size === 10) break;
    const project = await gatewayGet<ProjectView>(request, authorization, `/projects/${id}`);
    const first = <T>(items: T[]) => items[0];
    const quote = first(project.contractualization.quotes);
    if (quote) add('quote', quote.rid, `/devis/${quote.id}`);
    const proInvoice = first(project.payment.invoices);
    if (proInvoice) add('professional invoice', proInvoice.rid, `/factures-pro/${proInvoice.id}`);
    const providerInvoice = first(project.payment.lmsgInvoices);
    if (providerInvoice) add('provider invoice', providerInvoice.rid, `/factures/${providerInvoice.id}`);
    const acceptance = first(project.construction.worksAcceptances);
    if (acceptance) add('works acceptance', acceptance.rid, `/pv-de-fin-de-chantier/${acceptance.id}`);
    const issue = first(project.issues);
    if (issue) add('issue', issue.rid, `/signalements/${issue.id}`);
    const document = first(project.details.documents);
    if (document) add('document', document.id, `/documents/${document.id}`);
    const discussion = first(project.messaging.discussions);
    if (discussion) add('discussion', discussion.id, `/discussions/${discussion.id}`);
  }
  return [...found.values()];
}

// Most tests sign in first, and a dev server compiles each page on its first visit.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await resetGateway(request);
});

test.describe('side menu', () => {
  test('SUPPORT sees every section, then "Mon compte" and "Déconnexion"', async ({ page }) => {
    await restoreSession(page, 'SUPPORT');
    for (const section of ALL_SECTIONS) await expect(sectionButton(page, section)).toBeVisible();
    // The sections, then the sign-out button (a POST from the app: another site cannot send it).
    await expect(sideMenu(page).getByRole('button')).toHaveCount(ALL_SECTIONS.length + 1);
    await expect(sideMenu(page).getByRole('link', { name: 'Mon compte' })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  });

  test('FINANCE sees Exports but neither Utilisateurs nor Rapports', async ({ page }) => {
    await restoreSession(page, 'FINANCE');
    await expect(sectionButton(page, 'Exports')).toBeVisible();
    await expect(sectionButton(page, 'Finance')).toBeVisible();
    await expect(sectionButton(page, 'Utilisateurs')).toHaveCount(0);
    await expect(sectionButton(page, 'Rapports')).toHaveCount(0);
  });

  test('CA sees none of Utilisateurs, Exports and Rapports', async ({ page }) => {
    await restoreSession(page, 'CA');
    await expect(sectionButton(page, 'Clients')).toBeVisible();
    for (const section of ['Utilisateurs', 'Exports', 'Rapports']) {
      await expect(sectionButton(page, section)).toHaveCount(0);
    }
    await expect(sideMenu(page).getByRole('button')).toHaveCount(7 + 1);
  });

  test('a collapsed section hides its links and opens on click; the current page is marked', async ({
    page,
  }) => {
    await restoreSession(page, 'SUPPORT');
    const users = sectionButton(page, 'Utilisateurs');
    const createUser = sideMenu(page).getByRole('link', { name: 'Créer un utilisateur' });
    await expect(users).toHaveAttribute('aria-expanded', 'false');
    await expect(createUser).toBeHidden();

    await users.click();
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await expect(createUser).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Liste des utilisateurs' })).toHaveAttribute(
      'href',
      '/utilisateurs',
    );

    await users.click();
    await expect(users).toHaveAttribute('aria-expanded', 'false');
    await expect(createUser).toBeHidden();

    await sideMenu(page).getByRole('link', { name: 'Mon compte' }).click();
    await expectPath(page, '/compte');
    await expect(sideMenu(page).getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the section of the page on screen is open, its link marked current', async ({ page }) => {
    await restoreSession(page, 'FINANCE');
    await page.goto('/exports');
    await expect(sectionButton(page, 'Exports')).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(page).getByRole('link', { name: 'Exporter des données' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sectionButton(page, 'Clients')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('header', () => {
  const MESSAGING_ROLES: Role[] = ['SUPPORT', 'MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'];

  for (const role of ROLES) {
    const shown = MESSAGING_ROLES.includes(role);
    test(`${role}: "Ma messagerie" is ${shown ? 'shown' : 'hidden'}, with the name and role`, async ({
      page,
    }) => {
      await restoreSession(page, role);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Ma messagerie' })).toHaveCount(shown ? 1 : 0);
      if (shown)
        await expect(header.getByRole('link', { name: 'Ma messagerie' })).toHaveAttribute(
          'href',
          '/messagerie',
        );
      await expect(header.getByText(FIRST_NAMES[role], { exact: false })).toBeVisible();
      await expect(header.getByRole('list', { name: 'Rôles' })).toHaveText(
        role.replace(/^MANAGER_(CA|CC)$/, 'MANAGER $1'),
      );
    });
  }
});

test.describe('global search', () => {
  test('opens the first hit of every type on its view', async ({ page, request }) => {
    test.setTimeout(240_000);
    const targets = await searchTargets(request);
    expect(targets.map((target) => target.type).sort()).toEqual(
      [
        'document',
        'discussion',
        'issue',
        'professional invoice',
        'project',
        'provider invoice',
        'quote',
        'staff user',
        'user',
        'works acceptance',
      ].sort(),
    );

    await restoreSession(page, 'SUPPORT');
    for (const target of targets) {
      await test.step(`${target.type} ${target.value} → ${target.path}`, async () => {
        await fillUntil(searchBox(page), target.value, () =>
          expect(searchButton(page)).toBeEnabled({ timeout: 1_000 }),
        );
        await searchButton(page).click();
        await expectPath(page, target.path);
        await expect(searchBox(page)).toHaveValue('');
      });
    }
  });

  test('refuses a term of 4 characters once submitted, never on merely leaving the box', async ({ page }) => {
    await restoreSession(page, 'SUPPORT');
    const error = page.getByRole('search').getByRole('alert');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Recherche');
    await expect(searchButton(page)).toBeDisabled();

    // An enabled button says the page has hydrated.
    await fillUntil(searchBox(page), 'abcde', () =>
      expect(searchButton(page)).toBeEnabled({ timeout: 1_000 }),
    );
    await searchBox(page).fill('');
    await searchBox(page).blur();
    await searchBox(page).fill('abcd');
    await searchBox(page).blur();
    await expect(error).toHaveCount(0);
    await expect(searchButton(page)).toBeDisabled();

    await searchBox(page).press('Enter');
    await expect(error).toHaveText(SEARCH_TERM_MESSAGES.invalid);
    await searchBox(page).fill('abcde');
    await expect(searchButton(page)).toBeEnabled();
    await expect(error).toHaveCount(0);
  });

  test('says when nothing was found, and keeps the term to correct it', async ({ page }) => {
    await restoreSession(page, 'SUPPORT');
    const term = 'zzqqxxwwyy';
    await fillUntil(searchBox(page), term, () => expect(searchButton(page)).toBeEnabled({ timeout: 1_000 }));
    await searchButton(page).click();
    await expect(page.getByText(noSearchResult(term), { exact: true })).toBeVisible();
    await expect(searchBox(page)).toHaveValue(term);
    await expect(searchButton(page)).toBeEnabled();
    await expectPath(page, '/');
  });

  test('a failed search shows nothing', async ({ page, request }) => {
    await restoreSession(page, 'SUPPORT');
    await fillUntil(searchBox(page), 'quelque chose', () =>
      expect(searchButton(page)).toBeEnabled({ timeout: 1_000 }),
    );
    // The suggestions' own call is answered before the failure is set up for the submit's.
    await searchBox(page).focus();
    await expect(page.getByText('Aucune suggestion pour « quelque chose ».')).toBeVisible();
    await control(request, 'POST', '/failures', { method: 'GET', path: '/search', status: 500 });
    await searchButton(page).click();
    await expect
      .poll(async () => (await control(request, 'GET', '/calls?path=/search')) as CallRecord[])
      .toContainEqual(expect.objectContaining({ method: 'GET', status: 500 }));
    await expect(searchBox(page)).toHaveValue('quelque chose');
    await expect(page.getByText(noSearchResult('quelque chose'))).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0);
    await expectPath(page, '/');
  });
});

test.describe('account page', () => {
  function detail(page: Page, term: string): Locator {
    return page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd');
  }

  function passwordForm(page: Page) {
    return {
      current: page.getByRole('textbox', { name: 'Mot de passe actuel', exact: true }),
      next: page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }),
      confirmation: page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe', exact: true }),
      submit: page.getByRole('button', { name: 'Modifier le mot de passe' }),
    };
  }

  test('shows the user and changes the mobile phone', async ({ page, request }) => {
    await restoreSession(page, 'SUPPORT');
    await page.goto('/compte');
    await expect(page.getByRole('heading', { level: 1, name: ROUTES.account.title })).toBeVisible();
    await expect(detail(page, 'E-mail')).toHaveText(demoEmail('SUPPORT'));
    await expect(detail(page, 'Nom')).toHaveText('Marchand');

    const phone = page.getByRole('textbox', { name: 'Téléphone mobile', exact: true });
    const submit = page.getByRole('button', { name: 'Modifier le téléphone' });
    await fillUntil(phone, '06 12 34', () =>
      expect(page.getByText('Merci de renseigner un numéro de téléphone mobile valide.')).toBeVisible({
        timeout: 1_000,
      }),
    );
    await expect(submit).toBeDisabled();

    await phone.fill('07 11 22 33 44');
    await submit.click();
    await expect(page.getByText(ACCOUNT_MESSAGES.phoneUpdated, { exact: true })).toBeVisible();
    await expect(detail(page, 'Téléphone mobile')).toHaveText(formatPhone('0711223344'));

    await page.reload();
    await expect(detail(page, 'Téléphone mobile')).toHaveText(formatPhone('0711223344'));
    // Pages that exist report nothing, though Next renders their not-found fallback ahead of need.
    expect((await appLogs(request)).filter((entry) => entry.message === LOG_LABELS.NOT_FOUND)).toEqual([]);
  });

  test('refuses a wrong current password with the business message', async ({ page }) => {
    await restoreSession(page, 'CCO');
    await page.goto('/compte');
    const form = passwordForm(page);
    await fillUntil(form.current, 'Mauvais2020', () =>
      expect(form.current).toHaveValue('Mauvais2020', { timeout: 1_000 }),
    );
    await form.next.fill('Nouveau2021');
    await form.confirmation.fill('Nouveau2021');
    await form.submit.click();
    await expect(page.getByText(businessErrorMessage('UNMATCHING_PASSWORD'), { exact: true })).toBeVisible();
  });

  test('changes the password, which then signs in', async ({ page, request }) => {
    await restoreSession(page, 'CCO');
    await page.goto('/compte');
    const form = passwordForm(page);
    await fillUntil(form.next, 'nouveau2021', () =>
      expect(page.getByText('Il manque une majuscule.')).toBeVisible({ timeout: 1_000 }),
    );
    await form.current.fill(DEMO_PASSWORD);
    await expect(form.submit).toBeDisabled();

    await form.next.fill('Nouveau2021');
    await form.confirmation.fill('Nouveau2021');
    await form.submit.click();
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged, { exact: true })).toBeVisible();
    await expect(form.current).toHaveValue('');

    const calls = (await control(
      request,
      'GET',
      '/calls?method=POST&path=/credentials/password/change',
    )) as CallRecord[];
    expect(calls.map((call) => call.status)).toEqual([204]);

    await page.goto('/deconnexion');
    await expectPath(page, '/connexion');
    await signInAs(page, 'CCO', { password: 'Nouveau2021' });
    // Shared fake: give the demo password back at once.
    await resetGateway(request);
  });
});

test.describe('failure screens', () => {
  test('an unknown path shows the 404 and reports it once to the logger', async ({ page, request }) => {
    await restoreSession(page, 'SUPPORT');
    const path = '/cette-page-n-existe-pas';
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_SCREEN.title })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_SCREEN.text)).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();

    const reportsFor = async () =>
      (await appLogs(request)).filter(
        (entry) => entry.message === LOG_LABELS.NOT_FOUND && entry.metadata?.path === path,
      );
    await expect.poll(async () => (await reportsFor()).length).toBe(1);
    await expect.poll(async () => (await loggerCalls(request)).length).toBeGreaterThanOrEqual(1);

    await page.getByRole('main').getByRole('link', { name: NOT_FOUND_SCREEN.link }).click();
    await expectPath(page, '/');
    expect(await reportsFor()).toHaveLength(1);
  });

  test('a visitor sees the 404 too, and it is reported', async ({ page, request }) => {
    const path = '/inconnu/pour/un/visiteur';
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_SCREEN.title })).toBeVisible();
    await expect(page.getByRole('link', { name: NOT_FOUND_SCREEN.link })).toHaveAttribute('href', '/');
    await expect
      .poll(async () =>
        (await appLogs(request)).filter(
          (entry) => entry.message === LOG_LABELS.NOT_FOUND && entry.metadata?.path === path,
        ),
      )
      .toHaveLength(1);
  });

  test('a failed gateway read keeps the shell and offers a retry, with the request id', async ({
    page,
    request,
  }) => {
    await restoreSession(page, 'SUPPORT');
    await control(request, 'POST', '/failures', {
      method: 'GET',
      path: '/credentials/mine',
      status: 500,
      times: 1,
    });
    const response = await page.goto('/compte');

    await expect(page.getByRole('heading', { name: businessErrorMessage('DEFAULT') })).toBeVisible();
    // The reference is the request's id, the one the browser got back and the server logged.
    const requestId = response?.headers()['x-request-id'];
    expect(requestId).toBeTruthy();
    await expect(page.getByText(`Référence : ${requestId}`, { exact: true })).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: CRASH_SCREEN.title })).toHaveCount(0);

    // The failure was injected once: the retry renders the page.
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('Mes informations')).toBeVisible();
    expect((await appLogs(request)).filter((entry) => entry.message === LOG_LABELS.RUNTIME)).toEqual([]);
  });

  test('a known code in a failed read shows its own message', async ({ page, request }) => {
    await restoreSession(page, 'SUPPORT');
    await control(request, 'POST', '/failures', {
      method: 'GET',
      path: '/credentials/mine',
      status: 500,
      code: 'FORBIDDEN',
      times: 1,
    });
    await page.goto('/compte');
    await expect(page.getByRole('heading', { name: businessErrorMessage('FORBIDDEN') })).toBeVisible();
  });

  test('the crash report endpoint refuses visitors', async ({ request }) => {
    const response = await request.post('/api/log', { data: { kind: 'runtime', message: 'boom' } });
    expect(response.status()).toBe(401);
    expect(await appLogs(request)).toHaveLength(0);
  });
});
