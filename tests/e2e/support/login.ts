import { expect, type Page } from '@playwright/test';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';
import { DEMO_PASSWORD, demoEmail } from './fake-gateway';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's label exactly, whether or not it ends with the asterisk of a required field. */
export function fieldLabel(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);
}

/** The login form's controls, found the way a user finds them: by their French labels. */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel(fieldLabel(PUBLIC_LABELS.email)),
    password: page.getByLabel(fieldLabel(PUBLIC_LABELS.password)),
    submit: page.getByRole('button', { name: PUBLIC_LABELS.signIn }),
  };
}

/**
 * Types the credentials and submits once the form accepts them: its submit button turns enabled
 * only when the form's code has come, after the page's load (components/ui/live-after-load.tsx).
 */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await expect(async () => {
    await form.email.fill(email);
    await form.password.fill(password);
    await expect(form.submit).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await form.submit.click();
}

/**
 * Signs in with a demo account from the login page (opened unless `open: false`, when the test
 * already stands on it, e.g. after a redirect) and waits for `landing`, home by default.
 */
export async function signInAs(
  page: Page,
  role: string,
  options: { password?: string; open?: boolean; landing?: (url: URL) => boolean } = {},
): Promise<void> {
  if (options.open !== false) await page.goto('/connexion');
  await submitLogin(page, demoEmail(role), options.password ?? DEMO_PASSWORD);
  await page.waitForURL(options.landing ?? ((url) => url.pathname === '/'));
}
