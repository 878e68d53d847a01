import type { APIRequestContext, Page } from '@playwright/test';
import { formatResultCount } from '@/components/data-table/url-state';
import { formatDate } from '@/lib/domain/dates';
import { projectStatus } from '@/lib/domain/enums';
import type { Project, ProjectListItem, User } from '@/lib/domain/schemas';
import { control, gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { repeatUntilAt, withoutListContext } from './support/ui';

/*
 * The project list against the fake's data: every filter, the sort and the paging live in the URL
 * and come back from a pasted link. These tests only read the seed (no reset needed).
 */

const LIST_TIMEOUT = 60_000;

type ProjectPage = { items: ProjectListItem[]; total: number };

function projectsTable(page: Page) {
  return page.getByRole('table', { name: 'Liste des projets' });
}

function bodyRows(page: Page) {
  return projectsTable(page).locator('tbody tr');
}

function columnCells(page: Page, index: number) {
  return bodyRows(page).locator(`td:nth-child(${index + 1} of :not([data-selection]))`);
}

async function openProjects(page: Page, search = '') {
  await page.goto(`/projets${search}`);
  // The loading skeleton is a table of the same name; the count comes with the rows.
  await expect(page.getByTestId('result-count')).toBeVisible({ timeout: LIST_TIMEOUT });
  await expect(projectsTable(page)).toBeVisible();
}

async function showcaseProject(request: APIRequestContext, authorization: string, name: string) {
  const showcase = (await control(request, 'GET', '/showcase')) as Record<string, string>;
  return gatewayGet<Project>(request, authorization, `/projects/${showcase[name]}`);
}

/** What the fake answers to the same filters: the list must show exactly that many. */
async function gatewayTotal(request: APIRequestContext, authorization: string, query: string) {
  return (await gatewayGet<ProjectPage>(request, authorization, `/projects?${query}`)).total;
}

/** A Paris day as an <input type="date"> value. */
function isoDay(iso: string): string {
  const [day, month, year] = formatDate(iso).split('/');
  return `${year}-${month}-${day}`;
}

test.describe('project list', () => {
  test.use({ signedInAs: 'support' });
  test.beforeEach(() => test.setTimeout(120_000));

  let authorization: string;
  test.beforeAll(async ({ request }) => {
    authorization = await gatewayAuthorization(request);
  });

  test('shows each project with its owner, town, dates and status', async ({ page, request }) => {
    const project = await showcaseProject(request, authorization, 'published');
    await openProjects(page, `?owner=${project.owner.rid}`);
    const row = bodyRows(page).filter({ hasText: project.rid });
    await expect(row).toHaveCount(1);
    const cells = row.locator('td:not([data-selection])');
    await expect(cells.nth(0)).toHaveText(project.rid);
    await expect(cells.nth(1)).toHaveText(project.workNeed.label);
    await expect(cells.nth(2)).toHaveText(`${project.owner.firstName} ${project.owner.lastName}`);
    await expect(cells.nth(3)).toHaveText(`${project.address.cityName} (${project.address.postalCode})`);
    await expect(cells.nth(4)).toHaveText(formatDate(project.publicationDate));
    await expect(cells.nth(5)).toHaveText(formatDate(project.lastEventDate));
    await expect(cells.nth(6)).toHaveText(projectStatus.label(project.status));
    await expect(cells.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/projets/${project.id}\\?liste=`),
    );
    await expect(cells.nth(2).getByRole('link')).toHaveAttribute('href', `/clients/${project.owner.id}`);
  });

  test('filters on status, work need and tags at once, in the URL', async ({ page, request }) => {
    const project = await showcaseProject(request, authorization, 'published');
    const { bsku, label } = project.workNeed;
    await openProjects(page);

    await page.getByLabel('Statut', { exact: true }).selectOption('PUBLISHED');
    await expect(page).toHaveURL(/[?&]status=PUBLISHED/);
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(await gatewayTotal(request, authorization, 'status=PUBLISHED')),
    );
    expect(new Set(await columnCells(page, 6).allTextContents())).toEqual(new Set(['Publié']));

    await page.getByLabel('Travaux', { exact: true }).selectOption(bsku);
    await expect(page).toHaveURL(new RegExp(`[?&]workNeed=${bsku}`));
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(await gatewayTotal(request, authorization, `status=PUBLISHED&workNeed=${bsku}`)),
    );
    expect(new Set(await columnCells(page, 1).allTextContents())).toEqual(new Set([label]));
    await expect(bodyRows(page).filter({ hasText: project.rid })).toHaveCount(1);

    await page.getByRole('group', { name: 'Tags' }).getByLabel('RGE').check();
    await expect(page).toHaveURL(/[?&]tags=RGE/);
    await expect(page).toHaveURL(/status=PUBLISHED/);
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(
        await gatewayTotal(request, authorization, `status=PUBLISHED&workNeed=${bsku}&tags=RGE`),
      ),
    );

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page).toHaveURL(/\/projets$/);
    await expect(page.getByLabel('Travaux', { exact: true })).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Tags' }).getByLabel('RGE')).not.toBeChecked();
  });

  test('filters on the owner, the department and the publication days on submit', async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, authorization, 'published');
    const department = project.address.postalCode.slice(0, 2);
    const day = isoDay(project.publicationDate!);
    await openProjects(page);

    await page.getByLabel('Propriétaire', { exact: true }).fill(project.owner.rid.toLowerCase());
    await page.getByLabel('Code postal ou département').fill(department);
    await page.getByLabel('Publication : du').fill(day);
    await page.getByLabel('Publication : au').fill(day);
    await page.getByRole('search', { name: 'Filtres' }).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]owner=${project.owner.rid.toLowerCase()}`));
    await expect(page).toHaveURL(new RegExp(`[?&]location=${department}`));
    await expect(page).toHaveURL(new RegExp(`[?&]publishedFrom=${day}&publishedTo=${day}`));
    const query = `owner=${project.owner.rid}&location=${department}&publishedFrom=${day}&publishedTo=${day}`;
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(await gatewayTotal(request, authorization, query)),
    );
    await expect(bodyRows(page).filter({ hasText: project.rid })).toHaveCount(1);

    // An end before the start is refused where it is typed, and nothing else changes.
    const url = page.url();
    await page.getByLabel('Publication : du').fill('2020-02-10');
    await page.getByLabel('Publication : au').fill('2020-02-01');
    await page.getByRole('search', { name: 'Filtres' }).getByRole('button', { name: 'Rechercher' }).click();
    await expect(
      page
        .getByRole('group', { name: 'Publication' })
        .getByText('La date de fin doit être ultérieure à la date de début.'),
    ).toBeVisible();
    expect(page.url()).toBe(url);
  });

  test('sorts by a column header both ways, and pages through the URL', async ({ page }) => {
    await openProjects(page);
    await expect(
      projectsTable(page).getByRole('columnheader', { name: 'Dernier événement' }),
    ).toHaveAttribute('aria-sort', 'descending');
    const ridHeader = projectsTable(page).getByRole('columnheader', { name: 'RID' });
    await ridHeader.getByRole('link').click();
    await expect(page).toHaveURL(/sort=rid%2Casc|sort=rid,asc/);
    await expect(ridHeader).toHaveAttribute('aria-sort', 'ascending');
    const rids = (await columnCells(page, 0).allTextContents()).map((rid) => rid.toLowerCase());
    expect(rids).toEqual([...rids].sort());
    await ridHeader.getByRole('link').click();
    await expect(page).toHaveURL(/sort=rid%2Cdesc|sort=rid,desc/);
    await expect(ridHeader).toHaveAttribute('aria-sort', 'descending');

    const first = await columnCells(page, 0).first().textContent();
    await page.getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/sort=rid/);
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(columnCells(page, 0).first()).not.toHaveText(first!);
    await page.getByLabel('Lignes par page').selectOption('50');
    await expect(page).toHaveURL(/[?&]size=50/);
    await expect(bodyRows(page)).toHaveCount(50);
  });

  test('a pasted URL restores every filter, the sort and the page', async ({ page, request }) => {
    const project = await showcaseProject(request, authorization, 'published');
    const { bsku } = project.workNeed;
    const query =
      `status=PUBLISHED&workNeed=${bsku}&owner=a&location=${project.address.postalCode.slice(0, 2)}` +
      `&tags=RGE&tags=INSTALLATION_ONLY&publishedFrom=2019-01-01&publishedTo=2020-03-03`;
    await openProjects(page, `?${query}&sort=publicationDate,asc&page=1&size=10`);
    await expect(page.getByLabel('Statut', { exact: true })).toHaveValue('PUBLISHED');
    await expect(page.getByLabel('Travaux', { exact: true })).toHaveValue(bsku);
    await expect(page.getByLabel('Propriétaire', { exact: true })).toHaveValue('a');
    await expect(page.getByLabel('Code postal ou département')).toHaveValue(
      project.address.postalCode.slice(0, 2),
    );
    const tags = page.getByRole('group', { name: 'Tags' });
    await expect(tags.getByLabel('RGE')).toBeChecked();
    await expect(tags.getByLabel('Pose seule')).toBeChecked();
    await expect(tags.getByLabel('Réparation / entretien')).not.toBeChecked();
    await expect(page.getByLabel('Publication : du')).toHaveValue('2019-01-01');
    await expect(page.getByLabel('Publication : au')).toHaveValue('2020-03-03');
    await expect(page.getByLabel('Lignes par page')).toHaveValue('10');
    await expect(projectsTable(page).getByRole('columnheader', { name: 'Publié le' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(await gatewayTotal(request, authorization, query)),
    );

    // Paged: the second page of a wider query, restored as pasted.
    await openProjects(page, '?status=SIGNED&sort=rid,asc&page=2&size=10');
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    const expected = await gatewayGet<ProjectPage>(
      request,
      authorization,
      '/projects?status=SIGNED&sort=rid,asc&page=2&size=10',
    );
    await expect(columnCells(page, 0)).toHaveText(expected.items.map((item) => item.rid));
  });

  test('malformed parameters show the default view', async ({ page }) => {
    await openProjects(
      page,
      '?status=FOO&workNeed=gone&location=Paris&tags=NOPE&publishedFrom=31/01/2020&sort=owner,up&size=1000',
    );
    await expect(page.getByLabel('Statut', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Travaux', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Code postal ou département')).toHaveValue('');
    await expect(page.getByLabel('Publication : du')).toHaveValue('');
    await expect(
      page.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(0);
    await expect(page.getByLabel('Lignes par page')).toHaveValue('20');
    await expect(
      projectsTable(page).getByRole('columnheader', { name: 'Dernier événement' }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page)).toHaveCount(20);
  });

  test('a row opens its project; the owner opens the client view', async ({ page }) => {
    await openProjects(page);
    const href = await columnCells(page, 0).nth(1).getByRole('link').getAttribute('href');
    const project = withoutListContext(href!);
    expect(project).toMatch(/^\/projets\/[^/?]+$/);
    // A click on the town, which is no link, opens the row's project.
    await repeatUntilAt(page, new RegExp(`${project}$`), () => columnCells(page, 3).nth(1).click());

    await openProjects(page);
    await columnCells(page, 2).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/clients\/[^/?]+$/, { timeout: LIST_TIMEOUT });
  });

  test("the user view's link opens the list on that owner, and the filter can be cleared", async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, authorization, 'finished');
    const owner = await gatewayGet<User>(request, authorization, `/users/${project.owner.id}`);
    await page.goto(`/clients/${owner.id}`);
    await page.getByRole('link', { name: 'Voir ses projets' }).click();
    await expect(page).toHaveURL(new RegExp(`/projets\\?ownerId=${owner.id}$`), { timeout: LIST_TIMEOUT });
    const scope = page.getByRole('group', { name: 'Client' });
    await expect(scope).toContainText(`Client : ${owner.firstName} ${owner.lastName} (${owner.rid})`);
    const owned = await gatewayGet<ProjectPage>(request, authorization, `/projects?ownerId=${owner.id}`);
    await expect(page.getByTestId('result-count')).toHaveText(formatResultCount(owned.total));
    expect(new Set(await columnCells(page, 2).allTextContents())).toEqual(
      new Set([`${owner.firstName} ${owner.lastName}`]),
    );

    await scope.getByRole('button', { name: 'Retirer le filtre client' }).click();
    await expect(page).toHaveURL(/\/projets$/);
    await expect(page.getByRole('group', { name: 'Client' })).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toHaveText(
      formatResultCount(await gatewayTotal(request, authorization, '')),
    );
  });
});
