import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { control, gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, sessionOf, test } from './support/signed-in';

/*
 * Presence on records between two browsers signed in as two staff members: each sees the other on
 * the same invoice within 10 s, and the other's leaving; in a discussion, one sees the other typing
 * an answer before sending theirs. Nothing here writes to the gateway.
 */

const FIRST_LOAD = { timeout: 60_000 };
/** What the issue asks: presence shows within 10 s. */
const WITHIN = { timeout: 10_000 };

test.use({ signedInAs: 'support' });
test.describe.configure({ timeout: 90_000 });

async function asRole(browser: Browser, baseURL: string | undefined, role: string): Promise<BrowserContext> {
  return browser.newContext({ storageState: await sessionOf(browser, role, baseURL), baseURL });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
}

const notice = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text });

test('two staff on the same invoice each see the other within 10 s, and see them leave', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const authorization = await gatewayAuthorization(request);
  const { items } = await gatewayGet<{ items: { id: string }[] }>(
    request,
    authorization,
    '/billing/invoices?size=1',
  );
  const invoice = `/factures/${items[0]!.id}`;
  const finance = await asRole(browser, baseURL, 'finance');
  try {
    await open(page, invoice);
    const financePage = await finance.newPage();
    await open(financePage, invoice);
    await expect(notice(financePage, 'consulte aussi')).toHaveText(
      /^\S.* \(SUPPORT\) consulte aussi cette facture$/,
      WITHIN,
    );
    await expect(notice(page, 'consulte aussi')).toHaveText(
      /^\S.* \(FINANCE\) consulte aussi cette facture$/,
      WITHIN,
    );

    await financePage.close();
    await expect(notice(page, 'consulte aussi')).toHaveCount(0, WITHIN);
  } finally {
    await finance.close();
  }
});

test("a discussion says who else is typing an answer, before one's own is sent", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { staff } = (await control(request, 'GET', '/showcase/discussions')) as { staff: string };
  const colleague = await asRole(browser, baseURL, 'manager_ca');
  try {
    await open(page, `/discussions/${staff}`);
    const colleaguePage = await colleague.newPage();
    await open(colleaguePage, `/discussions/${staff}`);
    await expect(notice(colleaguePage, 'consulte aussi')).toContainText(
      'consulte aussi cette discussion',
      WITHIN,
    );

    await page.getByRole('form', { name: 'Écrire un message' }).getByLabel('Votre message').fill('Bonjour');
    await expect(notice(colleaguePage, "en train d'écrire")).toHaveText(
      /^\S.* est en train d'écrire une réponse dans cette discussion$/,
      WITHIN,
    );
  } finally {
    await colleague.close();
  }
});
