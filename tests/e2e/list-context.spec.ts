import type { APIRequestContext } from '@playwright/test';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';

/*
 * A FINANCE clerk clearing invoices: the filtered list shows its total and offers its export; an
 * invoice opened from it steps to the next one across the page edge, and its breadcrumb goes back
 * to the filtered list at that invoice's page. What only a browser sees: the links the rows carry,
 * the title, and where the breadcrumb lands. The rules themselves are unit-tested.
 */

const LOAD = { timeout: 60_000 };
const LIST = '/factures?size=10&sort=number%2Casc&status=PENDING';

test.describe.configure({ timeout: 120_000 });
test.use({ signedInAs: 'finance' });

async function pendingByNumber(request: APIRequestContext, page: number): Promise<ProviderInvoice[]> {
  const token = await gatewayAuthorization(request);
  const answer = await gatewayGet<{ items: ProviderInvoice[] }>(
    request,
    token,
    `/billing/invoices?status=PENDING&sort=number,asc&size=10&page=${page}`,
  );
  return answer.items;
}

test('an invoice opened from a filtered list goes back to it, with the previous and next invoices', async ({
  page,
  request,
}) => {
  const [first, second] = [await pendingByNumber(request, 1), await pendingByNumber(request, 2)];
  const last = first[9]!;
  const next = second[0]!;

  await page.goto(LIST);
  await expect(page.getByTestId('result-count')).toBeVisible(LOAD);
  await expect(page.getByTestId('invoices-total')).toHaveText(/^Total TTC\s:\s\d[\d\s]*,\d{2}\s€$/);
  await expect(page.getByRole('button', { name: 'Exporter ces résultats' })).toBeVisible();

  // The last invoice of page 1: its next one is the first of page 2.
  await page
    .getByRole('table', { name: 'Liste des factures' })
    .getByRole('link', { name: last.number })
    .click();
  await page.waitForURL((url) => url.pathname === `/factures/${last.id}`, LOAD);
  await expect(page).toHaveTitle(new RegExp(`^Facture ${last.number} \\(${last.rid}\\) · Facture$`));
  const nav = page.getByRole('navigation', { name: 'Navigation dans la liste' });
  await expect(nav.getByRole('link', { name: 'Liste des factures' })).toHaveAttribute('href', LIST);
  await expect(nav.getByText(/^10 sur \d+$/)).toBeVisible();

  await nav.getByRole('link', { name: 'Fiche suivante' }).click();
  await page.waitForURL((url) => url.pathname === `/factures/${next.id}`, LOAD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Facture ${next.number}`);
  await expect(nav.getByText(/^11 sur \d+$/)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Fiche précédente' })).toHaveAttribute(
    'href',
    new RegExp(`^/factures/${last.id}\\?`),
  );
  // The Journal tab keeps the list; the breadcrumb then goes back to the page holding the invoice.
  await page
    .getByRole('navigation', { name: 'Sections de la fiche' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await expect(page).toHaveURL(/[?&]tab=journal/);
  await nav.getByRole('link', { name: 'Liste des factures' }).click();
  await page.waitForURL((url) => url.pathname === '/factures' && url.searchParams.get('page') === '2', LOAD);
  expect(new URL(page.url()).searchParams.get('status')).toBe('PENDING');
  await expect(page.getByLabel('Statut', { exact: true })).toHaveValue('PENDING');
  await expect(
    page.getByRole('table', { name: 'Liste des factures' }).getByRole('link', { name: next.number }),
  ).toBeVisible();
});
