import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { deactivationReason } from '@/lib/domain/enums';
import type { Credentials } from '@/lib/domain/schemas';
import { USER_ACTION_MESSAGES as M } from '@/app/(backoffice)/_lib/messages';
import { DEMO_PASSWORD, demoEmail, GATEWAY_URL, resetGateway } from './support/fake-gateway';
import { signInAs } from './support/login';

/* The credentials view of issue 5: roles replaced, a staff user deactivated and reactivated. */

const FIRST_LOAD = { timeout: 60_000 };
/** A server action's first run compiles it under `next dev`. */
const ACTION = { timeout: 30_000 };

// Pages compile on first load under `next dev`; other suites reset the shared fake gateway.
test.describe.configure({ timeout: 120_000, retries: 1 });

async function gatewayToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${GATEWAY_URL}/oauth/token`, {
    form: {
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-dev-secret',
      scope: 'any',
      username: demoEmail('SUPPORT'),
      password: DEMO_PASSWORD,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A seeded ACTIVE staff member with the single role CCO, who is not a demo account. */
async function staffMember(request: APIRequestContext, token: string): Promise<Credentials> {
  const response = await request.get(`${GATEWAY_URL}/credentials/lmsg?role=CCO&status=ACTIVE&size=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Credentials[] };
  const member = items.find((item) => item.email !== demoEmail('CCO') && item.roles.length === 1);
  if (!member) throw new Error('No extra CCO staff member in the seed');
  return member;
}

async function credentialsOf(request: APIRequestContext, token: string, id: string): Promise<Credentials> {
  const response = await request.get(`${GATEWAY_URL}/credentials/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Credentials;
}

function toast(page: Page, message: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(message, { exact: true });
}

test.describe('credentials view', () => {
  let token: string;
  let member: Credentials;

  test.beforeEach(async ({ request, page }) => {
    await resetGateway(request);
    token = await gatewayToken(request);
    member = await staffMember(request, token);
    await signInAs(page, 'SUPPORT');
  });

  test('roles are replaced, and at least one is required', async ({ page, request }) => {
    await page.goto(`/utilisateurs/${member.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` }),
    ).toBeVisible(FIRST_LOAD);
    const form = page.getByRole('form', { name: "Rôles de l'utilisateur" });
    const save = form.getByRole('button', { name: 'Enregistrer les rôles' });
    await expect(form.getByRole('checkbox', { name: 'CCO', exact: true })).toBeChecked();
    await expect(save).toBeDisabled();

    await expect(async () => {
      await form.getByRole('checkbox', { name: 'CCO', exact: true }).uncheck();
      await expect(form.getByText(M.rolesRequired)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(save).toBeDisabled();

    await form.getByRole('checkbox', { name: 'BD', exact: true }).check();
    await form.getByRole('checkbox', { name: 'MANAGER CC', exact: true }).check();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, M.rolesUpdated)).toBeVisible(ACTION);
    await expect(page.getByText('MANAGER CC, BD', { exact: true })).toBeVisible();
    expect((await credentialsOf(request, token, member.id)).roles.sort()).toEqual(['BD', 'MANAGER_CC']);
  });

  test('a staff user is deactivated with a reason, then reactivated', async ({ page }) => {
    await page.goto(`/utilisateurs/${member.id}`);
    const group = page.getByRole('group', { name: "Actions sur l'utilisateur" });
    await expect(group.getByRole('button', { name: "Libérer l'email" })).toBeDisabled(FIRST_LOAD);
    await expect(
      group.getByText("Seul l'email d'un compte désactivé ou fermé peut être libéré."),
    ).toBeVisible();

    await expect(async () => {
      await group.getByRole('button', { name: 'Désactiver' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const dialog = page.getByRole('alertdialog', { name: "Désactiver l'utilisateur ?" });
    await dialog
      .getByLabel(/Motif de désactivation/)
      .selectOption({ label: deactivationReason.label('BUSINESS_ENDING') });
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
    await expect(
      group.getByText('Anonymisation impossible : le compte utilisateur est ACTIVE (Activé).'),
    ).toBeVisible();
  });

  test('a role other than SUPPORT is sent home', async ({ page, context }) => {
    await context.clearCookies();
    await signInAs(page, 'CA');
    await page.goto(`/utilisateurs/${member.id}`);
    await expect(page).toHaveURL((url) => url.pathname === '/', FIRST_LOAD);
  });
});
