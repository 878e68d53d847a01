import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CHANGES_MESSAGES as C } from '@/lib/changes/messages';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { INVOICE_MESSAGES as M, INVOICE_RULE_REASONS as R } from '@/lib/invoices/messages';
import { gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, sessionOf, test } from './support/signed-in';
import { expectUnavailableAction, openDialog, toast } from './support/ui';

/*
 * No silent overwrite, as two clerks meet it: SUPPORT and FINANCE have one pending invoice open;
 * SUPPORT marks it paid; FINANCE, on the page as it loaded, marks it paid on another day and is
 * refused with what changed, the day typed kept; « Recharger et appliquer à nouveau » shows the
 * invoice as it now is, paid on SUPPORT's day, and sends nothing the new state forbids.
 */

const LOAD = { timeout: 60_000 };

test.describe.configure({ timeout: 120_000 });

async function signedIn(
  browser: Browser,
  role: string,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  return browser.newContext({ storageState: await sessionOf(browser, role, baseURL), baseURL });
}

const actions = (page: Page) => page.getByRole('group', { name: 'Actions sur la facture' });

async function openInvoice(page: Page, id: string): Promise<void> {
  await page.goto(`/factures/${id}`);
  await expect(actions(page)).toBeVisible(LOAD);
}

async function markPaid(page: Page, day: string) {
  const dialog = await openDialog(
    page,
    actions(page).getByRole('button', { name: 'Marquer payée' }),
    'Marquer la facture payée ?',
  );
  await dialog.getByLabel(/Date de paiement/).fill(day);
  await dialog.getByRole('button', { name: 'Marquer payée' }).click();
  return dialog;
}

test('the second clerk to mark an invoice paid sees that it already was, and keeps what they typed', async ({
  browser,
  baseURL,
  request,
}) => {
  await resetGateway(request);
  const token = await gatewayAuthorization(request);
  const { items } = await gatewayGet<{ items: ProviderInvoice[] }>(
    request,
    token,
    '/billing/invoices?type=FEE&status=PENDING',
  );
  const invoice = items[0]!;
  const [support, finance] = [
    await signedIn(browser, 'support', baseURL),
    await signedIn(browser, 'finance', baseURL),
  ];
  try {
    const [first, second] = [await support.newPage(), await finance.newPage()];
    await openInvoice(first, invoice.id);
    await openInvoice(second, invoice.id);

    await markPaid(first, '2020-03-02');
    await expect(toast(first, M.markedPaid)).toBeVisible();

    const dialog = await markPaid(second, '2020-03-01');
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(C.changed);
    await expect(alert).toContainText(/Statut : En attente → Payée, par \S.* à \d{1,2} h \d{2}/);
    await expect(dialog.getByLabel(/Date de paiement/)).toHaveValue('2020-03-01');
    await expect(toast(second, M.markedPaid)).toHaveCount(0);

    await alert.getByRole('button', { name: C.reapply }).click();
    await expect(dialog).toBeHidden();
    await expect(second.locator('header').getByText('Payée', { exact: true })).toBeVisible();
    await expect(second.locator('dd', { hasText: '02/03/2020' })).toBeVisible();
    await expectUnavailableAction(second, actions(second), 'Marquer payée', R.markPaid);
  } finally {
    await support.close();
    await finance.close();
  }
});
