import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { isCreditNote } from '@/lib/domain/rules/credit-note';
import { formatEuros } from '@/lib/domain/money';
import type { InvoiceType } from '@/lib/domain/enums';
import type { ProviderInvoice, User } from '@/lib/domain/schemas';
import { NOT_FOUND_SCREEN } from '@/lib/domain/errors';
import { gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';

/*
 * The standalone sales report against the fake's own invoices (read through the gateway
 * with the same dispatch filters, added up here), its CSV, its period in the URL and its roles;
 * the log-on-behalf page; the front office's public paths, which the app does not serve.
 */

const LOAD = { timeout: 60_000 };
const FROM = '2019-10-01';
const TO = '2020-02-29';
const REPORT = `/rapport-ventes-standalone?from=${FROM}&to=${TO}`;

test.describe.configure({ timeout: 120_000 });

interface Expected {
  invoices: number;
  creditNotes: number;
  /** Net amounts in cents, per month (yyyy-MM) and overall. */
  netByMonth: Map<string, number>;
  net: number;
  netInclTax: number;
}

/** The provider invoices of the period, every page of GET /billing/invoices, added up as the report says. */
async function expectedFigures(request: APIRequestContext): Promise<Expected> {
  const token = await gatewayAuthorization(request);
  const invoices: ProviderInvoice[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await gatewayGet<{ items: ProviderInvoice[]; total: number }>(
      request,
      token,
      `/billing/invoices?dispatchedFrom=${FROM}&dispatchedTo=${TO}&size=100&page=${page}`,
    );
    invoices.push(...items);
    if (invoices.length >= total || items.length === 0) break;
  }
  const expected: Expected = { invoices: 0, creditNotes: 0, netByMonth: new Map(), net: 0, netInclTax: 0 };
  for (const invoice of invoices) {
    // Cancelled invoices are void: in no figure.
    if (invoice.status === 'CANCELED') continue;
    const sign = isCreditNote(invoice.type as InvoiceType) ? -1 : 1;
    if (sign < 0) expected.creditNotes += 1;
    else expected.invoices += 1;
    const cents = sign * Math.round(invoice.amount.exclTax * 100);
    // The fake writes dates with the Paris offset: the first seven characters are the Paris month.
    const month = invoice.dispatchedAt.slice(0, 7);
    expected.netByMonth.set(month, (expected.netByMonth.get(month) ?? 0) + cents);
    expected.net += cents;
    expected.netInclTax += sign * Math.round(invoice.amount.inclTax * 100);
  }
  expect(expected.invoices).toBeGreaterThan(10);
  expect(expected.creditNotes).toBeGreaterThan(0);
  return expected;
}

function monthRow(page: Page, month: string): Locator {
  return page
    .getByRole('table', { name: 'Chiffres par mois' })
    .getByRole('row', { name: new RegExp(`^${month}`) });
}

test.describe('the sales report', () => {
  test.use({ signedInAs: 'support' });

  test('shows the period of the URL with the figures of the fake, without the back-office shell', async ({
    page,
  }) => {
    const expected = await expectedFigures(page.request);
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Rapport des ventes' })).toBeVisible(LOAD);
    await expect(page.getByText('Du 01/10/2019 au 29/02/2020')).toBeVisible();
    // Standalone: no side menu, no header search.
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Utilisateur connecté' })).toHaveCount(0);

    const summary = page.getByRole('definition');
    await expect(summary.filter({ hasText: formatEuros(expected.net / 100) }).first()).toBeVisible();
    await expect(page.getByText(`${formatEuros(expected.netInclTax / 100)} TTC`)).toBeVisible();

    const months = ['octobre 2019', 'novembre 2019', 'décembre 2019', 'janvier 2020', 'février 2020'];
    const keys = ['2019-10', '2019-11', '2019-12', '2020-01', '2020-02'];
    for (const [index, month] of months.entries()) {
      const net = formatEuros((expected.netByMonth.get(keys[index]) ?? 0) / 100);
      await expect(monthRow(page, month).getByRole('cell').nth(5)).toHaveText(net);
    }
    const total = monthRow(page, 'Total').getByRole('cell');
    await expect(total.nth(1)).toHaveText(String(expected.invoices));
    await expect(total.nth(3)).toHaveText(String(expected.creditNotes));
    await expect(total.nth(5)).toHaveText(formatEuros(expected.net / 100));

    const byType = page.getByRole('table', { name: 'Chiffres par type de facture' });
    await expect(
      byType
        .getByRole('row', { name: /^Total net/ })
        .getByRole('cell')
        .nth(2),
    ).toHaveText(formatEuros(expected.net / 100));
    // Both charts are there, drawn as SVG.
    await expect(page.getByRole('img', { name: /Montant HT par mois/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Projets publiés et signés/ })).toBeVisible();
  });

  test('keeps the period in the URL: a pasted URL restores it, the form changes it', async ({ page }) => {
    await page.goto(REPORT);
    const from = page.getByLabel('Date de début');
    const to = page.getByLabel('Date de fin');
    await expect(from).toHaveValue(FROM, LOAD);
    await expect(to).toHaveValue(TO);

    await from.fill('2019-12-01');
    await to.fill('2020-01-31');
    await page.getByRole('button', { name: 'Afficher' }).click();
    await page.waitForURL(/from=2019-12-01&to=2020-01-31$/);
    await expect(page.getByText('Du 01/12/2019 au 31/01/2020')).toBeVisible(LOAD);
    await expect(monthRow(page, 'décembre 2019')).toBeVisible();
    await expect(monthRow(page, 'novembre 2019')).toHaveCount(0);

    await page.getByLabel('Date de fin').fill('2019-11-30');
    await page.getByRole('button', { name: 'Afficher' }).click();
    await expect(page.getByText('La date de fin doit être ultérieure à la date de début.')).toBeVisible(LOAD);
    await expect(page.getByLabel('Date de début')).toHaveValue('2019-12-01');
  });

  test('downloads the same figures as a French CSV named after the period', async ({ page }) => {
    const expected = await expectedFigures(page.request);
    await page.goto(REPORT);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger le CSV' }).click({ timeout: LOAD.timeout }),
    ]);
    expect(download.suggestedFilename()).toBe(`rapport-ventes-${FROM}-${TO}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(
      /^Mois;Factures émises;Montant HT facturé;Montant TTC facturé;Avoirs émis;Montant HT des avoirs;Montant TTC des avoirs;Montant HT net;Montant TTC net;.*;Projets publiés;Projets signés;Taux de signature \(%\)$/,
    );
    const total = lines.find((line) => line.startsWith('Total;'))!.split(';');
    expect(total[1]).toBe(String(expected.invoices));
    expect(total[4]).toBe(String(expected.creditNotes));
    expect(total[7]).toBe((expected.net / 100).toFixed(2).replace('.', ','));
  });
});

test.describe('the sales report for a MANAGER BD CCO', () => {
  test.use({ signedInAs: 'manager_bd_cco' });

  test('opens', async ({ page }) => {
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Rapport des ventes' })).toBeVisible(LOAD);
    await expect(page.getByRole('table', { name: 'Chiffres par mois' })).toBeVisible();
  });
});

test.describe('the sales report for FINANCE', () => {
  test.use({ signedInAs: 'finance' });

  test('sends them home and refuses the CSV', async ({ page }) => {
    await page.goto(REPORT);
    await page.waitForURL((url) => url.pathname === '/');
    const response = await page.request.get(`/api/rapport-ventes?from=${FROM}&to=${TO}`, { maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe("Vous n'êtes pas autorisé à effectuer cette action.");
  });
});

test.describe('the log-on-behalf link', () => {
  test.describe('for SUPPORT', () => {
    test.use({ signedInAs: 'support' });

    test('explains that no session is opened and leads to the user view', async ({ page }) => {
      const token = await gatewayAuthorization(page.request);
      const { items } = await gatewayGet<{ items: User[] }>(
        page.request,
        token,
        '/users?type=PARTICULAR&size=1',
      );
      const user = items[0];
      await page.goto(`/deep-link/log-on-behalf?userId=${user.id}`);
      await expect(
        page.getByText("Le back-office n'ouvre pas de session à la place d'un utilisateur", { exact: false }),
      ).toBeVisible(LOAD);
      const link = page.getByRole('link', { name: `Voir la fiche de ${user.firstName} ${user.lastName}` });
      await expect(link).toHaveAttribute('href', `/clients/${user.id}`);
      // Still the staff member's own session.
      const me = page.getByRole('group', { name: 'Utilisateur connecté' });
      await expect(me.getByRole('list', { name: 'Rôles' })).toHaveText('SUPPORT');
      await expect(me).not.toContainText(user.lastName);

      await page.goto('/deep-link/log-on-behalf?userId=inconnu-e2e');
      await expect(
        page.getByText("Aucun utilisateur ne correspond à l'identifiant inconnu-e2e."),
      ).toBeVisible(LOAD);
    });
  });

  test.describe('for another role', () => {
    test.use({ signedInAs: 'ca' });

    test('sends them home', async ({ page }) => {
      await page.goto('/deep-link/log-on-behalf?userId=x');
      await page.waitForURL((url) => url.pathname === '/');
    });
  });
});

test.describe("the front office's public pages", () => {
  test.use({ signedInAs: 'support' });

  test('are not served by the back-office', async ({ page }) => {
    for (const path of ['/public/profil/u-1', '/public/profil/u-1/avis']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: NOT_FOUND_SCREEN.title })).toBeVisible();
    }
  });
});
