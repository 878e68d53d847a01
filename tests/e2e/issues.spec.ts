import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDateTime } from '@/lib/domain/dates';
import { issueType } from '@/lib/domain/enums';
import { NOT_FOUND_SCREEN } from '@/lib/domain/errors';
import type { Issue } from '@/lib/domain/schemas';
import { gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { repeatUntilAt } from './support/ui';

/*
 * The issue reports against the fake gateway's own data: the list with its filters, sort
 * and page in the URL, the view with its links, and the project view's way in. Read only.
 */

const LOAD = { timeout: 60_000 };

test.describe.configure({ timeout: 120_000 });
test.use({ signedInAs: 'support' });

async function issues(request: APIRequestContext, query: string): Promise<{ items: Issue[]; total: number }> {
  return gatewayGet(request, await gatewayAuthorization(request), `/issues?${query}`);
}

function issuesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Liste des signalements' });
}

function columnCells(page: Page, index: number): Locator {
  return issuesTable(page).locator(`tbody tr td:nth-child(${index + 1})`);
}

async function openList(page: Page, search = ''): Promise<void> {
  await page.goto(`/signalements${search}`);
  await expect(page.getByTestId('result-count')).toBeVisible(LOAD);
}

function createdRange(page: Page): Locator {
  return page.getByRole('group', { name: 'Création' });
}

function applyFilters(page: Page): Promise<void> {
  return page.getByRole('search', { name: 'Filtres' }).getByRole('button', { name: 'Rechercher' }).click();
}

/** dd/MM/yyyy HH:mm:ss → yyyy-MM-dd. */
const isoDay = (french: string) => french.slice(0, 10).split('/').reverse().join('-');

const name = (person: Issue['emitter']) => `${person.firstName} ${person.lastName}`;

test.describe('issue list', () => {
  test('lists the newest first and filters by type through the URL', async ({ page, request }) => {
    const { items, total } = await issues(request, 'size=1');
    await openList(page);
    await expect(page.getByTestId('result-count')).toHaveText(`${total} résultats`);
    await expect(issuesTable(page).getByRole('columnheader', { name: 'Créé le' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const [newest] = items;
    const first = issuesTable(page).locator('tbody tr').first();
    // The record link carries the list it was opened from, for the way back.
    await expect(first.getByRole('link', { name: newest.rid })).toHaveAttribute(
      'href',
      new RegExp(`^/signalements/${newest.id}\\?liste=`),
    );
    await expect(first).toContainText(issueType.label(newest.type));
    await expect(first.getByRole('link', { name: name(newest.emitter) })).toHaveAttribute(
      'href',
      `/clients/${newest.emitter.id}`,
    );
    await expect(first.getByRole('link', { name: new RegExp(`^${newest.project.rid}`) })).toHaveAttribute(
      'href',
      `/projets/${newest.project.id}`,
    );
    await expect(first).toContainText(formatDateTime(newest.createdAt));

    await page.getByLabel('Type', { exact: true }).selectOption('UNREACHABLE_CONTACT');
    await expect(page).toHaveURL(/[?&]type=UNREACHABLE_CONTACT/);
    const expected = await issues(request, 'type=UNREACHABLE_CONTACT&size=1');
    await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${expected.total} résultats?$`));
    expect(new Set(await columnCells(page, 1).allTextContents())).toEqual(
      new Set([issueType.label('UNREACHABLE_CONTACT')]),
    );
  });

  test("finds a project's issues by its RID, in any case", async ({ page, request }) => {
    const [issue] = (await issues(request, 'size=1&sort=createdAt,asc')).items;
    const expected = await issues(request, `projectId=${issue.project.id}`);
    await openList(page);
    const rid = page.getByLabel('RID du projet', { exact: true });
    await rid.fill(issue.project.rid.toLowerCase());
    await rid.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]project=${issue.project.rid.toLowerCase()}`));
    await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${expected.total} résultats?$`));
    expect(new Set(await columnCells(page, 3).allTextContents())).toEqual(
      new Set([`${issue.project.rid} · ${issue.project.workNeed.label}`]),
    );
  });

  test('keeps the issues created between two days, and refuses an end before the start', async ({
    page,
    request,
  }) => {
    const [newest] = (await issues(request, 'size=1')).items;
    const day = isoDay(formatDateTime(newest.createdAt));
    await openList(page);
    await createdRange(page).getByLabel('Création : du').fill(day);
    await createdRange(page).getByLabel('Création : au').fill('2000-01-01');
    await applyFilters(page);
    await expect(
      createdRange(page).getByText('La date de fin doit être ultérieure à la date de début.'),
    ).toBeVisible();

    await createdRange(page).getByLabel('Création : au').fill(day);
    await applyFilters(page);
    await expect(page).toHaveURL(new RegExp(`createdFrom=${day}&createdTo=${day}`));
    await expect(issuesTable(page).getByRole('link', { name: newest.rid })).toBeVisible();
    for (const created of await columnCells(page, 4).allTextContents()) expect(isoDay(created)).toBe(day);
  });

  test('pages and sorts through the URL, and a pasted URL restores every filter', async ({
    page,
    request,
  }) => {
    const [issue] = (await issues(request, 'size=1')).items;
    await openList(page, '?size=10');
    await expect(issuesTable(page).locator('tbody tr')).toHaveCount(10);
    const first = await columnCells(page, 0).first().textContent();
    await page.getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(columnCells(page, 0).first()).not.toHaveText(first!);

    const rid = issue.project.rid;
    await openList(
      page,
      `?type=${issue.type}&project=${rid.toLowerCase()}&createdFrom=2015-01-01&createdTo=2020-03-03&sort=createdAt,asc&size=50`,
    );
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue(issue.type);
    // The RID is sent and shown upper case.
    await expect(page.getByLabel('RID du projet', { exact: true })).toHaveValue(rid);
    await expect(issuesTable(page).getByRole('link', { name: issue.rid })).toBeVisible();
    expect(new Set(await columnCells(page, 1).allTextContents())).toEqual(
      new Set([issueType.label(issue.type)]),
    );
    await expect(createdRange(page).getByLabel('Création : du')).toHaveValue('2015-01-01');
    await expect(createdRange(page).getByLabel('Création : au')).toHaveValue('2020-03-03');
    await expect(page.getByLabel('Lignes par page')).toHaveValue('50');
    await expect(issuesTable(page).getByRole('columnheader', { name: 'Créé le' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('a row opens its issue, which links to its people, project and discussion', async ({
    page,
    request,
  }) => {
    const [issue] = (await issues(request, 'size=1')).items;
    await openList(page);
    await repeatUntilAt(page, new RegExp(`/signalements/${issue.id}$`), () =>
      columnCells(page, 4).first().click(),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Signalement ${issue.rid}`, LOAD);
    await expect(page.locator(`dt:text-is("Type") + dd`)).toHaveText(issueType.label(issue.type));
    await expect(page.locator(`dt:text-is("Créé le") + dd`)).toHaveText(formatDateTime(issue.createdAt));
    await expect(page.locator(`dt:text-is("Émetteur") + dd`).getByRole('link')).toHaveAttribute(
      'href',
      `/clients/${issue.emitter.id}`,
    );
    await expect(page.locator(`dt:text-is("Projet") + dd`).getByRole('link')).toHaveAttribute(
      'href',
      `/projets/${issue.project.id}`,
    );
    if (issue.description) await expect(page.getByText(issue.description, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Voir la discussion du projet/ })).toHaveAttribute(
      'href',
      `/deep-link/find-discussion/${issue.project.id}/${issue.emitter.id}`,
    );
    await expect(page.getByRole('button', { name: 'Resynchroniser' })).toBeVisible();
  });

  test("the project view's link lists the project's issues, and the scope can be removed", async ({
    page,
    request,
  }) => {
    const [issue] = (await issues(request, 'size=1')).items;
    const expected = await issues(request, `projectId=${issue.project.id}`);
    await page.goto(`/projets/${issue.project.id}?tab=avis`);
    await page.getByRole('link', { name: 'Liste des signalements du projet' }).click(LOAD);
    await expect(page).toHaveURL(new RegExp(`/signalements\\?projectId=${issue.project.id}$`), LOAD);
    const scope = page.getByRole('group', { name: 'Projet' });
    await expect(scope).toContainText(issue.project.rid);
    await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${expected.total} résultats?$`));
    await scope.getByRole('button', { name: 'Retirer le filtre projet' }).click();
    await expect(page).toHaveURL(/\/signalements$/);
  });

  test("the global search opens an issue's view from its RID", async ({ page, request }) => {
    const [issue] = (await issues(request, 'size=1&sort=createdAt,asc')).items;
    await page.goto('/');
    const search = page.getByRole('search');
    await expect(async () => {
      await search.getByLabel('Valeur').fill(issue.rid);
      await expect(search.getByRole('button', { name: /Rechercher/ })).toBeEnabled({ timeout: 1_000 });
    }).toPass(LOAD);
    await search.getByRole('button', { name: /Rechercher/ }).click();
    await expect(page).toHaveURL(new RegExp(`/signalements/${issue.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Signalement ${issue.rid}`);
  });

  test('an unknown issue is the 404 page', async ({ page }) => {
    await page.goto('/signalements/signalement-inconnu');
    await expect(page.getByText(NOT_FOUND_SCREEN.text)).toBeVisible(LOAD);
  });
});
