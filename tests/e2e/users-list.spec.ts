import type { Page } from '@playwright/test';
import { expect, test } from './support/signed-in';
import { repeatUntilAt, withoutListContext } from './support/ui';

/*
 * The lists keep their state in the URL. These tests only read the seed (no reset needed) and work
 * whatever order the suite runs in: values to search for are taken from the list itself.
 */

const LIST_TIMEOUT = 60_000;

function usersTable(page: Page) {
  return page.getByRole('table', { name: 'Liste des clients' });
}

function bodyRows(page: Page) {
  return usersTable(page).locator('tbody tr');
}

async function openUsers(page: Page, search = '') {
  await page.goto(`/clients${search}`);
  // The loading skeleton is a table of the same name; the count comes with the rows.
  await expect(page.getByTestId('result-count')).toBeVisible({ timeout: LIST_TIMEOUT });
  await expect(usersTable(page)).toBeVisible();
}

function columnCells(page: Page, index: number) {
  // The checkbox column of the roles that may act on many rows is not one of the list's.
  return bodyRows(page).locator(`td:nth-child(${index + 1} of :not([data-selection]))`);
}

test.describe('clients list', () => {
  test.use({ signedInAs: 'support' });
  test.beforeEach(() => test.setTimeout(120_000));

  test('filters by type and status, and the URL keeps them', async ({ page }) => {
    await openUsers(page);
    await page.getByLabel('Type', { exact: true }).selectOption('PROFESSIONAL');
    await expect(page).toHaveURL(/[?&]type=PROFESSIONAL/);
    await expect(columnCells(page, 4).first()).toHaveText('Professionnel');
    const types = await columnCells(page, 4).allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Professionnel']));

    await page.getByLabel('Statut du compte').selectOption('INACTIVE');
    await expect(page).toHaveURL(/status=INACTIVE/);
    await expect(page).toHaveURL(/type=PROFESSIONAL/);
    await expect(columnCells(page, 5).first()).toHaveText('Désactivé');
    expect(new Set(await columnCells(page, 5).allTextContents())).toEqual(new Set(['Désactivé']));
    expect(new Set(await columnCells(page, 4).allTextContents())).toEqual(new Set(['Professionnel']));

    // Only the three statuses of SPEC §4 are offered.
    await expect(page.getByLabel('Statut du compte').locator('option')).toHaveText([
      'Tous',
      "En attente d'activation",
      'Activé',
      'Désactivé',
    ]);

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('');
  });

  test('searches the free text on Enter and shows the count', async ({ page }) => {
    await openUsers(page);
    const email = (await columnCells(page, 2).nth(3).textContent())!.trim();
    const search = page.getByLabel('Recherche');
    await search.fill(email);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
    await expect(page.getByTestId('result-count')).toHaveText('1 résultat');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(columnCells(page, 2)).toHaveText([email]);

    await search.fill('zzz-personne-ne-porte-ce-nom');
    await page.getByRole('search', { name: 'Filtres' }).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Aucun résultat ne correspond à ces critères.')).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('0 résultat');
  });

  test('sorts by a column header, both ways', async ({ page }) => {
    await openUsers(page);
    const nameHeader = usersTable(page).getByRole('columnheader', { name: 'Nom' });
    await expect(usersTable(page).getByRole('columnheader', { name: 'Créé le' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await nameHeader.getByRole('link').click();
    await expect(page).toHaveURL(/sort=lastName%2Casc|sort=lastName,asc/);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const names = await columnCells(page, 1).allTextContents();
    const lastNames = names.map((name) => name.split(' ').slice(1).join(' '));
    expect(lastNames).toEqual(
      [...lastNames].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );

    await nameHeader.getByRole('link').click();
    await expect(page).toHaveURL(/sort=lastName%2Cdesc|sort=lastName,desc/);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  });

  test('pages and changes the page size through the URL', async ({ page }) => {
    await openUsers(page);
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    const firstRid = await columnCells(page, 0).first().textContent();
    await page.getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(columnCells(page, 0).first()).not.toHaveText(firstRid!);
    await expect(bodyRows(page)).toHaveCount(20);

    await page.getByLabel('Lignes par page').selectOption('50');
    await expect(page).toHaveURL(/[?&]size=50/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(bodyRows(page)).toHaveCount(50);
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
  });

  test('a pasted URL restores filters, sort and page, and the back button the previous view', async ({
    page,
  }) => {
    await openUsers(page, '?type=PARTICULAR&status=ACTIVE&q=a&sort=lastName,asc&page=2&size=10');
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('PARTICULAR');
    await expect(page.getByLabel('Statut du compte')).toHaveValue('ACTIVE');
    await expect(page.getByLabel('Recherche')).toHaveValue('a');
    await expect(page.getByLabel('Lignes par page')).toHaveValue('10');
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(usersTable(page).getByRole('columnheader', { name: 'Nom' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(bodyRows(page)).toHaveCount(10);
    expect(new Set(await columnCells(page, 4).allTextContents())).toEqual(new Set(['Particulier']));

    await page.getByLabel('Type', { exact: true }).selectOption('PROFESSIONAL');
    await expect(page).toHaveURL(/type=PROFESSIONAL/);
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('PROFESSIONAL');
    await page.goBack();
    await expect(page).toHaveURL(/type=PARTICULAR/);
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('PARTICULAR');
    await expect(page.getByLabel('Recherche')).toHaveValue('a');
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
  });

  test('malformed parameters show the default view', async ({ page }) => {
    await openUsers(page, '?page=abc&status=FOO&size=100000&sort=password,asc&type=LMSG');
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    await expect(page.getByLabel('Statut du compte')).toHaveValue('');
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Lignes par page')).toHaveValue('20');
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(usersTable(page).getByRole('columnheader', { name: 'Créé le' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('a row opens the user on click and on Enter', async ({ page }) => {
    const userView = /\/clients\/[^/?]+$/;
    await openUsers(page);
    await repeatUntilAt(page, userView, () => columnCells(page, 2).first().click());

    await openUsers(page);
    const row = bodyRows(page).nth(1);
    await repeatUntilAt(page, userView, async () => {
      await row.focus();
      await row.press('Enter');
    });

    // The link in the first cell is the keyboard path too.
    await openUsers(page);
    const rid = columnCells(page, 0).nth(2).getByRole('link');
    await rid.focus();
    await rid.press('Enter');
    await expect.poll(() => withoutListContext(page.url()), { timeout: LIST_TIMEOUT }).toMatch(userView);
  });
});

test.describe('staff list', () => {
  test.use({ signedInAs: 'support' });

  test('SUPPORT sees the staff with their roles and can go to the creation form', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/utilisateurs?q=support%40groupe.example');
    const table = page.getByRole('table', { name: 'Liste des utilisateurs' });
    await expect(table).toBeVisible({ timeout: LIST_TIMEOUT });
    const row = table.locator('tbody tr', { hasText: 'support@groupe.example' });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(2)).toHaveText('SUPPORT');
    await expect(row.locator('td').nth(3)).toHaveText('Activé');

    await page.goto('/utilisateurs?q=manager_cc%40groupe.example');
    await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText('MANAGER CC');

    await page.getByRole('link', { name: 'Créer un utilisateur' }).first().click();
    await expect(page).toHaveURL(/\/creation-utilisateur$/, { timeout: LIST_TIMEOUT });
  });

  test('a row opens the staff member', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/utilisateurs?sort=email,asc');
    const table = page.getByRole('table', { name: 'Liste des utilisateurs' });
    await expect(page.getByTestId('result-count')).toBeVisible({ timeout: LIST_TIMEOUT });
    await repeatUntilAt(page, /\/utilisateurs\/[^/?]+$/, () =>
      table.locator('tbody tr').first().locator('td').nth(1).click(),
    );
  });

  test.describe('as CA', () => {
    test.use({ signedInAs: 'ca' });

    test('another role is sent home', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/utilisateurs');
      await page.waitForURL((url) => url.pathname === '/', { timeout: LIST_TIMEOUT });
      await expect(page.getByRole('table', { name: 'Liste des utilisateurs' })).toHaveCount(0);
    });
  });
});
