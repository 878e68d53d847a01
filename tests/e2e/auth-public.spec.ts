import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_LABELS, PUBLIC_MESSAGES } from '@/lib/domain/public-texts';
import {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  AUTHENTICATION_FAILED_MESSAGE,
  LOGIN_REFUSED_MESSAGE,
  PASSWORD_TOKEN_EXPIRED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../lib/domain/errors';
import { ROLE_LABELS, ROLES } from '../../lib/domain/roles';
import { PASSWORD_MESSAGES, staffEmailMessages } from '../../lib/domain/rules';
import { AUTHENTICATION_CODE, SEEDED_PASSWORD_TOKENS } from '../../lib/fake-gateway/data/people';
import { control, DEMO_PASSWORD, demoEmail, resetGateway, STAFF_DOMAIN } from './support/fake-gateway';
import { fieldLabel, loginForm, signInAs, submitLogin } from './support/login';

/** A password that meets SPEC §5 and differs from the demo one. */
const NEW_PASSWORD = 'Chantier2024';

// Each test signs in once or more; a dev server compiling a page on first use needs the margin.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await resetGateway(request);
});

const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** The alert above the form (the toast carries the same words but is no alert). */
function formAlert(page: Page, message: string) {
  return page.getByRole('alert').filter({ hasText: message });
}

function toast(page: Page, message: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: message });
}

async function expectSignedOut(page: Page) {
  await page.goto('/');
  await page.waitForURL(onPath('/connexion'));
}

test.describe('sign-in and sign-out', () => {
  for (const role of ROLES) {
    test(`the ${role} demo account signs in and out`, async ({ page }) => {
      await signInAs(page, role);
      expect(new URL(page.url()).pathname).toBe('/');

      await page.goto('/deconnexion');
      await page.waitForURL(onPath('/connexion'));
      await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
      await expectSignedOut(page);
    });
  }

  test('a signed-in user who opens a public page is sent home', async ({ page }) => {
    await signInAs(page, 'SUPPORT');
    for (const path of [
      '/connexion',
      '/reinitialisation-mot-de-passe',
      `/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationValid}`,
    ]) {
      await page.goto(path);
      await page.waitForURL(onPath('/'));
    }
  });
});

test.describe('sign-in failures', () => {
  test('a wrong password is refused; the e-mail stays and the password is cleared', async ({ page }) => {
    await page.goto('/connexion');
    await submitLogin(page, demoEmail('SUPPORT'), 'Mauvais2020');

    await expect(formAlert(page, LOGIN_REFUSED_MESSAGE)).toHaveText(LOGIN_REFUSED_MESSAGE);
    await expect(toast(page, LOGIN_REFUSED_MESSAGE)).toBeVisible();
    const form = loginForm(page);
    await expect(form.email).toHaveValue(demoEmail('SUPPORT'));
    await expect(form.password).toHaveValue('');
    await expect(form.submit).toBeDisabled();
    expect(new URL(page.url()).pathname).toBe('/connexion');
  });

  test('an unknown e-mail gets the same refusal', async ({ page }) => {
    await page.goto('/connexion');
    await submitLogin(page, 'personne@groupe.example', DEMO_PASSWORD);
    await expect(formAlert(page, LOGIN_REFUSED_MESSAGE)).toHaveText(LOGIN_REFUSED_MESSAGE);
  });

  test('an inactive account is told it is not activated', async ({ page }) => {
    await page.goto('/connexion');
    await submitLogin(page, demoEmail('inactive'), DEMO_PASSWORD);
    await expect(formAlert(page, ACCOUNT_NOT_ACTIVATED_MESSAGE)).toHaveText(ACCOUNT_NOT_ACTIVATED_MESSAGE);
    await expect(toast(page, ACCOUNT_NOT_ACTIVATED_MESSAGE)).toBeVisible();
    await expectSignedOut(page);
  });

  test('an account without any role cannot sign in', async ({ page }) => {
    await page.goto('/connexion');
    await submitLogin(page, demoEmail('sans-role'), DEMO_PASSWORD);
    await expect(formAlert(page, AUTHENTICATION_FAILED_MESSAGE)).toHaveText(AUTHENTICATION_FAILED_MESSAGE);
    await expect(toast(page, AUTHENTICATION_FAILED_MESSAGE)).toBeVisible();
    await expectSignedOut(page);
  });

  test('the form refuses an address outside the group domain before sending anything', async ({ page }) => {
    await page.goto('/connexion');
    const form = loginForm(page);
    await expect(async () => {
      await form.email.fill('sophie@gmail.com');
      await form.password.click();
      await expect(page.getByText(staffEmailMessages(STAFF_DOMAIN).invalid)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await form.password.fill(DEMO_PASSWORD);
    await expect(form.submit).toBeDisabled();
  });

  test('the session notice of the motif parameter shows above the form', async ({ page }) => {
    await page.goto('/connexion?motif=expired');
    await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED_MESSAGE })).toBeVisible();
    await page.goto('/connexion?motif=n-importe-quoi');
    await expect(page.getByText(SESSION_EXPIRED_MESSAGE)).toHaveCount(0);
  });
});

test.describe('the redirect parameter', () => {
  test('an anonymous visitor of a deep page comes back to it after signing in', async ({ page }) => {
    await page.goto('/clients?page=2');
    await page.waitForURL(onPath('/connexion'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/clients?page=2');

    await signInAs(page, 'SUPPORT', { open: false, landing: onPath('/clients') });
    expect(new URL(page.url()).search).toBe('?page=2');
    // The sign-in's redirect is a navigation, never an error toast.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  const payloads = [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
  ];
  for (const payload of payloads) {
    test(`a redirect to ${payload} lands on home and never leaves the site`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
      });
      page.on('dialog', (dialog) => {
        foreign.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });

      await page.goto(`/connexion?redirect=${encodeURIComponent(payload)}`);
      await signInAs(page, 'SUPPORT', { open: false });
      expect(new URL(page.url()).origin).toBe(origin);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('password creation', () => {
  async function choosePassword(page: Page, password: string, code?: string) {
    const newPassword = page.getByLabel(fieldLabel(PUBLIC_LABELS.newPassword));
    const confirmation = page.getByLabel(fieldLabel(PUBLIC_LABELS.passwordConfirmation));
    const submit = page.getByRole('button', { name: /mot de passe$/ });
    await expect(async () => {
      await newPassword.fill(password);
      await confirmation.fill(password);
      if (code !== undefined) await page.getByLabel(fieldLabel(PUBLIC_LABELS.authenticationCode)).fill(code);
      await expect(submit).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await submit.click();
  }

  test('a valid link sets the password, which then signs in', async ({ page }) => {
    await page.goto(`/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationValid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Création du mot de passe' })).toBeVisible();
    await expect(page.getByText(demoEmail('new'))).toBeVisible();
    await expect(page.getByLabel(fieldLabel(PUBLIC_LABELS.authenticationCode))).toHaveCount(0);

    await choosePassword(page, NEW_PASSWORD);
    await page.waitForURL(onPath('/connexion'));
    await expect(toast(page, PUBLIC_MESSAGES.passwordCreated)).toBeVisible();

    await submitLogin(page, demoEmail('new'), NEW_PASSWORD);
    await page.waitForURL(onPath('/'));
  });

  test('the form holds the password rules of SPEC §5 and the confirmation', async ({ page }) => {
    await page.goto(`/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationValid}`);
    const newPassword = page.getByLabel(fieldLabel(PUBLIC_LABELS.newPassword));
    const confirmation = page.getByLabel(fieldLabel(PUBLIC_LABELS.passwordConfirmation));
    await expect(async () => {
      await newPassword.fill('chantier');
      await confirmation.click();
      await expect(page.getByText(PASSWORD_MESSAGES.missingDigit)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await newPassword.fill(NEW_PASSWORD);
    await confirmation.fill(`${NEW_PASSWORD}x`);
    await newPassword.click();
    await expect(page.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
    await expect(page.getByRole('button', { name: PUBLIC_LABELS.createPassword })).toBeDisabled();
  });

  test('a link that needs the authentication code asks for it and refuses a wrong one', async ({ page }) => {
    await page.goto(`/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationWithCode}`);
    await expect(page.getByLabel(fieldLabel(PUBLIC_LABELS.authenticationCode))).toBeVisible();

    await choosePassword(page, NEW_PASSWORD, '000000');
    await expect(formAlert(page, PUBLIC_MESSAGES.passwordCreationFailed)).toBeVisible();
    expect(new URL(page.url()).pathname).toContain('/creation-mot-de-passe/');

    await choosePassword(page, NEW_PASSWORD, AUTHENTICATION_CODE);
    await page.waitForURL(onPath('/connexion'));
    await expect(toast(page, PUBLIC_MESSAGES.passwordCreated)).toBeVisible();
    await submitLogin(page, demoEmail('pending-activation'), NEW_PASSWORD);
    await page.waitForURL(onPath('/'));
  });

  test('an expired link says so and offers to ask for a new one', async ({ page }) => {
    await page.goto(`/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationExpired}`);
    await expect(formAlert(page, PASSWORD_TOKEN_EXPIRED_MESSAGE)).toHaveText(PASSWORD_TOKEN_EXPIRED_MESSAGE);
    await expect(page.getByLabel(fieldLabel(PUBLIC_LABELS.newPassword))).toHaveCount(0);

    await page.getByRole('link', { name: PUBLIC_LABELS.askNewLink }).click();
    await page.waitForURL(onPath('/reinitialisation-mot-de-passe'));
  });

  test('a used link is expired too', async ({ page }) => {
    await page.goto(`/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationValid}`);
    await choosePassword(page, NEW_PASSWORD);
    await page.waitForURL(onPath('/connexion'));

    await page.goto(`/creation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.creationValid}`);
    await expect(formAlert(page, PASSWORD_TOKEN_EXPIRED_MESSAGE)).toBeVisible();
    await page.goto('/creation-mot-de-passe/jeton-inconnu');
    await expect(formAlert(page, PASSWORD_TOKEN_EXPIRED_MESSAGE)).toBeVisible();
  });
});

test.describe('password reset', () => {
  interface FakePasswordToken {
    token: string;
    purpose: 'CREATION' | 'RESET';
    used: boolean;
    expired: boolean;
  }

  async function askForReset(page: Page, email: string) {
    await page.goto('/reinitialisation-mot-de-passe');
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    const field = page.getByLabel(fieldLabel(PUBLIC_LABELS.email));
    const submit = page.getByRole('button', { name: PUBLIC_LABELS.send });
    await expect(async () => {
      await field.fill(email);
      await expect(submit).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: PUBLIC_MESSAGES.resetRequested })).toBeVisible();
  }

  test('asks for a link, sets a new password from it and signs in with it', async ({ page, request }) => {
    const email = demoEmail('CC');
    const tokensOf = async () =>
      (await control(
        request,
        'GET',
        `/password-tokens?email=${encodeURIComponent(email)}`,
      )) as FakePasswordToken[];
    const before = new Set((await tokensOf()).map((token) => token.token));

    await askForReset(page, email);
    const issued = (await tokensOf()).filter((token) => !before.has(token.token));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ purpose: 'RESET', used: false, expired: false });

    await page.goto(`/reinitialisation-mot-de-passe/${issued[0].token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Réinitialisation du mot de passe' }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const newPassword = page.getByLabel(fieldLabel(PUBLIC_LABELS.newPassword));
    const confirmation = page.getByLabel(fieldLabel(PUBLIC_LABELS.passwordConfirmation));
    const submit = page.getByRole('button', { name: PUBLIC_LABELS.resetPassword });
    await expect(async () => {
      await newPassword.fill(NEW_PASSWORD);
      await confirmation.fill(NEW_PASSWORD);
      await expect(submit).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await submit.click();
    await page.waitForURL(onPath('/connexion'));
    await expect(toast(page, PUBLIC_MESSAGES.passwordReset)).toBeVisible();

    await submitLogin(page, email, DEMO_PASSWORD);
    await expect(formAlert(page, LOGIN_REFUSED_MESSAGE)).toBeVisible();
    await submitLogin(page, email, NEW_PASSWORD);
    await page.waitForURL(onPath('/'));
  });

  test('an unknown address gets the same confirmation and no link', async ({ page, request }) => {
    const email = 'personne@groupe.example';
    await askForReset(page, email);
    const tokens = (await control(
      request,
      'GET',
      `/password-tokens?email=${encodeURIComponent(email)}`,
    )) as unknown[];
    expect(tokens).toEqual([]);
  });

  test('an expired reset link says so', async ({ page }) => {
    await page.goto(`/reinitialisation-mot-de-passe/${SEEDED_PASSWORD_TOKENS.resetExpired}`);
    await expect(formAlert(page, PASSWORD_TOKEN_EXPIRED_MESSAGE)).toHaveText(PASSWORD_TOKEN_EXPIRED_MESSAGE);
    await expect(page.getByRole('link', { name: PUBLIC_LABELS.askNewLink })).toBeVisible();
  });

  test('the login page links to the forgotten-password screen', async ({ page }) => {
    await page.goto('/connexion');
    await page.getByRole('link', { name: PUBLIC_LABELS.forgotPassword }).click();
    await page.waitForURL(onPath('/reinitialisation-mot-de-passe'));
  });
});

test('the demo accounts box lists every role and fills the e-mail', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByText(PUBLIC_LABELS.demoAccounts).click();
  for (const role of ROLES) {
    const account = page.getByRole('button', { name: new RegExp(`^${demoEmail(role)}`) });
    await expect(account).toBeVisible();
    await expect(account).toContainText(ROLE_LABELS[role]);
  }
  await expect(page.getByText(DEMO_PASSWORD, { exact: true })).toBeVisible();

  const email = loginForm(page).email;
  await expect(async () => {
    await page.getByRole('button', { name: new RegExp(`^${demoEmail('FINANCE')}`) }).click();
    await expect(email).toHaveValue(demoEmail('FINANCE'), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
