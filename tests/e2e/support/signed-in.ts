import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, type Browser, type Cookie, type Page } from '@playwright/test';
import { signInAs } from './login';

/*
 * One sign-in per role per test run, shared by every test that declares `test.use({ signedInAs })`:
 * the login form is tested once in auth-public.spec.ts, and signing in again before each test was
 * most of the suite's time. The fake keeps issued tokens valid across its resets, and the app
 * refreshes an expiring one, so a saved session stays usable for the whole run.
 */

// Per worker: a session belongs to the worker's own fake gateway.
const STATE_DIR = path.join('test-results', '.auth', process.env.TEST_PARALLEL_INDEX ?? '0');
const states = new Map<string, Promise<string>>();

async function signIn(browser: Browser, role: string, baseURL: string | undefined): Promise<string> {
  const file = path.join(STATE_DIR, `${role.toLowerCase()}.json`);
  await mkdir(STATE_DIR, { recursive: true });
  // Inside a test, Playwright gives a new context the test's own session unless told otherwise.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    await signInAs(await context.newPage(), role);
    await context.storageState({ path: file });
  } finally {
    await context.close();
  }
  return file;
}

/** The saved session of `role` (a demo account's local part: 'support', 'manager_ca'…). */
export function sessionOf(browser: Browser, role: string, baseURL: string | undefined): Promise<string> {
  const key = role.toLowerCase();
  let state = states.get(key);
  if (!state) {
    state = signIn(browser, key, baseURL);
    // A failed sign-in is not cached: the next test tries again.
    state.catch(() => states.delete(key));
    states.set(key, state);
  }
  return state;
}

/**
 * Loads a page with each role's saved session and saves the cookie it comes back with: the gateway
 * has then confirmed its facts just now, as a session in use has, so a test that replays the saved
 * cookie while the gateway misbehaves is not asking the gateway to confirm them again.
 */
export async function freshenSessions(
  browser: Browser,
  baseURL: string | undefined,
  roles: readonly string[],
): Promise<void> {
  for (const role of new Set(roles)) {
    const file = await sessionOf(browser, role, baseURL);
    const context = await browser.newContext({ baseURL, storageState: file });
    try {
      const page = await context.newPage();
      await page.goto('/');
      // A saved session another test ended (a sign-out, a refused refresh) is replaced, and says so.
      if (new URL(page.url()).pathname === '/connexion') {
        console.warn(`the saved session of ${role} had ended: signing in again`);
        await signInAs(page, role, { open: false });
      }
      await context.storageState({ path: file });
    } finally {
      await context.close();
    }
  }
}

/**
 * `test` whose pages start signed in as `signedInAs` (none by default):
 * `test.use({ signedInAs: 'support' })` at the top of a file or a describe block.
 */
export const test = base.extend<{ signedInAs: string | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, browser, baseURL, storageState }, provide) => {
    await provide(signedInAs ? await sessionOf(browser, signedInAs, baseURL) : storageState);
  },
});

export { expect } from '@playwright/test';

/**
 * Puts the saved session of `role` into the page's browser context and opens home, as `signInAs`
 * ends: for tests that change role midway or sign in inside a test body.
 */
export async function restoreSession(page: Page, role: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('restoreSession needs a page of a launched browser');
  const file = await sessionOf(browser, role, test.info().project.use.baseURL);
  const state = JSON.parse(await readFile(file, 'utf8')) as { cookies: Cookie[] };
  await page.context().addCookies(state.cookies);
  await page.goto('/');
  // A saved session another spec ended at the gateway (a deactivation revokes the account's tokens).
  if (new URL(page.url()).pathname === '/connexion') {
    console.warn(`the saved session of ${role} had ended: signing in again`);
    await signInAs(page, role, { open: false });
    await page.context().storageState({ path: file });
  }
}
