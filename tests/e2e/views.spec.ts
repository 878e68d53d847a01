import type { Locator, Page } from '@playwright/test';
import { HOME_TEXTS, VIEW_MESSAGES as M } from '@/lib/views/messages';
import { SEEDED_VIEWS } from '@/lib/views/seeds';
import { expect, restoreSession, test } from './support/signed-in';
import { openDialog, toast } from './support/ui';

/*
 * Saved views as staff use them: saved on a list and shared with a role, found in that role's side
 * menu and home with the list's count, opened as the same filtered list; and each role's home with
 * the views the demo ships. The database outlives a run, so a saved view's name is the run's own.
 */

test.describe.configure({ timeout: 120_000 });

const seeded = (name: string) => SEEDED_VIEWS.find((view) => view.name.startsWith(name))!.name;

function homeViews(page: Page): Locator {
  return page.getByTestId('home-views');
}

/** The count shown beside the view named `name` on home. */
function homeCount(page: Page, name: string): Locator {
  return homeViews(page).getByRole('listitem').filter({ hasText: name }).getByTestId('view-count');
}

/** The visible digits of a count ("1 234" → "1234"). */
async function digitsOf(count: Locator): Promise<string> {
  return ((await count.innerText()).split('(')[0] ?? '').replace(/\D/g, '');
}

test('a view saved on /factures and shared with FINANCE shows in their menu and home, with its count', async ({
  page,
}) => {
  const name = `Factures payées ${Date.now()}`;
  await restoreSession(page, 'SUPPORT');
  await page.goto('/factures?status=PAID&size=50');
  const total = await digitsOf(page.getByTestId('result-count'));
  expect(total).not.toBe('');

  const dialog = await openDialog(page, page.getByRole('button', { name: M.save }), M.saveTitle);
  await dialog.getByLabel(M.name).fill(name);
  await dialog.getByRole('checkbox', { name: 'FINANCE', exact: true }).check();
  await dialog.getByRole('button', { name: M.saveConfirm }).click();
  await expect(toast(page, M.saved(name))).toBeVisible();
  // The page reloads its data: the menu drawn around it lists the view at once.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name })).toBeVisible();

  await restoreSession(page, 'FINANCE');
  await expect(homeCount(page, name)).toBeVisible();
  expect(await digitsOf(homeCount(page, name))).toBe(total);

  await menu.getByRole('button', { name: 'Finance', exact: true }).click();
  await menu.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/factures\?size=50&status=PAID$/);
  await expect(page.getByTestId('result-count')).toBeVisible();
  expect(await digitsOf(page.getByTestId('result-count'))).toBe(total);
});

for (const [role, shown, hidden, unread] of [
  [
    'SUPPORT',
    [seeded('Discussions non lues'), seeded('Signalements'), seeded('Factures en attente')],
    [seeded('Projets en validation')],
    true,
  ],
  [
    'FINANCE',
    [seeded('Factures en attente')],
    [seeded('Discussions non lues'), seeded('Signalements')],
    false,
  ],
  [
    'CA',
    [seeded('Projets en validation'), seeded('Discussions non lues')],
    [seeded('Factures en attente')],
    true,
  ],
] as const) {
  test(`home of ${role} shows the day's work with the views the role may use, and their counts`, async ({
    page,
  }) => {
    await restoreSession(page, role);
    await expect(page.getByRole('heading', { name: HOME_TEXTS.claims })).toBeVisible();
    await expect(page.getByRole('heading', { name: HOME_TEXTS.recent })).toBeVisible();
    for (const name of shown) {
      // A number, not "—": the gateway gave the view's total.
      await expect(homeCount(page, name)).toBeVisible();
      expect(await digitsOf(homeCount(page, name))).toMatch(/^\d+$/);
    }
    for (const name of hidden) await expect(homeViews(page).getByText(name, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: HOME_TEXTS.unread })).toHaveCount(unread ? 1 : 0);
  });
}
