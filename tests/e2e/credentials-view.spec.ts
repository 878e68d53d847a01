import { expect, test, type APIRequestContext } from '@playwright/test';
import { deactivationReason } from '@/lib/domain/enums';
import type { Credentials } from '@/lib/domain/schemas';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { USER_RULE_REASONS } from '@/lib/users/messages';
import {
  demoEmail,
  GATEWAY_URL,
  gatewayAuthorization,
  gatewayGet,
  resetGateway,
} from './support/fake-gateway';
import { openDialog, toast, expectUnavailableAction } from './support/ui';
import { restoreSession } from './support/signed-in';

/*
 * The credentials view: roles replaced, a staff user deactivated and reactivated; the
 * rule on targets: only roles the staff member holds are given, and nothing on their own account.
 */

const FIRST_LOAD = { timeout: 60_000 };
/** A server action's first run compiles it under `next dev`. */
const ACTION = { timeout: 30_000 };

// Pages compile on first load under `next dev`; other suites reset the shared fake gateway.
test.describe.configure({ timeout: 120_000, retries: 1 });

/** A seeded ACTIVE staff member with the single role CCO, who is not a demo account. */
async function staffMember(request: APIRequestContext, token: string): Promise<Credentials> {
  const response = await request.get(`${GATEWAY_URL}/credentials/lmsg?role=CCO&status=ACTIVE&size=100`, {
    headers: { Authorization: token },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Credentials[] };
  const member = items.find((item) => item.email !== demoEmail('CCO') && item.roles.length === 1);
  if (!member) throw new Error('No extra CCO staff member in the seed');
  return member;
}

/** A seeded INACTIVE staff member who is not a demo account. */
async function inactiveStaffMember(request: APIRequestContext, token: string): Promise<Credentials> {
  const { items } = await gatewayGet<{ items: Credentials[] }>(
    request,
    token,
    '/credentials/lmsg?status=INACTIVE&size=100',
  );
  const member = items.find((item) => !item.email.startsWith('inactive@'));
  if (!member) throw new Error('No extra inactive staff member in the seed');
  return member;
}

test.describe('credentials view', () => {
  let token: string;
  let member: Credentials;

  test.beforeEach(async ({ request, page }) => {
    await resetGateway(request);
    token = await gatewayAuthorization(request);
    member = await staffMember(request, token);
    await restoreSession(page, 'SUPPORT');
  });

  test('roles are replaced with roles SUPPORT holds, and at least one is required', async ({
    page,
    request,
  }) => {
    await page.goto(`/utilisateurs/${member.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` }),
    ).toBeVisible(FIRST_LOAD);
    const form = page.getByRole('form', { name: "Rôles de l'utilisateur" });
    const save = form.getByRole('button', { name: 'Enregistrer les rôles' });
    await expect(form.getByRole('checkbox', { name: 'CCO', exact: true })).toBeChecked();
    await expect(save).toBeDisabled();
    // The demo SUPPORT account holds SUPPORT only: it may take CCO away, not give BD.
    await expect(form.getByText(USER_RULE_REASONS.grantableRoles)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'BD', exact: true })).toBeDisabled();

    await expect(async () => {
      await form.getByRole('checkbox', { name: 'CCO', exact: true }).uncheck();
      await expect(form.getByText(M.rolesRequired)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(save).toBeDisabled();

    await form.getByRole('checkbox', { name: 'SUPPORT', exact: true }).check();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, M.rolesUpdated)).toBeVisible(ACTION);
    await expect(page.locator('dd', { hasText: /^SUPPORT$/ })).toBeVisible();
    expect((await gatewayGet<Credentials>(request, token, `/credentials/${member.id}`)).roles).toEqual([
      'SUPPORT',
    ]);
  });

  test('on their own account, SUPPORT sees why the actions and the roles are closed', async ({
    page,
    request,
  }) => {
    const me = await gatewayGet<Credentials>(request, token, '/credentials/mine');
    await page.goto(`/utilisateurs/${me.id}`);
    const group = page.getByRole('group', { name: "Actions sur l'utilisateur" });
    await expect(group).toBeVisible(FIRST_LOAD);
    await expectUnavailableAction(page, group, 'Désactiver', USER_RULE_REASONS.ownAccount);
    const form = page.getByRole('form', { name: "Rôles de l'utilisateur" });
    await expect(form.getByText(USER_RULE_REASONS.ownAccount)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'SUPPORT', exact: true })).toBeDisabled();
  });

  test('a staff user is deactivated with a reason, then reactivated', async ({ page }) => {
    await page.goto(`/utilisateurs/${member.id}`);
    const group = page.getByRole('group', { name: "Actions sur l'utilisateur" });
    await expect(group.getByRole('button', { name: 'Désactiver' })).toBeVisible(FIRST_LOAD);
    await expectUnavailableAction(
      page,
      group,
      "Libérer l'email",
      "Seul l'email d'un compte désactivé ou fermé peut être libéré.",
    );

    const dialog = await openDialog(
      page,
      group.getByRole('button', { name: 'Désactiver' }),
      "Désactiver l'utilisateur ?",
    );
    await dialog
      .getByLabel(/Motif de désactivation/)
      .selectOption({ label: deactivationReason.label('IMPERATIVE_REASON') });
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await expect(toast(page, M.deactivated)).toBeVisible(ACTION);
    await expect(group.getByRole('button', { name: 'Réactiver' })).toBeEnabled();
    await expect(group.getByRole('button', { name: "Libérer l'email" })).toBeEnabled();
    await expect(group.getByRole('button', { name: 'Anonymiser' })).toBeEnabled();

    await group.getByRole('button', { name: 'Réactiver' }).click();
    await page
      .getByRole('alertdialog', { name: "Réactiver l'utilisateur ?" })
      .getByRole('button', { name: 'Réactiver' })
      .click();
    await expect(toast(page, M.reactivated)).toBeVisible(ACTION);
    await expect(group.getByRole('button', { name: 'Désactiver' })).toBeEnabled();
    await expectUnavailableAction(
      page,
      group,
      'Anonymiser',
      'Anonymisation impossible : le compte utilisateur est activé.',
    );
  });

  test("an inactive staff user's e-mail is released once, then the account is anonymised", async ({
    page,
    request,
  }) => {
    const leaver = await inactiveStaffMember(request, token);
    await page.goto(`/utilisateurs/${leaver.id}`);
    const group = page.getByRole('group', { name: "Actions sur l'utilisateur" });
    const release = group.getByRole('button', { name: "Libérer l'email" });
    await expect(release).toBeEnabled(FIRST_LOAD);
    await expect(page.getByText(leaver.email, { exact: true })).toBeVisible();

    const confirmRelease = async () => {
      const dialog = await openDialog(page, release, "Libérer l'email ?");
      await expect(
        dialog.getByText("L'adresse email sera libérée et pourra être utilisée par un autre compte."),
      ).toBeVisible();
      await dialog.getByRole('button', { name: "Libérer l'email" }).click();
    };
    await confirmRelease();
    await expect(toast(page, M.emailReleased)).toBeVisible(ACTION);
    const released = await gatewayGet<Credentials>(request, token, `/credentials/${leaver.id}`);
    expect(released.email).not.toBe(leaver.email);
    await expect(page.getByText(released.email, { exact: true })).toBeVisible();

    // The fake refuses a second release; the action says so in its own words.
    await confirmRelease();
    await expect(toast(page, M.releaseFailed)).toBeVisible(ACTION);

    await group.getByRole('button', { name: 'Anonymiser' }).click();
    const dialog = page.getByRole('alertdialog', { name: "Anonymiser l'utilisateur ?" });
    await expect(dialog.getByText(/Cette action est irréversible\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Anonymiser' }).click();
    await expect(toast(page, M.anonymised)).toBeVisible(ACTION);
    await expect(page.getByRole('heading', { level: 1, name: 'Anonyme Anonyme' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Anonymiser' })).toHaveCount(0);
    const after = await gatewayGet<Credentials>(request, token, `/credentials/${leaver.id}`);
    expect(after.userAccountStatus).toBe('CLOSED');
  });

  test('a role other than SUPPORT is sent home', async ({ page, context }) => {
    await context.clearCookies();
    await restoreSession(page, 'CA');
    await page.goto(`/utilisateurs/${member.id}`);
    await expect(page).toHaveURL((url) => url.pathname === '/', FIRST_LOAD);
  });
});
