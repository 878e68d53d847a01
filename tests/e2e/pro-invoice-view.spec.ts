import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import type { InvoiceStatus } from '@/lib/domain/enums';
import { invoiceType } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import type { ProfessionalInvoice, Project, ProjectListItem } from '@/lib/domain/schemas';
import { INVOICE_MESSAGES as M, INVOICE_RULE_REASONS as R } from '@/lib/invoices/messages';
import { gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { openDialog, toast, expectUnavailableAction } from './support/ui';

/*
 * The professional invoice view against the fake gateway's data: its fields, and the
 * mark-paid and cancel actions allowed to FINANCE, hidden from CA and disabled by state. The
 * invoices are found through the fake (the projects' payments), never by a seeded id.
 */

const LOAD = { timeout: 60_000 };

test.describe.configure({ timeout: 120_000 });

/** A professional invoice in `status`, from the signed projects' payments. */
async function proInvoice(request: APIRequestContext, status: InvoiceStatus): Promise<ProfessionalInvoice> {
  const token = await gatewayAuthorization(request);
  const { items } = await gatewayGet<{ items: ProjectListItem[] }>(
    request,
    token,
    '/projects?status=SIGNED&size=100',
  );
  for (const item of items) {
    const project = await gatewayGet<Project>(request, token, `/projects/${item.id}`);
    const invoice = project.payment.invoices.find((candidate) => candidate.status === status);
    if (invoice) return invoice;
  }
  throw new Error(`no ${status} professional invoice on a signed project`);
}

function field(page: Page, term: string): Locator {
  return page
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

function actions(page: Page): Locator {
  return page.getByRole('group', { name: 'Actions sur la facture' });
}

async function openInvoice(page: Page, id: string): Promise<void> {
  await page.goto(`/factures-pro/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Facture professionnelle /, LOAD);
}

test.describe('professional invoice view', () => {
  test.use({ signedInAs: 'ca' });

  test('shows every field with its links; CA sees no action', async ({ page, request }) => {
    const invoice = await proInvoice(request, 'PAID');
    await openInvoice(page, invoice.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Facture professionnelle ${invoice.rid}`,
    );
    await expect(field(page, 'RID')).toHaveText(invoice.rid);
    await expect(field(page, 'Type')).toHaveText(invoiceType.label(invoice.type));
    await expect(field(page, 'Statut')).toHaveText('Payée');
    await expect(field(page, 'Date du statut')).toHaveText(formatDateTime(invoice.statusDate));
    await expect(field(page, 'Montant TTC')).toHaveText(formatEuros(invoice.amount.inclTax));
    await expect(field(page, "Date d'émission")).toHaveText(formatDateTime(invoice.dispatchedAt));
    await expect(field(page, 'Date de paiement')).toHaveText(formatDate(invoice.paidAt));
    await expect(field(page, 'Contournement')).toHaveText(invoice.bypass ? 'Oui' : 'Non');
    await expect(field(page, 'Commentaire')).toHaveText(invoice.comment || '—');
    await expect(field(page, 'Professionnel').getByRole('link')).toHaveAttribute(
      'href',
      `/clients/${invoice.owner.id}`,
    );
    await expect(field(page, 'Professionnel')).toContainText(invoice.owner.rid);
    await expect(field(page, 'Projet').getByRole('link')).toHaveAttribute(
      'href',
      `/projets/${invoice.project.id}`,
    );
    await expect(field(page, 'Document').getByRole('link')).toHaveAttribute(
      'href',
      `/documents/${invoice.document.id}/view`,
    );
    await expect(actions(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Annuler la facture' })).toHaveCount(0);
  });

  test('an unknown invoice is the 404 page', async ({ page }) => {
    await page.goto('/factures-pro/inconnue');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible(LOAD);
  });
});

test.describe('professional invoice actions', () => {
  test.use({ signedInAs: 'finance' });
  test.beforeEach(async ({ request }) => resetGateway(request));

  test('FINANCE marks a pending invoice paid; then both actions are disabled with their reason', async ({
    page,
    request,
  }) => {
    const invoice = await proInvoice(request, 'PENDING');
    await openInvoice(page, invoice.id);
    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: 'Marquer payée' }),
      'Marquer la facture payée ?',
    );
    // A day after today is refused in the dialog, which stays open with the rest of it.
    await dialog.getByLabel(/Date de paiement/).fill('2999-01-01');
    await dialog.getByRole('button', { name: 'Marquer payée' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(M.paidAtInFuture);
    await dialog.getByLabel(/Date de paiement/).fill('2020-03-01');
    await dialog.getByRole('button', { name: 'Marquer payée' }).click();
    await expect(toast(page, M.markedPaid)).toBeVisible();
    await expect(field(page, 'Statut')).toHaveText('Payée');
    await expect(field(page, 'Date de paiement')).toHaveText('01/03/2020');
    await expectUnavailableAction(page, actions(page), 'Marquer payée', R.markPaid);
    await expectUnavailableAction(page, actions(page), 'Annuler la facture', R.cancel);
  });

  test('FINANCE cancels a pending invoice after confirming', async ({ page, request }) => {
    const invoice = await proInvoice(request, 'PENDING');
    await openInvoice(page, invoice.id);
    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: 'Annuler la facture' }),
      'Annuler la facture ?',
    );
    await expect(dialog).toContainText('ne comptera plus dans les paiements du projet');
    await dialog.getByRole('button', { name: 'Annuler la facture' }).click();
    await expect(toast(page, M.canceled)).toBeVisible();
    await expect(field(page, 'Statut')).toHaveText('Annulée');
    await expectUnavailableAction(page, actions(page), 'Annuler la facture', R.cancel);
  });
});
