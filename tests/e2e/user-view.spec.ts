import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  deactivationReason,
  paymentAccountStatus,
  paymentProvider,
  professionalAccountStatus,
  professionalSegment,
  registrationFeeStatus,
} from '@/lib/domain/enums';
import { businessErrorMessage } from '@/lib/domain/errors';
import type {
  Department,
  Job,
  PaymentAccount,
  ProfileSegmentStatistics,
  User,
  UserListItem,
  UserState,
  UserWorks,
  WorkType,
} from '@/lib/domain/schemas';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { GATEWAY_URL, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { signInAs } from './support/login';
import { openDialog, toast, expectUnavailableAction } from './support/ui';

/*
 * The user view against the fake gateway's own data: each tab, the actions allowed and
 * refused, a business error from the gateway, the works editor round trip and the role limits.
 */

const FIRST_LOAD = { timeout: 60_000 };
/** A server action's first run compiles it under `next dev`. */
const ACTION = { timeout: 30_000 };

/** An ACTIVE professional with a REGISTERED account, works and a payment account. */
async function registeredProfessional(
  request: APIRequestContext,
  token: string,
): Promise<User & { type: 'PROFESSIONAL' }> {
  const page = await gatewayGet<{ items: UserListItem[] }>(
    request,
    token,
    '/users?type=PROFESSIONAL&status=ACTIVE&size=100',
  );
  for (const item of page.items) {
    if (item.type !== 'PROFESSIONAL' || item.ppAccount.status !== 'REGISTERED') continue;
    const payment = await request.get(`${GATEWAY_URL}/payment/payment-account?userId=${item.id}`, {
      headers: { Authorization: token },
    });
    if (!payment.ok()) continue;
    return gatewayGet<User & { type: 'PROFESSIONAL' }>(request, token, `/users/${item.id}`);
  }
  throw new Error('No registered professional with a payment account in the seed');
}

/** An INACTIVE professional whose pp and sa accounts are closed: SPEC §4 lets it be anonymised. */
async function anonymisableProfessional(request: APIRequestContext, token: string): Promise<UserListItem> {
  const closed = ['INACTIVE', 'UNREGISTERED', 'TERMINATED'];
  const page = await gatewayGet<{ items: UserListItem[] }>(
    request,
    token,
    '/users?type=PROFESSIONAL&status=INACTIVE&size=100',
  );
  for (const item of page.items) {
    const state = await gatewayGet<UserState>(request, token, `/users/${item.id}/status`);
    const statuses = [state.ppAccountState?.status, state.saAccountState?.status];
    if (statuses.every((status) => !status || closed.includes(status))) return item;
  }
  throw new Error('No anonymisable professional in the seed');
}

function actions(page: Page): Locator {
  return page.getByRole('group', { name: "Actions sur l'utilisateur" });
}

function tab(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Sections de la fiche' })
    .getByRole('link', { name, exact: true });
}

// Pages compile on first load under `next dev`; other suites reset the shared fake gateway.
test.describe.configure({ timeout: 120_000, retries: 1 });

test.describe('user view', () => {
  let token: string;
  let pro: User & { type: 'PROFESSIONAL' };

  test.beforeEach(async ({ request, page }) => {
    await resetGateway(request);
    token = await gatewayAuthorization(request);
    pro = await registeredProfessional(request, token);
    await signInAs(page, 'SUPPORT');
  });

  test('identity tab shows the user, the company, the public profile link and the pp-account', async ({
    page,
  }) => {
    await page.goto(`/clients/${pro.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${pro.firstName} ${pro.lastName}` }),
    ).toBeVisible(FIRST_LOAD);
    await expect(page.getByText(pro.rid, { exact: true })).toBeVisible();
    await expect(tab(page, 'Identité')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(pro.email, { exact: true })).toBeVisible();
    await expect(page.getByText(pro.company.siret, { exact: true })).toBeVisible();
    await expect(page.getByText(pro.company.name, { exact: true })).toBeVisible();
    const profile = page.getByRole('link', { name: /Voir le profil public/ });
    await expect(profile).toHaveAttribute('href', new RegExp(`/public/profil/${pro.id}$`));
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    const account = page
      .getByRole('region', { name: 'Compte professionnel' })
      .or(page.locator('section', { hasText: 'Compte professionnel' }));
    await expect(
      account.getByText(professionalAccountStatus.label(pro.ppAccount.status), { exact: true }),
    ).toBeVisible();
    await expect(
      account.getByText(registrationFeeStatus.label(pro.ppAccount.registrationFeeStatus), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir ses projets' })).toHaveAttribute(
      'href',
      `/projets?ownerId=${pro.id}`,
    );
    await expect(page.getByRole('link', { name: 'Voir ses communications' })).toHaveAttribute(
      'href',
      `/communications?userId=${pro.id}`,
    );
  });

  test('state, payment, segment and prestations tabs show the gateway data', async ({ page, request }) => {
    const state = await gatewayGet<UserState>(request, token, `/users/${pro.id}/status`);
    const payment = await gatewayGet<PaymentAccount>(
      request,
      token,
      `/payment/payment-account?userId=${pro.id}`,
    );
    const works = await gatewayGet<UserWorks>(request, token, `/works/${pro.id}`);
    const jobs = await gatewayGet<Job[]>(request, token, '/works/jobs');
    const departments = await gatewayGet<Department[]>(request, token, '/works/departments');

    await page.goto(`/clients/${pro.id}?tab=etat`);
    await expect(tab(page, 'État du compte')).toHaveAttribute('aria-current', 'page', FIRST_LOAD);
    // Each leaf of the professional account's requirements, under its parent's name, in its group;
    // the document sent for it is a link to the document.
    const registration = state.ppAccountState!.registration;
    for (const requirement of registration.requirements) {
      for (const leaf of requirement.children.length > 0 ? requirement.children : [requirement]) {
        const item = page.locator(`#exigence-pp-${leaf.code}`);
        await expect(item).toContainText(leaf.label);
        if (leaf !== requirement) await expect(item).toContainText(`${requirement.label} ›`);
        const document = registration.documents.find(
          (each) => each.type.code === leaf.documentType?.code && each.status !== 'EMPTY',
        );
        if (document) {
          await expect(item.getByRole('link', { name: `Document : ${document.name}` })).toHaveAttribute(
            'href',
            `/documents/${document.id}`,
          );
        }
      }
    }

    await tab(page, 'Paiement').click();
    await expect(page).toHaveURL(/tab=paiement/);
    await expect(page.getByRole('heading', { name: 'Compte IOB' })).toBeVisible(FIRST_LOAD);
    await expect(
      page.getByText(paymentAccountStatus.label(payment.iobAccount.status), { exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByText(paymentProvider.label(payment.pspAccount.provider), { exact: true }).first(),
    ).toBeVisible();
    if (payment.iobAccount.id && payment.iobAccount.provider !== 'NONE') {
      await expect(page.getByRole('link', { name: /Lien prestataire/ }).first()).toHaveAttribute(
        'href',
        new RegExp(`${payment.iobAccount.id}$`),
      );
    }

    await page.goto(`/clients/${pro.id}?tab=segment`);
    const profileResponse = await request.get(`${GATEWAY_URL}/profiles/${pro.id}`, {
      headers: { Authorization: token },
    });
    const profile: ProfileSegmentStatistics = profileResponse.ok()
      ? await profileResponse.json()
      : {
          segment: 'PRO_NO_SEGMENT',
          segmentDays: 0,
          previousSegment: 'PRO_NO_SEGMENT',
          previousSegmentDays: 0,
          timesSegmentChangedLast6Months: 0,
          segmentMax: 'PRO_NO_SEGMENT',
        };
    const segment = page.locator('section', { hasText: 'Segment' });
    await expect(
      segment.getByText(professionalSegment.label(profile.segment), { exact: true }).first(),
    ).toBeVisible(FIRST_LOAD);
    await expect(segment.getByText(`${profile.segmentDays} jour`, { exact: false }).first()).toBeVisible();
    await expect(
      segment.getByText(professionalSegment.label(profile.segmentMax), { exact: true }).last(),
    ).toBeVisible();

    await page.goto(`/clients/${pro.id}?tab=prestations`);
    const section = page.locator('section', { hasText: 'Types de travaux' });
    for (const jobId of works.jobs) {
      const label = jobs.find((job) => job.id === jobId)!.label;
      await expect(section.getByText(label, { exact: false }).first()).toBeVisible(FIRST_LOAD);
    }
    for (const code of works.departments) {
      const name = departments.find((department) => department.code === code)!.name;
      await expect(section.getByText(`${name} (${code})`, { exact: false })).toBeVisible();
    }
    for (const typeId of works.types) {
      await expect(section.locator(`[data-work-type="${typeId}"]`)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Modifier les prestations' })).toBeVisible();
  });

  test('deactivate with a reason, anonymise refused with its reason, then reactivate', async ({ page }) => {
    await page.goto(`/clients/${pro.id}`);
    const group = actions(page);
    await expect(group.getByRole('button', { name: 'Désactiver' })).toBeVisible(FIRST_LOAD);
    await expectUnavailableAction(page, group, 'Réactiver', 'Seul un compte désactivé peut être réactivé.');
    await expectUnavailableAction(
      page,
      group,
      'Anonymiser',
      'Anonymisation impossible : le compte utilisateur est activé.',
    );

    const dialog = await openDialog(
      page,
      group.getByRole('button', { name: 'Désactiver' }),
      "Désactiver l'utilisateur ?",
    );
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await expect(dialog.getByText(M.reasonRequired)).toBeVisible();
    await dialog
      .getByLabel(/Motif de désactivation/)
      .selectOption({ label: deactivationReason.label('VACATIONS') });
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await expect(toast(page, M.deactivated)).toBeVisible(ACTION);
    await expect(dialog).toBeHidden();
    // The header says why, when and by whom, from the journal.
    await expect(page.locator('header [data-status-change]')).toContainText(
      `Motif : ${deactivationReason.label('VACATIONS')}`,
    );

    // Suspended for holidays: the professional account still blocks the anonymisation.
    await expect(group.getByRole('button', { name: 'Réactiver' })).toHaveClass(/bg-brand-700/);
    await expectUnavailableAction(
      page,
      group,
      'Désactiver',
      "Seul un compte nouveau, en attente d'activation ou activé peut être désactivé.",
    );
    await expectUnavailableAction(
      page,
      group,
      'Anonymiser',
      'Anonymisation impossible : le compte professionnel est suspendu.',
    );

    await group.getByRole('button', { name: 'Réactiver' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Réactiver' }).click();
    await expect(toast(page, M.reactivated)).toBeVisible(ACTION);
    await expect(group.getByRole('button', { name: 'Désactiver' })).toBeEnabled();
    await expect(
      page.getByRole('heading', { level: 1 }).locator('..').getByText('Activé', { exact: true }),
    ).toBeVisible();
  });

  test('a refused association shows the gateway business message word for word', async ({ page }) => {
    await page.goto(`/clients/${pro.id}`);
    const group = actions(page);
    await expect(group.getByRole('button', { name: 'Associer le compte' })).toBeVisible(FIRST_LOAD);
    await expectUnavailableAction(
      page,
      group,
      'Dissocier le compte',
      "Ce compte n'est associé à aucun autre compte.",
    );
    const dialog = await openDialog(
      page,
      group.getByRole('button', { name: 'Associer le compte' }),
      'Associer le compte ?',
    );
    // Its own account: the gateway answers ACCOUNT_ASSOCIATION_CONFLICT.
    await dialog.getByLabel(/RID du professionnel/).fill(pro.ppAccount.id);
    await dialog.getByRole('button', { name: 'Associer' }).click();
    await expect(toast(page, businessErrorMessage('ACCOUNT_ASSOCIATION_CONFLICT'))).toBeVisible(ACTION);
  });

  test('an account is associated to another professional by RID, then dissociated', async ({
    page,
    request,
  }) => {
    const { items } = await gatewayGet<{ items: UserListItem[] }>(
      request,
      token,
      '/users?type=PROFESSIONAL&status=ACTIVE&size=100',
    );
    const other = items.find(
      (item) => item.type === 'PROFESSIONAL' && item.id !== pro.id && item.ppAccount.status === 'REGISTERED',
    );
    if (!other || other.type !== 'PROFESSIONAL') throw new Error('No second registered professional');

    await page.goto(`/clients/${pro.id}`);
    const group = actions(page);
    const dialog = await openDialog(
      page,
      group.getByRole('button', { name: 'Associer le compte' }),
      'Associer le compte ?',
    );
    await dialog.getByRole('button', { name: 'Associer' }).click();
    await expect(dialog.getByText(M.accountRequired)).toBeVisible();
    await dialog.getByLabel(/RID du professionnel/).fill(other.rid);
    await dialog.getByRole('button', { name: 'Associer' }).click();
    await expect(toast(page, M.associated)).toBeVisible(ACTION);

    const associated = (await gatewayGet<User & { type: 'PROFESSIONAL' }>(request, token, `/users/${pro.id}`))
      .ppAccount.associatedAccount;
    expect(associated?.id).toBe(other.ppAccount.id);
    await expect(page.getByRole('link', { name: new RegExp(`^${associated!.rid} `) })).toHaveAttribute(
      'href',
      `/clients/${other.id}`,
    );
    await expectUnavailableAction(
      page,
      group,
      'Associer le compte',
      'Ce compte est déjà associé à un autre compte.',
    );

    await group.getByRole('button', { name: 'Dissocier le compte' }).click();
    await page
      .getByRole('alertdialog', { name: 'Dissocier le compte ?' })
      .getByRole('button', { name: 'Dissocier' })
      .click();
    await expect(toast(page, M.dissociated)).toBeVisible(ACTION);
    await expect(group.getByRole('button', { name: 'Associer le compte' })).toBeEnabled();
    await expectUnavailableAction(
      page,
      group,
      'Dissocier le compte',
      "Ce compte n'est associé à aucun autre compte.",
    );
  });

  test('an inactive professional whose accounts are closed is anonymised', async ({ page, request }) => {
    const leaver = await anonymisableProfessional(request, token);
    await page.goto(`/clients/${leaver.id}`);
    const group = actions(page);
    await expect(group.getByRole('button', { name: 'Anonymiser' })).toBeVisible(FIRST_LOAD);
    await expectUnavailableAction(
      page,
      group,
      'Désactiver',
      "Seul un compte nouveau, en attente d'activation ou activé peut être désactivé.",
    );
    const dialog = await openDialog(
      page,
      group.getByRole('button', { name: 'Anonymiser' }),
      "Anonymiser l'utilisateur ?",
    );
    await expect(dialog.getByText(/Cette action est irréversible\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Anonymiser' }).click();
    await expect(toast(page, M.anonymised)).toBeVisible(ACTION);
    await expect(page.getByRole('heading', { level: 1, name: /Anonyme Anonyme/ })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Anonymiser' })).toHaveCount(0);
    const after = await gatewayGet<User>(request, token, `/users/${leaver.id}`);
    expect([after.firstName, after.lastName, after.userAccountStatus]).toEqual([
      'Anonyme',
      'Anonyme',
      'CLOSED',
    ]);
  });

  test('the re-synchronisation request is sent', async ({ page }) => {
    await page.goto(`/clients/${pro.id}`);
    const button = actions(page).getByRole('button', { name: 'Resynchroniser' });
    await expect(async () => {
      await button.click();
      await expect(toast(page, M.syncRequested)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('the works editor round trip lands on the prestations tab with the success message', async ({
    page,
    request,
  }) => {
    const types = await gatewayGet<WorkType[]>(request, token, '/works/types');
    const works = await gatewayGet<UserWorks>(request, token, `/works/${pro.id}`);
    const leaf = types.flatMap((family) => family.children).find((type) => !works.types.includes(type.id))!;

    await page.goto(`/clients/${pro.id}?tab=prestations`);
    await page.getByRole('link', { name: 'Modifier les prestations' }).click(FIRST_LOAD);
    await expect(page).toHaveURL(new RegExp(`/clients/${pro.id}/modifier-prestations$`), FIRST_LOAD);
    const form = page.getByRole('form', { name: 'Modifier les prestations' });
    const save = form.getByRole('button', { name: 'Enregistrer les prestations' });
    await expect(async () => {
      await form.getByRole('checkbox', { name: leaf.label, exact: true }).check();
      await expect(save).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await form.getByRole('checkbox', { name: `Assuré pour « ${leaf.label} »` }).check();

    // The 101 departments at once on a 1280×720 screen: no scroll box, the whole grid in the window.
    await page.setViewportSize({ width: 1280, height: 720 });
    const grid = form.getByRole('list', { name: 'Départements' });
    await expect(grid.getByRole('checkbox')).toHaveCount(101);
    await grid.evaluate((list) =>
      window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 120),
    );
    const box = (await grid.boundingBox())!;
    const headerBottom = (await page.getByRole('banner').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
    expect(box.y + box.height).toBeLessThanOrEqual(720);
    // Found by a filter without its accent, chosen, then the filter cleared: it stays chosen.
    const department = works.departments.includes('69') ? '13' : '69';
    const filter = form.getByRole('searchbox', { name: 'Filtrer par code ou nom' });
    await filter.fill('rhone');
    await expect(grid.getByRole('checkbox')).toHaveCount(2);
    await grid.getByRole('checkbox', { name: new RegExp(`^${department} `) }).check();
    await filter.fill('');
    await expect(grid.getByRole('checkbox', { name: new RegExp(`^${department} `) })).toBeChecked();
    await save.click();

    await expect(page).toHaveURL(new RegExp(`/clients/${pro.id}\\?tab=prestations$`));
    await expect(toast(page, M.worksUpdated)).toBeVisible(ACTION);
    const item = page.locator(`[data-work-type="${leaf.id}"]`);
    await expect(item).toBeVisible();
    await expect(item.getByText('Qualifié', { exact: true })).toBeVisible();
    const saved = await gatewayGet<UserWorks>(request, token, `/works/${pro.id}`);
    expect(saved.types).toContain(leaf.id);
    expect(saved.qualifiedTypes).toContain(leaf.id);
    expect(saved.departments).toContain(department);
  });
});

test.describe('user view for a role without the edit rights', () => {
  test('FINANCE sees no works editor link and is sent home from the editor', async ({ page, request }) => {
    const token = await gatewayAuthorization(request);
    const pro = await registeredProfessional(request, token);
    await signInAs(page, 'FINANCE');
    await page.goto(`/clients/${pro.id}?tab=prestations`);
    await expect(page.getByRole('heading', { name: 'Types de travaux' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('link', { name: 'Modifier les prestations' })).toHaveCount(0);
    await page.goto(`/clients/${pro.id}/modifier-prestations`);
    await expect(page).toHaveURL((url) => url.pathname === '/', FIRST_LOAD);
  });
});
