import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDate } from '@/lib/domain/dates';
import { invoiceStatus, invoiceType, productCode } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { INVOICE_MESSAGES as M, INVOICE_RULE_REASONS as R } from '@/lib/invoices/messages';
import { control, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { openDialog, repeatUntilAt, toast, expectUnavailableAction } from './support/ui';

/*
 * The provider invoices against the fake gateway's own data: the list with its state
 * in the URL, the view, and the four actions allowed, refused by role and by state. The list
 * tests only read; the action tests reset the fake first. Ids come from the fake, never the seed.
 */

const LOAD = { timeout: 60_000 };

test.describe.configure({ timeout: 120_000 });

interface Page_<T> {
  items: T[];
  total: number;
}

async function firstInvoice(request: APIRequestContext, query: string): Promise<ProviderInvoice> {
  const token = await gatewayAuthorization(request);
  const page = await gatewayGet<Page_<ProviderInvoice>>(request, token, `/billing/invoices?${query}`);
  const invoice = page.items[0];
  if (!invoice) throw new Error(`no provider invoice for ${query}`);
  return invoice;
}

function invoicesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Liste des factures' });
}

function columnCells(page: Page, index: number): Locator {
  // The checkbox column of the roles that may act on many rows is not one of the list's.
  return invoicesTable(page).locator(`tbody tr td:nth-child(${index + 1} of :not([data-selection]))`);
}

async function openList(page: Page, search = ''): Promise<void> {
  await page.goto(`/factures${search}`);
  // The loading skeleton is a table of the same name; the count comes with the rows.
  await expect(page.getByTestId('result-count')).toBeVisible(LOAD);
}

function dateRange(page: Page): Locator {
  return page.getByRole('group', { name: "Date d'émission" });
}

function applyFilters(page: Page): Promise<void> {
  return page.getByRole('search', { name: 'Filtres' }).getByRole('button', { name: 'Rechercher' }).click();
}

/** dd/MM/yyyy → yyyy-MM-dd, to compare days. */
const isoDay = (french: string) => french.split('/').reverse().join('-');

test.describe('invoice list', () => {
  test.use({ signedInAs: 'support' });

  test('filters by type and status, and the URL keeps them', async ({ page }) => {
    await openList(page);
    await expect(invoicesTable(page).getByRole('columnheader', { name: "Date d'émission" })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.getByLabel('Type', { exact: true }).selectOption('FEE');
    await expect(page).toHaveURL(/[?&]type=FEE/);
    await expect(columnCells(page, 1).first()).toHaveText(invoiceType.label('FEE'));
    await page.getByLabel('Statut', { exact: true }).selectOption('PAID');
    await expect(page).toHaveURL(/status=PAID/);
    await expect(page).toHaveURL(/type=FEE/);
    await expect(columnCells(page, 6).first()).toHaveText('Payée');
    expect(new Set(await columnCells(page, 1).allTextContents())).toEqual(new Set(['Frais de service']));
    expect(new Set(await columnCells(page, 6).allTextContents())).toEqual(new Set(['Payée']));
    // A paid invoice shows its paid date; amounts are French euros, right-aligned.
    expect((await columnCells(page, 5).first().textContent())?.trim()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(columnCells(page, 3).first()).toHaveText(/^\d[\d\u202f]*,\d{2}\u00a0€$/);
    await expect(columnCells(page, 3).first()).toHaveCSS('text-align', 'right');
  });

  test('finds an invoice by number and the invoices of a recipient by RID', async ({ page, request }) => {
    const invoice = await firstInvoice(request, 'sort=number,asc&page=3&size=10');
    await openList(page);
    const number = page.getByLabel('Numéro', { exact: true });
    await number.fill(invoice.number.toLowerCase());
    await number.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]number=${invoice.number.toLowerCase()}`));
    await expect(page.getByTestId('result-count')).toHaveText('1 résultat');
    await expect(columnCells(page, 0)).toHaveText([invoice.number]);

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page).toHaveURL(/\/factures$/);
    const recipient = page.getByLabel('Destinataire', { exact: true });
    await recipient.fill(invoice.recipient.rid);
    await recipient.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]recipient=${invoice.recipient.rid}`));
    await expect(columnCells(page, 2).first()).toContainText(invoice.recipient.rid);
    expect(new Set(await columnCells(page, 2).allTextContents()).size).toBe(1);
    await expect(columnCells(page, 2).first().getByRole('link')).toHaveAttribute(
      'href',
      `/clients/${invoice.recipient.id}`,
    );
  });

  test('keeps the invoices dispatched between two days, and refuses an end before the start', async ({
    page,
    request,
  }) => {
    const newest = await firstInvoice(request, 'size=1');
    const day = formatDate(newest.dispatchedAt);
    await openList(page);
    const range = dateRange(page);
    await range.getByLabel("Date d'émission : du").fill(isoDay(day));
    await range.getByLabel("Date d'émission : au").fill('2000-01-01');
    await applyFilters(page);
    await expect(
      dateRange(page).getByText('La date de fin doit être ultérieure à la date de début.'),
    ).toBeVisible();

    await dateRange(page).getByLabel("Date d'émission : du").fill(isoDay(day));
    await dateRange(page).getByLabel("Date d'émission : au").fill(isoDay(day));
    await applyFilters(page);
    await expect(page).toHaveURL(new RegExp(`dispatchedFrom=${isoDay(day)}&dispatchedTo=${isoDay(day)}`));
    await expect(columnCells(page, 4).first()).toHaveText(day);
    expect(new Set(await columnCells(page, 4).allTextContents())).toEqual(new Set([day]));

    await page
      .getByRole('search', { name: 'Filtres' })
      .getByRole('button', { name: 'Réinitialiser' })
      .click();
    await expect(page).toHaveURL(/\/factures$/);
    await expect(dateRange(page).getByLabel("Date d'émission : du")).toHaveValue('');
  });

  test('sorts by number both ways and pages through the URL', async ({ page }) => {
    await openList(page);
    const header = invoicesTable(page).getByRole('columnheader', { name: 'Numéro' });
    await header.getByRole('link').click();
    await expect(page).toHaveURL(/sort=number%2Casc|sort=number,asc/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await columnCells(page, 0).allTextContents();
    expect(ascending).toEqual([...ascending].sort());
    await header.getByRole('link').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');

    const first = await columnCells(page, 0).first().textContent();
    await page.getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(columnCells(page, 0).first()).not.toHaveText(first!);
    await page.getByLabel('Lignes par page').selectOption('50');
    await expect(page).toHaveURL(/[?&]size=50/);
    await expect(invoicesTable(page).locator('tbody tr')).toHaveCount(50);
  });

  test('a pasted URL restores every filter, the sort and the page', async ({ page }) => {
    await openList(
      page,
      '?type=FEE&status=PAID&number=FA&recipient=e&dispatchedFrom=2019-01-01&dispatchedTo=2020-03-03&sort=number,asc&size=10&page=2',
    );
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('FEE');
    await expect(page.getByLabel('Statut', { exact: true })).toHaveValue('PAID');
    await expect(page.getByLabel('Numéro', { exact: true })).toHaveValue('FA');
    await expect(page.getByLabel('Destinataire', { exact: true })).toHaveValue('e');
    await expect(dateRange(page).getByLabel("Date d'émission : du")).toHaveValue('2019-01-01');
    await expect(dateRange(page).getByLabel("Date d'émission : au")).toHaveValue('2020-03-03');
    await expect(page.getByLabel('Lignes par page')).toHaveValue('10');
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(invoicesTable(page).getByRole('columnheader', { name: 'Numéro' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(new Set(await columnCells(page, 1).allTextContents())).toEqual(new Set(['Frais de service']));
    for (const number of await columnCells(page, 0).allTextContents()) expect(number).toContain('FA');
  });

  test("the user view's link lists that user's invoices, and the scope can be removed", async ({
    page,
    request,
  }) => {
    const invoice = await firstInvoice(request, 'type=INSURANCE');
    await page.goto(`/clients/${invoice.recipient.id}`);
    await page.getByRole('link', { name: 'Voir ses factures' }).click({ timeout: LOAD.timeout });
    await expect(page).toHaveURL(new RegExp(`/factures\\?recipientId=${invoice.recipient.id}$`), LOAD);
    const scope = page.getByRole('group', { name: 'Factures du destinataire' });
    await expect(scope).toContainText(invoice.recipient.rid);
    expect(new Set(await columnCells(page, 2).allTextContents()).size).toBe(1);
    await scope.getByRole('button', { name: 'Retirer le filtre factures du destinataire' }).click();
    await expect(page).toHaveURL(/\/factures$/);
  });

  test('a row opens its invoice', async ({ page }) => {
    await openList(page);
    await repeatUntilAt(page, /\/factures\/[^/?]+$/, () => columnCells(page, 6).first().click());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(Facture|Avoir) [A-Z]{2}-\d{4}-\d{6}$/,
    );
  });
});

test.describe('invoice view', () => {
  test.use({ signedInAs: 'ca' });

  test('shows every field, the lines and the document in the viewer; CA sees no action', async ({
    page,
    request,
  }) => {
    const invoice = await firstInvoice(request, 'type=FEE&status=PENDING');
    await page.goto(`/factures/${invoice.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Facture ${invoice.number}`, LOAD);
    const field = (term: string) =>
      page
        .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
        .locator('dd');
    await expect(field('RID')).toHaveText(invoice.rid);
    await expect(field('Type')).toHaveText(invoiceType.label(invoice.type));
    await expect(field('Statut')).toHaveText(invoiceStatus.label('PENDING'));
    await expect(field('Montant HT')).toHaveText(formatEuros(invoice.amount.exclTax));
    await expect(field('Montant TTC')).toHaveText(formatEuros(invoice.amount.inclTax));
    await expect(field('Date de paiement')).toHaveText('—');
    await expect(field('Contournement')).toHaveText(invoice.bypass ? 'Oui' : 'Non');
    await expect(field('Destinataire').getByRole('link')).toHaveAttribute(
      'href',
      `/clients/${invoice.recipient.id}`,
    );
    // A seeded fee invoice has its project and its PDF.
    await expect(field('Projet').getByRole('link')).toHaveAttribute(
      'href',
      `/projets/${invoice.project!.id}`,
    );
    await expect(field('Document').getByRole('link')).toHaveAttribute(
      'href',
      `/documents/${invoice.document!.id}/view`,
    );

    const line = invoice.lines[0]!;
    const lines = page.getByRole('table', { name: 'Lignes de la facture' });
    const cells = lines.locator('tbody tr').first().locator('td');
    await expect(cells.nth(0)).toHaveText(productCode.label(line.productCode));
    await expect(cells.nth(1)).toHaveText(formatEuros(line.amount.exclTax));
    const tax = line.amount.taxes.units[0]!;
    await expect(cells.nth(2)).toContainText(
      `${String(tax.rate).replace('.', ',')}\u00a0% : ${formatEuros(tax.amount)}`,
    );
    await expect(cells.nth(4)).toHaveText(formatEuros(line.amount.inclTax));
    // A fee is a share of the professional invoice it was charged on.
    await expect(cells.nth(5)).toHaveText(formatEuros(line.metadata!.referenceAmount));
    await expect(cells.nth(6)).toHaveText(
      `${String(line.metadata!.referencePercentage).replace('.', ',')}\u00a0%`,
    );

    // The gateway's content path never reaches the page.
    expect(invoice.documentUrl).toBeTruthy();
    expect(await page.content()).not.toContain(invoice.documentUrl!);
    await expect(page.getByRole('group', { name: 'Actions sur la facture' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Marquer payée' })).toHaveCount(0);
  });

  test('an unknown invoice is the 404 page', async ({ page }) => {
    await page.goto('/factures/inconnue');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible(LOAD);
  });
});

test.describe('invoice actions', () => {
  test.use({ signedInAs: 'finance' });
  test.beforeEach(async ({ request }) => resetGateway(request));

  function actions(page: Page): Locator {
    return page.getByRole('group', { name: 'Actions sur la facture' });
  }

  async function openInvoice(page: Page, id: string): Promise<void> {
    await page.goto(`/factures/${id}`);
    await expect(actions(page)).toBeVisible(LOAD);
  }

  test('FINANCE marks a pending invoice paid on a day, then the other marks are disabled with their reason', async ({
    page,
    request,
  }) => {
    const invoice = await firstInvoice(request, 'type=FEE&status=PENDING');
    await openInvoice(page, invoice.id);
    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: 'Marquer payée' }),
      'Marquer la facture payée ?',
    );
    await expect(dialog).toContainText('« Payée » à la date de paiement indiquée');
    await dialog.getByLabel(/Date de paiement/).fill('2020-03-02');
    await dialog.getByRole('button', { name: 'Marquer payée' }).click();
    await expect(toast(page, M.markedPaid)).toBeVisible();
    await expect(page.locator('header').getByText('Payée', { exact: true })).toBeVisible();
    await expect(page.locator('dd', { hasText: '02/03/2020' })).toBeVisible();

    for (const [label, reason] of [
      ['Marquer payée', R.markPaid],
      ['Marquer annulée par avoir', R.markCanceledByCreditNote],
      ['Marquer irrécouvrable', R.markIrrecoverable],
    ] as const) {
      await expectUnavailableAction(page, actions(page), label, reason);
    }
    // A paid fee invoice may still be credited.
    await expect(actions(page).getByRole('button', { name: 'Générer un avoir' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  test('FINANCE marks one invoice cancelled by credit note and another irrecoverable', async ({
    page,
    request,
  }) => {
    const token = await gatewayAuthorization(request);
    const pending = await gatewayGet<Page_<ProviderInvoice>>(
      request,
      token,
      '/billing/invoices?type=FEE&status=PENDING&size=2',
    );
    const [first, second] = pending.items;

    await openInvoice(page, first!.id);
    let dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: 'Marquer annulée par avoir' }),
      'Marquer la facture annulée par avoir ?',
    );
    await expect(dialog).toContainText('aucun avoir ne sera généré');
    await dialog.getByRole('button', { name: 'Marquer annulée par avoir' }).click();
    await expect(toast(page, M.markedCanceledByCreditNote)).toBeVisible();
    await expect(page.locator('header').getByText('Annulée par avoir', { exact: true })).toBeVisible();

    await openInvoice(page, second!.id);
    dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: 'Marquer irrécouvrable' }),
      'Marquer la facture irrécouvrable ?',
    );
    await dialog.getByRole('button', { name: 'Marquer irrécouvrable' }).click();
    await expect(toast(page, M.markedIrrecoverable)).toBeVisible();
    await expect(page.locator('header').getByText('Irrécouvrable', { exact: true })).toBeVisible();
    await expectUnavailableAction(page, actions(page), 'Générer un avoir', R.creditNoteStatus);
  });

  test('the credit note flow ends on the new credit note, both invoices linked', async ({
    page,
    request,
  }) => {
    const invoice = await firstInvoice(request, 'type=INSURANCE&status=PAID');
    await openInvoice(page, invoice.id);
    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: 'Générer un avoir' }),
      'Générer un avoir pour cette facture ?',
    );
    await dialog.getByRole('button', { name: "Générer l'avoir" }).click();
    await expect(toast(page, M.creditNoteCreated)).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/factures/${invoice.id}$`), LOAD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Avoir AV-\d{4}-\d{6}$/, LOAD);
    await expect(page.locator('header').getByText('Avoir assurance')).toBeVisible();
    // A credit note cannot itself be credited nor marked.
    await expectUnavailableAction(page, actions(page), 'Générer un avoir', R.creditNoteOfCreditNote);
    const original = page.getByRole('link', { name: invoice.number, exact: true });
    await original.click();
    await expect(page).toHaveURL(new RegExp(`/factures/${invoice.id}$`), LOAD);
    await expect(page.locator('header').getByText('Annulée par avoir', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^AV-\d{4}-\d{6}$/ })).toBeVisible();
  });

  test("a refusal from the gateway shows the action's own message", async ({ page, request }) => {
    const invoice = await firstInvoice(request, 'status=PENDING');
    await control(request, 'POST', '/failures', {
      method: 'POST',
      path: `/billing/invoices/${invoice.id}/mark-as-irrecoverable`,
      status: 409,
      code: 'INVALID_STATE',
    });
    await openInvoice(page, invoice.id);
    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: 'Marquer irrécouvrable' }),
      'Marquer la facture irrécouvrable ?',
    );
    await dialog.getByRole('button', { name: 'Marquer irrécouvrable' }).click();
    await expect(toast(page, M.markIrrecoverableFailed)).toBeVisible();
    await expect(page.locator('header').getByText('En attente', { exact: true })).toBeVisible();
  });

  test('a credit note shows the marks and the credit note disabled with their reason', async ({
    page,
    request,
  }) => {
    const credit = await firstInvoice(request, 'type=BASIC_CREDIT_NOTE');
    await openInvoice(page, credit.id);
    await expectUnavailableAction(page, actions(page), 'Marquer payée', R.markPaid);
    await expectUnavailableAction(page, actions(page), 'Générer un avoir', R.creditNoteOfCreditNote);
    // The invoice it cancels is linked.
    const [associated] = credit.associatedInvoices;
    await expect(page.getByRole('link', { name: associated!.number, exact: true })).toHaveAttribute(
      'href',
      `/factures/${associated!.id}`,
    );
  });
});
