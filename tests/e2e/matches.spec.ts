import type { APIRequestContext, Page } from '@playwright/test';
import { formatResultCount } from '@/components/data-table/url-state';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { matchStatus, positionableStatus, projectTag, visibilityStatus } from '@/lib/domain/enums';
import { businessErrorMessage } from '@/lib/domain/errors';
import { formatShare } from '@/lib/domain/money';
import type { Match, Project } from '@/lib/domain/schemas';
import { MATCH_ACTION_MESSAGES as M, MATCH_RULE_REASONS } from '@/lib/matches/messages';
import { control, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { openDialog, repeatUntilAt, toast } from './support/ui';

/*
 * The match list and the match view against the fake's data: filters, sort and paging in the URL,
 * every field of a match, and the accept action allowed, refused by role, by state and by the two
 * slot limits. Only the test that accepts a match changes data, and it resets the fake after.
 */

const LIST_TIMEOUT = 60_000;
const ACTION = { timeout: 30_000 };

type MatchPage = { items: Match[]; total: number };

function matchesTable(page: Page) {
  return page.getByRole('table', { name: 'Liste des matches' });
}

function bodyRows(page: Page) {
  return matchesTable(page).locator('tbody tr');
}

function columnCells(page: Page, index: number) {
  // The checkbox column of the roles that may act on many rows is not one of the list's.
  return bodyRows(page).locator(`td:nth-child(${index + 1} of :not([data-selection]))`);
}

async function openMatches(page: Page, search = '') {
  await page.goto(`/matches${search}`);
  await expect(page.getByTestId('result-count')).toBeVisible({ timeout: LIST_TIMEOUT });
  await expect(matchesTable(page)).toBeVisible();
}

async function showcaseIds(request: APIRequestContext): Promise<Record<string, string>> {
  return (await control(request, 'GET', '/showcase')) as Record<string, string>;
}

/** The showcase project's matches, as the fake lists them. */
async function matchesOf(request: APIRequestContext, authorization: string, name: string) {
  const projectId = (await showcaseIds(request))[name]!;
  return (await gatewayGet<MatchPage>(request, authorization, `/matches?projectId=${projectId}&size=100`))
    .items;
}

async function openMatchOf(request: APIRequestContext, authorization: string, name: string) {
  const match = (await matchesOf(request, authorization, name)).find(
    (candidate) => candidate.status === 'CREATED' || candidate.status === 'VIEWED',
  );
  if (!match) throw new Error(`no open match on the ${name} showcase project`);
  return match;
}

/** A titled card of the match view. */
function section(page: Page, title: string) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

function actionGroup(page: Page) {
  return page.getByRole('group', { name: 'Actions sur le match' });
}

async function gatewayTotal(request: APIRequestContext, authorization: string, query: string) {
  return (await gatewayGet<MatchPage>(request, authorization, `/matches?${query}`)).total;
}

test.describe('match list', () => {
  test.use({ signedInAs: 'support' });
  test.beforeEach(() => test.setTimeout(120_000));

  let authorization: string;
  test.beforeAll(async ({ request }) => {
    authorization = await gatewayAuthorization(request);
  });

  test('filters on each of the three statuses, at once and in the URL', async ({ page, request }) => {
    await openMatches(page);
    await page.getByLabel('Statut', { exact: true }).selectOption('VIEWED');
    await expect(page).toHaveURL(/[?&]status=VIEWED/);
    expect(new Set(await columnCells(page, 0).allTextContents())).toEqual(new Set(['Vu']));

    await page.getByLabel('Positionnement', { exact: true }).selectOption('POSITIONABLE');
    await expect(page).toHaveURL(/[?&]positionableStatus=POSITIONABLE/);
    await expect(columnCells(page, 1).first()).toHaveText('Positionnable');
    expect(new Set(await columnCells(page, 1).allTextContents())).toEqual(new Set(['Positionnable']));

    await page.getByLabel('Visibilité', { exact: true }).selectOption('VISIBLE');
    await expect(page).toHaveURL(/[?&]visibilityStatus=VISIBLE/);
    await expect(page).toHaveURL(/status=VIEWED/);
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(
        await gatewayTotal(
          request,
          authorization,
          'status=VIEWED&positionableStatus=POSITIONABLE&visibilityStatus=VISIBLE',
        ),
      ),
    );
    expect(new Set(await columnCells(page, 2).allTextContents())).toEqual(new Set(['Visible']));

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page).toHaveURL(/\/matches$/);
    await expect(page.getByLabel('Visibilité', { exact: true })).toHaveValue('');
  });

  test('searches a project or a professional, and sorts and pages through the URL', async ({
    page,
    request,
  }) => {
    const match = (await matchesOf(request, authorization, 'published'))[0]!;
    await openMatches(page);
    const search = page.getByLabel('Projet ou professionnel');
    await search.fill(match.project.rid);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${match.project.rid}`));
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(await gatewayTotal(request, authorization, `q=${match.project.rid}`)),
    );
    expect(new Set(await columnCells(page, 3).locator('a').allTextContents())).toEqual(
      new Set([match.project.rid]),
    );

    await openMatches(page);
    const statusDate = matchesTable(page).getByRole('columnheader', { name: 'Date du statut' });
    await expect(matchesTable(page).getByRole('columnheader', { name: 'Créé le' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await statusDate.getByRole('link').click();
    await expect(page).toHaveURL(/sort=statusDate%2Casc|sort=statusDate,asc/);
    await expect(statusDate).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const expected = await gatewayGet<MatchPage>(
      request,
      authorization,
      '/matches?sort=statusDate,asc&page=2',
    );
    await expect(columnCells(page, 6)).toHaveText(expected.items.map((item) => formatDate(item.statusDate)));
  });

  test('a pasted URL restores the filters, the sort and the page; scopes name their record', async ({
    page,
    request,
  }) => {
    await openMatches(
      page,
      '?status=CREATED&positionableStatus=POSITIONABLE&visibilityStatus=VISIBLE&q=a&sort=statusDate,desc&size=10',
    );
    await expect(page.getByLabel('Statut', { exact: true })).toHaveValue('CREATED');
    await expect(page.getByLabel('Positionnement', { exact: true })).toHaveValue('POSITIONABLE');
    await expect(page.getByLabel('Visibilité', { exact: true })).toHaveValue('VISIBLE');
    await expect(page.getByLabel('Projet ou professionnel')).toHaveValue('a');
    await expect(page.getByLabel('Lignes par page')).toHaveValue('10');
    await expect(matchesTable(page).getByRole('columnheader', { name: 'Date du statut' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const projectId = (await showcaseIds(request)).published!;
    const project = await gatewayGet<Project>(request, authorization, `/projects/${projectId}`);
    await openMatches(page, `?projectId=${projectId}`);
    const scope = page.getByRole('group', { name: 'Projet' });
    await expect(scope).toContainText(`Projet : ${project.rid} – ${project.workNeed.label}`);
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(await gatewayTotal(request, authorization, `projectId=${projectId}`)),
    );
    await scope.getByRole('button', { name: 'Retirer le filtre projet' }).click();
    await expect(page).toHaveURL(/\/matches$/);
  });

  test('a row opens its match; the project and professional links open theirs', async ({ page }) => {
    await openMatches(page);
    await repeatUntilAt(page, /\/matches\/[^/?]+_[^/?]+$/, () => columnCells(page, 2).first().click());

    await openMatches(page);
    await columnCells(page, 4).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/clients\/[^/?]+$/, { timeout: LIST_TIMEOUT });

    await openMatches(page);
    const projectLink = columnCells(page, 3).first().getByRole('link');
    await expect(projectLink).toHaveAttribute('href', /^\/projets\/[^/?_]+$/);
  });
});

test.describe('match view', () => {
  test.use({ signedInAs: 'support' });
  test.beforeEach(() => test.setTimeout(120_000));

  let authorization: string;
  test.beforeAll(async ({ request }) => {
    authorization = await gatewayAuthorization(request);
  });

  test('shows the professional, the project and its tags, the statuses explained, the probability and the dates', async ({
    page,
    request,
  }) => {
    // A match with tags and a computed probability, for every field to show.
    const projects = await gatewayGet<{ items: { id: string }[] }>(
      request,
      authorization,
      '/projects?tags=RGE&status=PUBLISHED&size=100',
    );
    let match: Match | undefined;
    for (const { id } of projects.items) {
      const matches = await gatewayGet<MatchPage>(
        request,
        authorization,
        `/matches?projectId=${id}&size=100`,
      );
      match = matches.items.find((item) => item.partAcceptanceProbability != null);
      if (match) break;
    }
    if (!match) throw new Error('no tagged match with a probability in the seed');

    await page.goto(`/matches/${match.id}`);
    const pro = `${match.user.firstName} ${match.user.lastName}`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Match ${match.project.rid} – ${pro}`, {
      timeout: LIST_TIMEOUT,
    });
    const professional = section(page, 'Professionnel');
    await expect(professional.getByRole('link', { name: pro, exact: true })).toHaveAttribute(
      'href',
      `/clients/${match.user.id}`,
    );
    await expect(professional.getByText(match.user.rid, { exact: true })).toBeVisible();
    if (match.user.email)
      await expect(professional.getByText(match.user.email, { exact: true })).toBeVisible();
    const project = section(page, 'Projet');
    await expect(project.getByRole('link', { name: match.project.rid, exact: true })).toHaveAttribute(
      'href',
      `/projets/${match.project.id}`,
    );
    await expect(project.getByText(match.project.workNeed.label, { exact: true })).toBeVisible();
    await expect(
      project.getByText(`${match.project.address!.cityName} (${match.project.address!.postalCode})`),
    ).toBeVisible();
    await expect(project.getByText('Publié', { exact: true })).toBeVisible();
    for (const tag of match.project.tags)
      await expect(project.getByText(projectTag.label(tag), { exact: true })).toBeVisible();

    const statuses = section(page, 'Statuts');
    for (const [catalogue, value] of [
      [matchStatus, match.status],
      [positionableStatus, match.positionableStatus],
      [visibilityStatus, match.visibilityStatus],
    ] as const) {
      await expect(statuses.getByText(catalogue.label(value as never), { exact: true })).toBeVisible();
      await expect(statuses.getByText(catalogue.hint(value as never), { exact: true })).toBeVisible();
    }
    const dates = section(page, 'Acceptation et dates');
    await expect(
      dates.getByText(formatShare(match.partAcceptanceProbability), { exact: true }),
    ).toBeVisible();
    await expect(dates.getByText(formatDateTime(match.createdAt), { exact: true }).first()).toBeVisible();
    await expect(dates.getByText(formatDateTime(match.statusDate), { exact: true }).first()).toBeVisible();
  });

  test('SUPPORT accepts an open match, which then links to its relationship', async ({ page, request }) => {
    const match = await openMatchOf(request, authorization, 'published');
    try {
      await page.goto(`/matches/${match.id}`);
      const accept = actionGroup(page).getByRole('button', { name: 'Accepter le match' });
      await expect(accept).toBeEnabled({ timeout: LIST_TIMEOUT });
      const dialog = await openDialog(page, accept, 'Accepter le match ?');
      await dialog.getByRole('button', { name: 'Accepter' }).click();
      await expect(toast(page, M.accepted)).toBeVisible(ACTION);

      await expect(actionGroup(page).getByText(MATCH_RULE_REASONS.alreadyAccepted)).toBeVisible(ACTION);
      await expect(section(page, 'Statuts').getByText('Accepté', { exact: true })).toBeVisible();
      const project = await gatewayGet<Project>(request, authorization, `/projects/${match.project.id}`);
      const relationship = project.professionals.relationships.find(
        (item) => item.user.id === match.user.id,
      )!;
      await expect(page.getByRole('link', { name: 'Voir la mise en relation' })).toHaveAttribute(
        'href',
        `/mises-en-relation/${relationship.id}`,
      );
    } finally {
      await resetGateway(request);
    }
  });

  test('a full project answers MAX_ACTIVE_RELATIONSHIPS, one full of selections MAX_PRE_SALES_RELATIONSHIPS', async ({
    page,
    request,
  }) => {
    for (const [name, code] of [
      ['full', 'MAX_ACTIVE_RELATIONSHIPS'],
      ['preSalesFull', 'MAX_PRE_SALES_RELATIONSHIPS'],
    ] as const) {
      const match = await openMatchOf(request, authorization, name);
      await page.goto(`/matches/${match.id}`);
      const dialog = await openDialog(
        page,
        actionGroup(page).getByRole('button', { name: 'Accepter le match' }),
        'Accepter le match ?',
      );
      await dialog.getByRole('button', { name: 'Accepter' }).click();
      await expect(toast(page, businessErrorMessage(code))).toBeVisible(ACTION);
      // Refused: the match stays open.
      const after = await gatewayGet<Match>(request, authorization, `/matches/${match.id}`);
      expect(after.status).toBe(match.status);
    }
  });

  test('an accepted or refused match shows the button disabled with its reason', async ({
    page,
    request,
  }) => {
    const accepted = (await matchesOf(request, authorization, 'published')).find(
      (match) => match.status === 'ACCEPTED',
    )!;
    await page.goto(`/matches/${accepted.id}`);
    const accept = actionGroup(page).getByRole('button', { name: 'Accepter le match' });
    await expect(accept).toBeDisabled({ timeout: LIST_TIMEOUT });
    await expect(actionGroup(page).getByText(MATCH_RULE_REASONS.alreadyAccepted)).toBeVisible();

    const refused = await gatewayGet<MatchPage>(request, authorization, '/matches?status=REFUSED&size=1');
    await page.goto(`/matches/${refused.items[0]!.id}`);
    await expect(actionGroup(page).getByRole('button', { name: 'Accepter le match' })).toBeDisabled({
      timeout: LIST_TIMEOUT,
    });
    await expect(actionGroup(page).getByText(MATCH_RULE_REASONS.notOpen)).toBeVisible();
  });

  test('the global search opens a match by its id', async ({ page, request }) => {
    const match = (await matchesOf(request, authorization, 'published'))[0]!;
    await page.goto('/');
    const box = page.getByRole('search').getByLabel('Valeur');
    const button = page.getByRole('search').getByRole('button', { name: /Rechercher/ });
    await expect(async () => {
      await box.fill(match.id);
      await box.blur();
      await expect(button).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/matches/${match.id}$`), { timeout: LIST_TIMEOUT });
  });

  test.describe('as FINANCE', () => {
    test.use({ signedInAs: 'finance' });

    test('reads the match but is not offered to accept it', async ({ page, request }) => {
      const match = await openMatchOf(request, authorization, 'published');
      await page.goto(`/matches/${match.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(match.project.rid, {
        timeout: LIST_TIMEOUT,
      });
      await expect(page.getByRole('button', { name: 'Accepter le match' })).toHaveCount(0);
    });
  });
});
