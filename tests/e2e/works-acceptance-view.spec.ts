import type { Locator, Page } from '@playwright/test';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { NOT_FOUND_SCREEN } from '@/lib/domain/errors';
import type { Project, WorksAcceptance } from '@/lib/domain/schemas';
import { WORKS_ACCEPTANCE_MESSAGES as M } from '@/lib/contracts/messages';
import { gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { worksAcceptanceIn } from './support/projects';
import { expect, test } from './support/signed-in';
import { openDialog, toast, expectUnavailableAction } from './support/ui';

/*
 * The works-acceptance view against the fake gateway's own data: every field, validate
 * and cancel (SUPPORT), both refused by state once the report is closed, and no action for FINANCE.
 */

const FIRST_LOAD = { timeout: 60_000 };
const ACTION = { timeout: 30_000 };

test.describe.configure({ timeout: 120_000 });

function valueOf(page: Page, term: string): Locator {
  return page.locator(`dt:text-is("${term}") + dd`);
}

function actions(page: Page): Locator {
  return page.getByRole('group', { name: 'Actions sur le PV de fin de chantier' });
}

async function openAcceptance(page: Page, acceptance: WorksAcceptance): Promise<void> {
  await page.goto(`/pv-de-fin-de-chantier/${acceptance.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `PV de fin de chantier ${acceptance.rid}`,
    FIRST_LOAD,
  );
}

async function expectDisabled(page: Page, name: string, reason: string): Promise<void> {
  await expectUnavailableAction(page, actions(page), name, reason);
}

test.describe('works-acceptance view, as SUPPORT', () => {
  test.use({ signedInAs: 'support' });
  let authorization: string;

  test.beforeEach(async ({ request }) => {
    authorization = await gatewayAuthorization(request);
  });

  test('shows the report, its professional, its project with owner, need and address, and its document', async ({
    page,
    request,
  }) => {
    const acceptance = await worksAcceptanceIn(request, authorization, 'PENDING');
    await openAcceptance(page, acceptance);
    await expect(page.getByText(acceptance.id, { exact: true })).toBeVisible();
    await expect(page.locator('header').getByText('En attente', { exact: true })).toBeVisible();
    await expect(page.getByText(`Statut depuis le ${formatDateTime(acceptance.statusDate)}`)).toBeVisible();

    const pro = valueOf(page, 'Professionnel').getByRole('link');
    await expect(pro).toHaveText(
      `${acceptance.owner.firstName} ${acceptance.owner.lastName} (${acceptance.owner.rid})`,
    );
    await expect(pro).toHaveAttribute('href', `/clients/${acceptance.owner.id}`);
    const { project } = acceptance;
    await expect(valueOf(page, 'Projet').getByRole('link')).toHaveAttribute('href', `/projets/${project.id}`);
    await expect(valueOf(page, 'Projet')).toHaveText(`${project.rid} · ${project.workNeed.label}`);
    const owner = valueOf(page, 'Propriétaire du projet').getByRole('link');
    await expect(owner).toHaveText(
      `${project.owner.firstName} ${project.owner.lastName} (${project.owner.rid})`,
    );
    await expect(owner).toHaveAttribute('href', `/clients/${project.owner.id}`);
    await expect(valueOf(page, 'Besoin')).toHaveText(project.workNeed.label);
    await expect(valueOf(page, 'Adresse')).toHaveText(
      project.address ? `${project.address.postalCode} ${project.address.cityName}` : '—',
    );
    await expect(valueOf(page, 'Document').getByRole('link', { name: /^Voir le document/ })).toHaveAttribute(
      'href',
      `/documents/${acceptance.document.id}/view`,
    );
    await expect(valueOf(page, "Date d'envoi")).toHaveText(formatDateTime(acceptance.dispatchedAt));
    await expect(valueOf(page, 'Date de réception des travaux')).toHaveText(
      formatDate(acceptance.effectiveDate),
    );
    await expect(valueOf(page, 'Réserves')).toHaveText(
      acceptance.unconditional ? M.unconditional : M.withReservations,
    );
  });

  test('a validated report shows both actions disabled with their reason', async ({ page, request }) => {
    const acceptance = await worksAcceptanceIn(request, authorization, 'VALIDATED');
    await openAcceptance(page, acceptance);
    await expect(page.locator('header').getByText('Validé', { exact: true })).toBeVisible();
    await expect(valueOf(page, 'Réserves')).toHaveText(
      acceptance.unconditional ? M.unconditional : M.withReservations,
    );
    await expectDisabled(page, M.validateLabel, M.validateBlocked);
    await expectDisabled(page, M.cancelLabel, M.cancelBlocked);
  });

  test('validates a pending report, which moves the works on to acceptance', async ({ page, request }) => {
    await resetGateway(request);
    const acceptance = await worksAcceptanceIn(request, authorization, 'PENDING');
    await openAcceptance(page, acceptance);
    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: M.validateLabel }),
      M.validateTitle,
    );
    await expect(dialog).toContainText(M.validateDescription);
    await dialog.getByRole('button', { name: M.confirm }).click();
    await expect(toast(page, M.validated)).toBeVisible(ACTION);
    await expect(page.locator('header').getByText('Validé', { exact: true })).toBeVisible();
    await expectDisabled(page, M.validateLabel, M.validateBlocked);
    await expectDisabled(page, M.cancelLabel, M.cancelBlocked);
    const project = await gatewayGet<Project>(request, authorization, `/projects/${acceptance.project.id}`);
    expect(['WORKS_ACCEPTANCE', 'FINISHED']).toContain(project.construction.status);
  });

  test('cancels a pending report', async ({ page, request }) => {
    await resetGateway(request);
    const acceptance = await worksAcceptanceIn(request, authorization, 'PENDING');
    await openAcceptance(page, acceptance);
    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: M.cancelLabel }),
      M.cancelTitle,
    );
    await expect(dialog).toContainText(M.cancelDescription);
    await dialog.getByRole('button', { name: M.confirm }).click();
    await expect(toast(page, M.canceled)).toBeVisible(ACTION);
    await expect(page.locator('header').getByText('Annulé', { exact: true })).toBeVisible();
    await expectDisabled(page, M.validateLabel, M.validateBlocked);
  });

  test("the global search opens a report's view from its RID", async ({ page, request }) => {
    const acceptance = await worksAcceptanceIn(request, authorization, 'VALIDATED');
    await page.goto('/');
    const search = page.getByRole('search');
    await expect(async () => {
      await search.getByLabel('Valeur').fill(acceptance.rid);
      await expect(search.getByRole('button', { name: /Rechercher/ })).toBeEnabled({ timeout: 1_000 });
    }).toPass(FIRST_LOAD);
    await search.getByRole('button', { name: /Rechercher/ }).click();
    await expect(page).toHaveURL(new RegExp(`/pv-de-fin-de-chantier/${acceptance.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `PV de fin de chantier ${acceptance.rid}`,
    );
  });

  test('an unknown report is the 404 page', async ({ page }) => {
    await page.goto('/pv-de-fin-de-chantier/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(NOT_FOUND_SCREEN.text)).toBeVisible(FIRST_LOAD);
  });
});

test.describe('works-acceptance view, as FINANCE', () => {
  test.use({ signedInAs: 'finance' });

  test('reads the report but sees no action', async ({ page, request }) => {
    const authorization = await gatewayAuthorization(request);
    // Any status: the SUPPORT tests above may have closed the pending one.
    const acceptance = await worksAcceptanceIn(request, authorization, 'VALIDATED');
    await openAcceptance(page, acceptance);
    await expect(valueOf(page, 'Besoin')).toHaveText(acceptance.project.workNeed.label);
    await expect(actions(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: M.validateLabel })).toHaveCount(0);
  });
});
