import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { APPROVAL_MESSAGES as M } from '@/lib/approvals/messages';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { control, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, sessionOf, test } from './support/signed-in';
import { openDialog, toast } from './support/ui';

/*
 * Four eyes: a 48 000 € credit note asked by FINANCE waits for a second FINANCE account, whose
 * approval creates it once; the first never sees « Approuver » on their own request.
 */

const LOAD = { timeout: 60_000 };

test.use({ signedInAs: 'finance' });
test.describe.configure({ timeout: 120_000 });

async function pendingFee(request: APIRequestContext): Promise<ProviderInvoice> {
  const token = await gatewayAuthorization(request);
  const page = await gatewayGet<{ items: ProviderInvoice[] }>(
    request,
    token,
    '/billing/invoices?type=FEE&status=PENDING&size=1',
  );
  if (!page.items[0]) throw new Error('no pending fee invoice in the seed');
  return page.items[0];
}

async function openInvoice(page: Page, id: string): Promise<Locator> {
  await page.goto(`/factures/${id}`);
  const actions = page.getByRole('group', { name: 'Actions sur la facture' });
  await expect(actions).toBeVisible(LOAD);
  return actions;
}

async function asFinance2(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    storageState: await sessionOf(browser, 'finance-2', baseURL),
    baseURL,
  });
  return context.newPage();
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function approve(page: Page): Promise<void> {
  const dialog = await openDialog(
    page,
    page.getByTestId('approval-notice').getByRole('button', { name: M.approve }),
    M.approveTitle,
  );
  await dialog.getByLabel(M.commentLabel).fill('Vu avec le client');
  await dialog.getByRole('button', { name: M.approve }).click();
}

const creditNoteCalls = async (request: APIRequestContext, id: string) =>
  (
    (await control(
      request,
      'GET',
      `/calls?method=POST&path=/billing/invoices/${id}/cancel-by-credit-note`,
    )) as unknown[]
  ).length;

test('a 48 000 € credit note waits for a second FINANCE approval and is created once', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await resetGateway(request);
  const invoice = await pendingFee(request);
  await control(request, 'POST', `/provider-invoices/${invoice.id}/amount`, { inclTax: 48_000 });

  const dialog = await openDialog(
    page,
    (await openInvoice(page, invoice.id)).getByRole('button', { name: 'Générer un avoir' }),
    'Générer un avoir pour cette facture ?',
  );
  await dialog.getByLabel(M.reasonLabel).fill('Geste commercial accordé par la direction');
  await dialog.getByRole('button', { name: M.askLabel }).click();
  await expect(toast(page, M.requested)).toBeVisible();
  const notice = page.getByTestId('approval-notice');
  await expect(notice).toContainText('Geste commercial accordé par la direction', LOAD);
  await expect(notice.getByRole('button', { name: M.approve })).toHaveCount(0);
  await expect(notice.getByRole('button', { name: M.cancel })).toBeVisible();
  expect(await creditNoteCalls(request, invoice.id)).toBe(0);

  // finance-2 has the invoice open in two tabs: the second one's approval comes after the first's.
  const other = await asFinance2(browser, baseURL);
  const stale = await other.context().newPage();
  await openInvoice(other, invoice.id);
  await openInvoice(stale, invoice.id);
  await approve(other);
  await expect(notifications(other).getByText(/^Demande approuvée/)).toBeVisible();
  await expect(other.getByTestId('approval-notice')).toHaveCount(0, LOAD);
  await expect(other.getByRole('link', { name: /^AV-\d{4}-\d{6}$/ })).toBeVisible(LOAD);
  expect(await creditNoteCalls(request, invoice.id)).toBe(1);

  await approve(stale);
  await expect(toast(stale, M.alreadyDecided)).toBeVisible();
  expect(await creditNoteCalls(request, invoice.id)).toBe(1);
  await other.context().close();
});
