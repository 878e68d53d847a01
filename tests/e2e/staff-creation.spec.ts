import { expect, test, type Page } from '@playwright/test';
import { businessErrorMessage } from '../../lib/domain/errors';
import { MOBILE_PHONE_MESSAGES, SGID_MESSAGES, staffEmailMessages } from '../../lib/domain/rules';
import { fieldLabel } from './support/login';
import { restoreSession } from './support/signed-in';
import { STAFF_DOMAIN } from './support/fake-gateway';
import { USER_RULE_REASONS } from '@/lib/users/messages';

const PAGE_TIMEOUT = 60_000;
const SUBMIT = "Créer l'utilisateur";

/** An address no other run has used, so the tests need no reset and survive others' resets. */
function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${STAFF_DOMAIN}`;
}

function form(page: Page) {
  return {
    firstName: page.getByLabel(fieldLabel('Prénom')),
    lastName: page.getByLabel(fieldLabel('Nom')),
    email: page.getByLabel(fieldLabel('Email')),
    phone: page.getByLabel(fieldLabel('Téléphone mobile')),
    sgid: page.getByLabel(fieldLabel('SGID')),
    role: (label: string) => page.getByRole('group', { name: 'Rôles' }).getByLabel(label, { exact: true }),
    submit: page.getByRole('button', { name: SUBMIT }),
  };
}

async function openForm(page: Page) {
  await page.goto('/creation-utilisateur');
  await expect(form(page).submit).toBeVisible({ timeout: PAGE_TIMEOUT });
}

/** Fills a valid form; retried because typing before hydration may be reset by React. */
async function fillValid(page: Page, email: string, roles: string[] = ['SUPPORT']) {
  const f = form(page);
  await expect(async () => {
    await f.firstName.fill('Camille');
    await f.lastName.fill('Essai-Création');
    await f.email.fill(email);
    await f.phone.fill('06 12 34 56 78');
    await f.sgid.fill('A1234567');
    for (const role of roles) await f.role(role).check();
    await f.sgid.blur();
    await expect(f.submit).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('staff creation', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('creates a staff user with roles and opens their credentials', async ({ page }) => {
    await restoreSession(page, 'support');
    await openForm(page);
    // The demo SUPPORT account holds SUPPORT only: the roles it does not hold cannot be given.
    await expect(page.getByText(USER_RULE_REASONS.grantableRoles)).toBeVisible();
    await expect(form(page).role('CA')).toBeDisabled();
    await expect(form(page).role('MANAGER CC')).toBeDisabled();
    const email = uniqueEmail('creation');
    await fillValid(page, email);
    await form(page).submit.click();
    await expect(page.getByText("L'utilisateur a été créé.")).toBeVisible({ timeout: PAGE_TIMEOUT });
    await page.waitForURL(/\/utilisateurs\/[^/?]+$/, { timeout: PAGE_TIMEOUT });

    // The new account is in the staff list with the roles picked.
    await page.goto(`/utilisateurs?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('table', { name: 'Liste des utilisateurs' }).locator('tbody tr');
    await expect(row).toHaveCount(1, { timeout: PAGE_TIMEOUT });
    await expect(row.locator('td').nth(0)).toHaveText('Camille Essai-Création');
    await expect(row.locator('td').nth(2)).toContainText('SUPPORT');
    await expect(row.locator('td').nth(3)).toHaveText('Nouveau');
  });

  test('an e-mail already in use shows its message', async ({ page }) => {
    await restoreSession(page, 'support');
    await openForm(page);
    await fillValid(page, `cc@${STAFF_DOMAIN}`);
    await form(page).submit.click();
    await expect(
      page.getByText(businessErrorMessage('USERNAME_ALREADY_IN_USE'), { exact: true }),
    ).toBeVisible({
      timeout: PAGE_TIMEOUT,
    });
    await expect(page).toHaveURL(/\/creation-utilisateur$/);
  });

  test('shows the rules under the fields and keeps the button disabled', async ({ page }) => {
    await restoreSession(page, 'support');
    await openForm(page);
    const f = form(page);
    await expect(async () => {
      await f.email.fill('quelquun@gmail.com');
      await f.email.blur();
      await expect(page.getByText(staffEmailMessages(STAFF_DOMAIN).invalid)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await f.sgid.fill('123');
    await f.sgid.blur();
    await expect(page.getByText(SGID_MESSAGES.invalid)).toBeVisible();
    await f.phone.fill('01 23 45 67 89');
    await f.phone.blur();
    await expect(page.getByText(MOBILE_PHONE_MESSAGES.invalid)).toBeVisible();
    await f.role('SUPPORT').check();
    await f.role('SUPPORT').uncheck();
    await f.role('SUPPORT').blur();
    await expect(page.getByText('Merci de sélectionner au moins un rôle.')).toBeVisible();
    await expect(f.submit).toBeDisabled();
  });

  test('another role is sent home from the form', async ({ page }) => {
    await restoreSession(page, 'ca');
    await page.goto('/creation-utilisateur');
    await page.waitForURL((url) => url.pathname === '/', { timeout: PAGE_TIMEOUT });
    await expect(form(page).submit).toHaveCount(0);
  });

  test('the server action replayed by another role is refused and creates nobody', async ({
    page,
    browser,
  }) => {
    await restoreSession(page, 'support');
    await openForm(page);
    const allowed = uniqueEmail('rejeu-support');
    await fillValid(page, allowed);
    const actionRequest = page.waitForRequest(
      (request) => request.method() === 'POST' && !!request.headers()['next-action'],
    );
    await form(page).submit.click();
    const captured = await actionRequest;
    await expect(page.getByText("L'utilisateur a été créé.")).toBeVisible({ timeout: PAGE_TIMEOUT });

    const refused = uniqueEmail('rejeu-ca');
    const body = captured.postData()!.replace(allowed, refused);
    expect(body).toContain(refused);
    const headers = captured.headers();

    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const caPage = await other.newPage();
      await restoreSession(caPage, 'ca');
      const response = await other.request.post('/creation-utilisateur', {
        headers: {
          accept: 'text/x-component',
          'content-type': headers['content-type'] ?? 'text/plain;charset=UTF-8',
          'next-action': headers['next-action']!,
          'next-router-state-tree': headers['next-router-state-tree'] ?? '',
        },
        data: body,
        maxRedirects: 0,
      });
      const text = await response.text();
      expect(text).not.toContain("L'utilisateur a été créé.");
      // Refused by the proxy (sent home) or, past it, by the action's own access check.
      if (response.status() === 303 || response.status() === 307)
        expect(response.headers()['location']).toBe('/');
      else expect(text).toContain(businessErrorMessage('FORBIDDEN'));
    } finally {
      await other.close();
    }

    // Whatever the refusal looked like, no account was created with the replayed e-mail.
    await page.goto(`/utilisateurs?q=${encodeURIComponent(refused)}`);
    await expect(page.getByTestId('result-count')).toHaveText('0 résultat', { timeout: PAGE_TIMEOUT });
  });
});
