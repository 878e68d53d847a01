import type { Locator, Page } from '@playwright/test';
import { searchTargetPath } from '@/components/shell/search-target';
import { PALETTE_INPUT_LABEL, PALETTE_TITLE } from '@/lib/palette/messages';
import type { SearchHit } from '@/lib/domain/schemas';
import { gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';

/*
 * The command palette, from the keyboard only: Ctrl+K, type, arrows, Enter, Escape.
 * Read-only: the fake is not reset.
 */

interface UserItem {
  id: string;
  rid: string;
  firstName: string;
  lastName: string;
}

function palette(page: Page): Locator {
  return page.getByRole('dialog', { name: PALETTE_TITLE });
}

function combobox(page: Page): Locator {
  return palette(page).getByRole('combobox', { name: PALETTE_INPUT_LABEL });
}

/** The option the combobox points at with aria-activedescendant. */
async function activeOption(page: Page): Promise<Locator> {
  const id = await combobox(page).getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  return palette(page).locator(`[id="${id}"]`);
}

/** Ctrl+K once the page has hydrated (a key pressed before reaches no listener). */
async function openPalette(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await palette(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(combobox(page)).toBeFocused();
}

test.describe('as SUPPORT', () => {
  test.use({ signedInAs: 'support' });

  test('lands free text on the global search and opens a user from their RID, keyboard only', async ({
    page,
    request,
  }) => {
    const authorization = await gatewayAuthorization(request);
    const users = await gatewayGet<{ items: UserItem[] }>(
      request,
      authorization,
      '/users?type=PARTICULAR&size=5',
    );
    const named = users.items[0];
    const text = `${named.firstName} ${named.lastName}`;
    const hits = await gatewayGet<SearchHit[]>(
      request,
      authorization,
      `/search?${new URLSearchParams({ value: text })}`,
    );
    expect(hits.length).toBeGreaterThan(0);
    const searched = searchTargetPath(hits[0]);
    // Each step lands on a new page, so that waiting for its URL waits for the navigation.
    const user = users.items.find((item) => `/clients/${item.id}` !== searched)!;

    await page.goto('/');
    await openPalette(page);
    // The screens and actions of SUPPORT, announced with their count.
    await expect(palette(page).getByRole('option', { name: 'Créer un utilisateur' })).toBeVisible();
    await expect(palette(page).getByRole('status')).toHaveText(/^\d+ résultats$/);

    await page.keyboard.type(text);
    await expect(await activeOption(page)).toHaveText(`Rechercher « ${text} »`);
    // The live suggestions come after the search entry; down to the first and back: Home returns
    // to the first option, which their arrival did not move.
    await expect(palette(page).getByRole('option', { name: hits[0].label! })).toBeVisible();
    await expect(await activeOption(page)).toHaveText(`Rechercher « ${text} »`);
    await page.keyboard.press('ArrowDown');
    await expect(await activeOption(page)).toContainText(hits[0].label!);
    await page.keyboard.press('End');
    await expect(await activeOption(page)).toHaveText(`Projets correspondant à « ${text} »`);
    await page.keyboard.press('Home');
    await expect(await activeOption(page)).toHaveText(`Rechercher « ${text} »`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === searched, { timeout: 30_000 });
    await expect(palette(page)).toBeHidden();

    await openPalette(page);
    await page.keyboard.type(user.rid.toLowerCase());
    await expect(await activeOption(page)).toHaveText(`Ouvrir l'utilisateur ${user.rid}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `/clients/${user.id}`, { timeout: 30_000 });

    await openPalette(page);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();

    // An action preset in its screen's URL: the exports screen opens on the insurance invoices.
    await openPalette(page);
    await page.keyboard.type('export assurance');
    await expect(await activeOption(page)).toHaveText("Exporter les factures d'assurance");
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exports\?report=INSURANCE_INVOICES$/, { timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'Export', exact: true })).toHaveValue(
      'INSURANCE_INVOICES',
    );
  });
});

test.describe('as CA', () => {
  test.use({ signedInAs: 'ca' });

  test('offers only the screens and actions the role may open', async ({ page }) => {
    await page.goto('/');
    await openPalette(page);
    const options = palette(page).getByRole('option');
    await expect(options.filter({ hasText: /^Ma messagerie$/ })).toHaveCount(1);
    await expect(options.filter({ hasText: 'Créer un utilisateur' })).toHaveCount(0);
    await expect(options.filter({ hasText: 'Exporter les factures' })).toHaveCount(0);

    await page.keyboard.type('créer un utilisateur');
    await expect(await activeOption(page)).toHaveText('Rechercher « créer un utilisateur »');
    await expect(options.filter({ hasText: /^Créer un utilisateur$/ })).toHaveCount(0);
  });
});
