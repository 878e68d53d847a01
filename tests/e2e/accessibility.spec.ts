import type { Locator, Page } from '@playwright/test';
import { QUOTE_MESSAGES } from '@/lib/contracts/messages';
import { SIGNED_QUOTE_MESSAGES } from '@/lib/projects/messages';
import { ROUTE_LIST } from '@/lib/access';
import { quoteTypeWithArticle } from '@/lib/domain/enums';
import { SEEDED_PASSWORD_TOKENS } from '@/lib/fake-gateway/data/people';
import { reportScans, scan } from './support/axe';
import { control, gatewayAuthorization } from './support/fake-gateway';
import { open } from './support/pages';
import { pendingQuoteToSign } from './support/projects';
import { hasParams, sampleParams, samplePaths, SCREEN_ROUTES } from './support/route-samples';
import { expect, test } from './support/signed-in';

/*
 * Axe (WCAG 2.1 A and AA) on open dialogs and on forms showing their errors; every screen and tab
 * is scanned by screens.spec.ts with the same load its layout is looked at. The totals of both go to
 * test-results/accessibility.json (recorded in docs/hardening.md).
 */

// Each test stands alone, so the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

let params: ReturnType<typeof sampleParams> | undefined;
/** Read from the fake once for the whole file. */
function recordParams(request: Parameters<typeof sampleParams>[0]) {
  params ??= sampleParams(request);
  return params;
}

/** Clicks until the dialog shows (a click before hydration does nothing) and returns it. */
async function openDialogBy(page: Page, button: Locator, role: 'dialog' | 'alertdialog'): Promise<Locator> {
  const dialog = page.getByRole(role);
  await expect(async () => {
    await button.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

const TEXT_FIELDS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([disabled]):not([readonly]), textarea';

/**
 * Empties and leaves every field of the forms in `scope`, so forms whose submit stays disabled
 * until they are valid show their errors, as they do for a user who tabs through them.
 */
async function emptyEveryField(scope: Locator): Promise<void> {
  const fields = scope.locator(`form :is(${TEXT_FIELDS}), form select`);
  await expect(async () => {
    for (const field of await fields.all()) {
      if (await field.evaluate((element) => element.tagName !== 'SELECT')) await field.fill('');
      await field.blur();
    }
    await expect(scope.getByRole('alert').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('every screen of the role table has a distinct title and, with parameters, a record to open', async ({
  request,
}) => {
  const titles = ROUTE_LIST.map((route) => route.title);
  expect(new Set(titles).size).toBe(titles.length);
  const found = await recordParams(request);
  const missing = SCREEN_ROUTES.filter((route) => hasParams(route) && samplePaths(route, found).length === 0);
  expect(
    missing.map((route) => route.id),
    'routes without a sample record',
  ).toEqual([]);
});

test.describe('dialogs and form errors', () => {
  test.describe('as SUPPORT', () => {
    test.use({ signedInAs: 'support' });

    test('a confirm dialog, one with fields, and its errors', async ({ page, request }) => {
      const quote = await pendingQuoteToSign(request, await gatewayAuthorization(request));
      await open(page, `/devis/${quote.id}`);

      const sign = await openDialogBy(
        page,
        page.getByRole('button', { name: QUOTE_MESSAGES.signLabel }),
        'alertdialog',
      );
      // A dialog's name and description are best practice for axe, so not among the tags: checked here.
      await expect(sign).toHaveAccessibleName(QUOTE_MESSAGES.signTitle(quote.type));
      await expect(sign).toHaveAccessibleDescription(QUOTE_MESSAGES.signDescription(quote.type));
      await scan(page, 'dialog', 'sign a quote (confirm with a date)');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toBeHidden();

      const cancel = await openDialogBy(
        page,
        page.getByRole('button', { name: QUOTE_MESSAGES.cancelLabel(quote.type), exact: true }),
        'alertdialog',
      );
      await scan(page, 'dialog', `cancel ${quoteTypeWithArticle(quote.type)} (reasons and comment)`);
      await cancel.getByRole('button', { name: QUOTE_MESSAGES.confirm }).click();
      await expect(cancel.getByRole('alert')).toHaveText(QUOTE_MESSAGES.reasonsRequired);
      await scan(page, 'state', 'cancel a quote confirmed without a reason');
    });

    test('an upload dialog and its errors', async ({ page, request }) => {
      const showcase = (await control(request, 'GET', '/showcase')) as Record<string, string>;
      await open(page, `/projets/${showcase.published}?tab=contrat`);
      const dialog = await openDialogBy(
        page,
        page.getByRole('button', { name: SIGNED_QUOTE_MESSAGES.openLabel }),
        'dialog',
      );
      await expect(dialog).toHaveAccessibleName(SIGNED_QUOTE_MESSAGES.title);
      await expect(dialog).toHaveAccessibleDescription(SIGNED_QUOTE_MESSAGES.description);
      await scan(page, 'dialog', 'add a signed quote (upload)');
      await dialog.getByRole('button', { name: SIGNED_QUOTE_MESSAGES.submitLabel }).click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
      await scan(page, 'state', 'add a signed quote sent empty');
    });

    test('the staff forms and the header search with their errors', async ({ page }) => {
      for (const path of ['/creation-utilisateur', '/compte']) {
        await open(page, path);
        await emptyEveryField(page.getByRole('main'));
        await scan(page, 'state', `${path} with every field left empty`);
      }
      // The header search says its rule once submitted, never on merely leaving it.
      const header = page.getByRole('banner');
      await expect(async () => {
        await header.getByRole('combobox').first().fill('');
        await header.getByRole('combobox').first().press('Enter');
        await expect(header.getByRole('alert').first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await scan(page, 'state', 'the header search submitted empty');
    });
  });

  test('the public forms with their errors', async ({ page }) => {
    for (const path of [
      '/connexion',
      '/reinitialisation-mot-de-passe',
      `/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationWithCode}`,
    ]) {
      await open(page, path);
      await emptyEveryField(page.locator('body'));
      await scan(page, 'state', `${path} with every field left empty`);
    }
    await open(page, `/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationExpired}`);
    await scan(page, 'state', 'an expired password link');
  });
});

test.afterAll(async () => {
  await reportScans();
});
