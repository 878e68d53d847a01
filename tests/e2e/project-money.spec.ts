import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatEuros } from '@/lib/domain/money';
import { INVOICE_AMOUNT_MESSAGES } from '@/lib/domain/rules';
import type { Project } from '@/lib/domain/schemas';
import {
  CONSTRUCTION_MESSAGES as C,
  PAID_INVOICE_MESSAGES as I,
  SIGNED_QUOTE_MESSAGES as Q,
  WORKS_ACCEPTANCE_CREATION_MESSAGES as W,
} from '@/lib/projects/messages';
import { control, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { expectUnavailableAction, openDialog, toast } from './support/ui';

/*
 * The money side of the project view against the fake gateway: recording a signed
 * quote, scheduling and starting the works, recording a validated works acceptance and paid
 * professional invoices, each creation ending on the new record's view, and who sees which. The
 * projects are the showcase ones (GET /__fake/showcase), never seed-dependent ids.
 */

const LOAD = { timeout: 60_000 };

test.describe.configure({ timeout: 180_000 });

type ShowcaseName = 'published' | 'signed';

async function showcaseProject(request: APIRequestContext, name: ShowcaseName): Promise<Project> {
  const ids = (await control(request, 'GET', '/showcase')) as Record<ShowcaseName, string>;
  return gatewayGet<Project>(request, await gatewayAuthorization(request), `/projects/${ids[name]}`);
}

async function openTab(page: Page, project: Project, tab: 'contrat' | 'chantier'): Promise<void> {
  await page.goto(`/projets/${project.id}?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: project.workNeed.label })).toBeVisible(LOAD);
}

/** Clicks `label` until its form's dialog opens (a click before hydration does nothing). */
async function openForm(page: Page, label: string, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(async () => {
    await page.getByRole('button', { name: label, exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\ntrailer << >>\n%%EOF\n`),
});

/** A label exactly, whatever the required mark after it. */
const exactLabel = (label: string) => new RegExp(`^${label}\\*?$`);

/** An amount as a staff member types it: "3892,8". */
const typed = (amount: number) => String(amount).replace('.', ',');

async function chosenFiles(input: Locator): Promise<string[]> {
  return input.evaluate((element) =>
    Array.from((element as HTMLInputElement).files ?? []).map((f) => f.name),
  );
}

test.describe('as SUPPORT', () => {
  test.use({ signedInAs: 'support' });
  // Each test changes the showcase projects: it starts from the seed and leaves it for the next ones.
  test.beforeEach(async ({ request }) => resetGateway(request));
  test.afterEach(async ({ request }) => resetGateway(request));

  test('a signed quote: a mistyped amount keeps the rest and the file, then the new quote opens', async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, 'published');
    const professional = project.professionals.relationships[0].user;
    await openTab(page, project, 'contrat');
    const dialog = await openForm(page, Q.openLabel, Q.title);

    await dialog.getByLabel('Professionnel').selectOption(professional.id);
    await dialog.getByLabel('Montant HT (€)').fill('5 000');
    // A TTC below the HT: the down payment is already offered for the amounts as typed.
    await dialog.getByLabel('Montant TTC (€)').fill('4 000');
    await dialog.getByLabel(Q.percentageLabel).selectOption('30');
    await dialog.getByLabel(Q.signedAtLabel).fill('2020-03-02');
    const file = dialog.getByLabel(exactLabel(Q.fileLabel));
    await file.setInputFiles(pdf('Devis signé.pdf'));
    await dialog.getByRole('button', { name: Q.submitLabel }).click();

    await expect(dialog.getByText(Q.inclTaxBelowExclTax)).toBeVisible();
    await expect(dialog.getByLabel('Professionnel')).toHaveValue(professional.id);
    await expect(dialog.getByLabel('Montant HT (€)')).toHaveValue('5 000');
    await expect(dialog.getByLabel(Q.percentageLabel)).toHaveValue('30');
    await expect(dialog.getByLabel(Q.signedAtLabel)).toHaveValue('2020-03-02');
    expect(await chosenFiles(file)).toEqual(['Devis signé.pdf']);

    await dialog.getByLabel('Montant TTC (€)').fill('5 500');
    await dialog.getByRole('button', { name: Q.submitLabel }).click();
    await expect(page).toHaveURL(/\/devis\/[^/]+$/, LOAD);
    await expect(toast(page, Q.created('INITIAL'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Devis D/);
    await expect(page.getByText(formatEuros(5500)).first()).toBeVisible();
  });

  test('from a signed quote to the paid final invoice: down payment, works scheduled and started, works acceptance, balance', async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, 'signed');
    const downPayment = project.payment.downPayment!.amount;
    const balance = Math.round((project.payment.balance - downPayment) * 100) / 100;

    await test.step('the down-payment invoice: a wrong amount keeps the form and the file', async () => {
      await openTab(page, project, 'contrat');
      const dialog = await openForm(page, I.openLabel, I.title);
      await dialog.getByLabel(I.typeLabel).selectOption('DOWN_PAYMENT');
      await expect(dialog.getByText(I.referenceDownPayment(formatEuros(downPayment)))).toBeVisible();
      await dialog.getByLabel(I.amountLabel).fill(typed(downPayment + 1));
      await dialog.getByLabel(I.paidAtLabel).fill('2020-03-02');
      await dialog.getByLabel(I.feeExclTaxLabel).fill('100');
      await expect(dialog.getByText(I.feeInclTax(20, formatEuros(120)))).toBeVisible();
      const file = dialog.getByLabel(exactLabel(I.fileLabel));
      await file.setInputFiles(pdf('Facture acompte.pdf'));
      await dialog.getByRole('button', { name: I.submitLabel }).click();
      await expect(dialog.getByText(INVOICE_AMOUNT_MESSAGES.notEqual(downPayment))).toBeVisible();
      expect(await chosenFiles(file)).toEqual(['Facture acompte.pdf']);
      await expect(dialog.getByLabel(I.paidAtLabel)).toHaveValue('2020-03-02');

      await dialog.getByLabel(I.amountLabel).fill(typed(downPayment));
      await dialog.getByRole('button', { name: I.submitLabel }).click();
      await expect(page).toHaveURL(/\/factures-pro\/[^/]+$/, LOAD);
      await expect(toast(page, I.created)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Facture professionnelle F/);
    });

    await test.step('the works: an end before the start is refused, then scheduled and started', async () => {
      await openTab(page, project, 'chantier');
      const schedule = await openDialog(
        page,
        page.getByRole('button', { name: C.scheduleLabel }),
        C.scheduleTitle,
      );
      await schedule.getByLabel(C.startDateLabel).fill('2020-03-20');
      await schedule.getByLabel(C.endDateLabel).fill('2020-03-10');
      await schedule.getByRole('button', { name: C.confirm }).click();
      await expect(schedule.getByRole('alert')).toHaveText(
        'La date de fin doit être ultérieure à la date de début.',
      );
      await expect(schedule.getByLabel(C.startDateLabel)).toHaveValue('2020-03-20');
      await schedule.getByLabel(C.endDateLabel).fill('2020-04-30');
      await schedule.getByRole('button', { name: C.confirm }).click();
      await expect(toast(page, C.scheduled)).toBeVisible();
      await expect(page.getByText('30/04/2020')).toBeVisible();
      await expect(page.getByRole('button', { name: C.rescheduleLabel })).toBeVisible();

      const start = await openDialog(page, page.getByRole('button', { name: C.startLabel }), C.startTitle);
      await expect(start.getByLabel(C.startedOnLabel)).toHaveValue('2020-03-20');
      await start.getByRole('button', { name: C.confirm }).click();
      await expect(toast(page, C.started)).toBeVisible();
      await expect(page.getByText('En cours', { exact: true })).toBeVisible();
      await expectUnavailableAction(
        page,
        page.getByRole('group', { name: 'Actions sur le chantier' }),
        C.startLabel,
        C.alreadyStarted,
      );
    });

    await test.step('the validated works acceptance: a missing day keeps the rest, then its view opens', async () => {
      const dialog = await openForm(page, W.openLabel, W.title);
      await expect(dialog.getByLabel('Professionnel')).toHaveValue(project.contractualization.contractor!.id);
      await dialog.getByLabel(W.withReservations).check();
      const file = dialog.getByLabel(exactLabel(W.fileLabel));
      await file.setInputFiles(pdf('PV.pdf'));
      await dialog.getByLabel(W.effectiveDateLabel).fill('');
      await dialog.getByRole('button', { name: W.submitLabel }).click();
      await expect(dialog.getByText(W.effectiveDateRequired)).toBeVisible();
      await expect(dialog.getByLabel(W.withReservations)).toBeChecked();
      expect(await chosenFiles(file)).toEqual(['PV.pdf']);

      await dialog.getByLabel(W.effectiveDateLabel).fill('2020-04-30');
      await dialog.getByRole('button', { name: W.submitLabel }).click();
      await expect(page).toHaveURL(/\/pv-de-fin-de-chantier\/[^/]+$/, LOAD);
      await expect(toast(page, W.created)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^PV de fin de chantier R/);
      await expect(page.getByText('Avec réserves')).toBeVisible();
    });

    await test.step('the final invoice: the balance, then the project is paid up', async () => {
      await openTab(page, project, 'contrat');
      const dialog = await openForm(page, I.openLabel, I.title);
      await dialog.getByLabel(I.typeLabel).selectOption('FINAL_PAYMENT');
      await expect(dialog.getByText(I.referenceFinal(formatEuros(balance)))).toBeVisible();
      await dialog.getByLabel(I.amountLabel).fill(typed(balance));
      await dialog.getByLabel(I.paidAtLabel).fill('2020-05-02');
      await dialog.getByLabel(I.feeExclTaxLabel).fill('250');
      await dialog.getByLabel(exactLabel(I.fileLabel)).setInputFiles(pdf('Facture solde.pdf'));
      await dialog.getByRole('button', { name: I.submitLabel }).click();
      await expect(page).toHaveURL(/\/factures-pro\/[^/]+$/, LOAD);
      await expect(toast(page, I.created)).toBeVisible();

      await openTab(page, project, 'contrat');
      await expect(page.getByText('Paiements terminés')).toBeVisible();
      await expectUnavailableAction(
        page,
        page.getByRole('group', { name: 'Actions sur le contrat' }),
        I.openLabel,
        I.finished,
      );
      const after = await gatewayGet<Project>(
        request,
        await gatewayAuthorization(request),
        `/projects/${project.id}`,
      );
      expect(after.payment.status).toBe('FINISHED');
      expect(after.payment.balance).toBe(0);
      expect(after.construction.status).toBe('WORKS_ACCEPTANCE');
    });
  });
});

test.describe('as FINANCE', () => {
  test.use({ signedInAs: 'finance' });

  test('records invoices but neither quotes nor construction', async ({ page, request }) => {
    const project = await showcaseProject(request, 'signed');
    await openTab(page, project, 'contrat');
    await expect(page.getByRole('button', { name: I.openLabel })).toBeVisible();
    await expect(page.getByRole('button', { name: Q.openLabel })).toHaveCount(0);
    await openTab(page, project, 'chantier');
    await expect(page.getByRole('group', { name: 'Actions sur le chantier' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: W.openLabel })).toHaveCount(0);
  });
});

test.describe('as CA', () => {
  test.use({ signedInAs: 'ca' });

  test('records quotes and works acceptances but not invoices', async ({ page, request }) => {
    const project = await showcaseProject(request, 'signed');
    await openTab(page, project, 'contrat');
    await expect(page.getByRole('button', { name: Q.openLabel })).toBeVisible();
    await expect(page.getByRole('button', { name: I.openLabel })).toHaveCount(0);
    await openTab(page, project, 'chantier');
    await expect(page.getByRole('button', { name: W.openLabel })).toBeVisible();
    await expect(page.getByRole('button', { name: C.scheduleLabel })).toBeVisible();
  });
});
