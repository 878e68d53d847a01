import type { Browser, Page } from '@playwright/test';
import { PENDING_INVOICES_VIEW_ID } from '@/lib/views/seeds';
import { QUEUE_MESSAGES as M } from '@/lib/queues/messages';
import { resetGateway } from './support/fake-gateway';
import { expect, sessionOf, test } from './support/signed-in';

/*
 * Two staff members press "Traiter le suivant" on the same queue at once: each lands on a
 * different invoice, which says it is theirs. A claim they still hold from an earlier run is given
 * back to them, so the test holds however often it runs against the same database.
 */

const LOAD = { timeout: 60_000 };

async function pageAs(browser: Browser, role: string, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: await sessionOf(browser, role, baseURL),
  });
  return context.newPage();
}

test('two staff pressing "Traiter le suivant" on one queue get different records, each marked theirs', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // The seeded overdue invoices: a spec run before on this worker may have marked them paid.
  await resetGateway(request);
  const [finance, support] = await Promise.all([
    pageAs(browser, 'finance', baseURL),
    pageAs(browser, 'support', baseURL),
  ]);
  const next = async (page: Page) => {
    await page.goto(`/files/${PENDING_INVOICES_VIEW_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
    return page.getByRole('button', { name: M.next });
  };
  const [financeNext, supportNext] = await Promise.all([next(finance), next(support)]);
  await Promise.all([financeNext.click(), supportNext.click()]);
  const landed = async (page: Page) => {
    await page.waitForURL(/\/factures\/[^/?]+$/, LOAD);
    await expect(page.getByTestId('claim-notice')).toContainText('Pris en charge par vous', LOAD);
    return new URL(page.url()).pathname;
  };
  const [financeRecord, supportRecord] = await Promise.all([landed(finance), landed(support)]);
  expect(financeRecord).not.toBe(supportRecord);

  // The colleague's invoice warns before anyone acts on it.
  await finance.goto(supportRecord);
  await expect(finance.getByTestId('claim-notice')).toContainText('Prévenez cette personne', LOAD);
  await Promise.all([finance.context().close(), support.context().close()]);
});
