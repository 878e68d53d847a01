import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REFRESH_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../lib/domain/errors';
import { control, demoEmail, resetGateway } from './support/fake-gateway';
import { signInAs } from './support/login';
import { FULL_BROWSER, launchOptions } from '../../playwright.config';

/*
 * SPEC §4 "Token refresh" and SPEC §8 session messages, end to end. The fake issues tokens with a
 * lifetime set at run time (POST /__fake/token-lifetime): seven seconds for the sign-in, so the token
 * in the session cookie is truly expired at the gateway a moment later; then an hour, so the token
 * the refresh brings needs no further refresh and every refresh seen in the call log is counted.
 */

const SHORT_LIFETIME_SECONDS = 7;
const LONG_LIFETIME_SECONDS = 3600;

// Each test stands alone (the fake is reset around it), and their waits for tokens to expire are
// most of the file: the two workers share them rather than one running them after the other.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });
// Seven seconds, not fewer: a render refreshes a token with under 5 s left (lib/auth/refresh.ts),
// and a render cannot set the cookie, so a shorter token had the landing's renders race the proxy.
// Tokens this short are refreshed while the landing loads, and the full browser's
// requests for the tab's icon carry the last refresh back into the cookie; the headless shell shows
// no tab and asks for no icon, so these tests run in the full browser.
test.use({ launchOptions: { ...launchOptions, executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER } });

test.beforeEach(async ({ request }) => {
  await resetGateway(request);
});

test.afterEach(async ({ request }) => {
  // Back to the lifetime, failures and calls of the start, for the tests that follow.
  await resetGateway(request);
});

async function setTokenLifetime(request: APIRequestContext, seconds: number): Promise<void> {
  expect(await control(request, 'POST', '/token-lifetime', { seconds })).toEqual({ seconds });
}

interface CallRecord {
  method: string;
  path: string;
  grant_type?: string;
  status: number;
}

async function tokenCalls(request: APIRequestContext): Promise<CallRecord[]> {
  return (await control(request, 'GET', '/calls?method=POST&path=/oauth/token')) as CallRecord[];
}

async function refreshCalls(request: APIRequestContext): Promise<CallRecord[]> {
  return (await tokenCalls(request)).filter((call) => call.grant_type === 'refresh_token');
}

/**
 * Signs in while tokens live seven seconds, leaves the app so nothing runs in the background, makes
 * the tokens to come long-lived and waits until the token in the cookie has expired at the gateway.
 */
async function signInWithExpiringToken(
  page: Page,
  request: APIRequestContext,
  role = 'SUPPORT',
): Promise<void> {
  await setTokenLifetime(request, SHORT_LIFETIME_SECONDS);
  await signInAs(page, role);
  // Every answer of the landing carries a refreshed cookie: take them all before leaving.
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  await setTokenLifetime(request, LONG_LIFETIME_SECONDS);
  await page.waitForTimeout(SHORT_LIFETIME_SECONDS * 1000 + 500);
  await control(request, 'DELETE', '/calls');
}

function onLoginWith(page: Page) {
  const url = new URL(page.url());
  return {
    pathname: url.pathname,
    motif: url.searchParams.get('motif'),
    redirect: url.searchParams.get('redirect'),
  };
}

test('work goes on across the expiry of the token, with exactly one refresh for the navigation', async ({
  page,
  request,
}) => {
  await signInWithExpiringToken(page, request);

  await page.goto('/compte');
  await expect(page.getByText(demoEmail('SUPPORT')).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/compte');
  await page.waitForLoadState('networkidle');

  const refreshes = await refreshCalls(request);
  expect(refreshes).toHaveLength(1);
  expect(refreshes[0].status).toBe(200);

  // The refreshed token is the one the session keeps: the next page needs no refresh.
  await page.goto('/');
  await expect(page.getByText(demoEmail('SUPPORT')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await refreshCalls(request)).toHaveLength(1);
});

test('requests racing with the same expired session share one refresh', async ({ page, request }) => {
  await signInWithExpiringToken(page, request);

  // Three pages at once, all carrying the same cookie with the same expired token.
  const responses = await Promise.all(
    ['/compte', '/', '/compte'].map((path) => page.request.get(path, { maxRedirects: 0 })),
  );
  for (const response of responses) {
    expect(response.status(), response.url()).toBe(200);
    expect(await response.text(), response.url()).toContain(demoEmail('SUPPORT'));
  }
  const refreshes = await refreshCalls(request);
  expect(refreshes).toHaveLength(1);
  expect(refreshes[0].status).toBe(200);

  await page.goto('/compte');
  await expect(page.getByText(demoEmail('SUPPORT')).first()).toBeVisible();
  expect(await refreshCalls(request)).toHaveLength(1);
});

test('a refused refresh ends the session: login says so and brings the user back', async ({
  page,
  request,
}) => {
  await signInWithExpiringToken(page, request);
  await control(request, 'POST', '/failures', {
    method: 'POST',
    path: '/oauth/token',
    status: 400,
    code: 'invalid_grant',
    times: 1,
  });

  await page.goto('/compte');
  await page.waitForURL((url) => url.pathname === '/connexion');
  expect(onLoginWith(page)).toEqual({ pathname: '/connexion', motif: 'refresh', redirect: '/compte' });
  await expect(page.getByRole('status').filter({ hasText: REFRESH_FAILED_MESSAGE })).toBeVisible();
  // The log names no grant for an injected answer: the one token call is the refused refresh.
  expect((await tokenCalls(request)).map((call) => call.status)).toEqual([400]);

  // The session is gone, not just this page.
  const again = await page.request.get('/compte', { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(new URL(again.headers()['location'] ?? '', again.url()).pathname).toBe('/connexion');

  await page.goto('/connexion?motif=refresh&redirect=%2Fcompte');
  await signInAs(page, 'SUPPORT', { open: false, landing: (url) => url.pathname === '/compte' });
  await expect(page.getByText(demoEmail('SUPPORT')).first()).toBeVisible();
});

test('a gateway 401 on a page read ends the session: login says so with the way back', async ({
  page,
  request,
}) => {
  await signInAs(page, 'CC');
  await control(request, 'POST', '/failures', {
    method: 'GET',
    path: '/credentials/mine',
    status: 401,
    code: 'UNAUTHORIZED',
    times: 1,
  });

  await page.goto('/compte');
  await page.waitForURL((url) => url.pathname === '/connexion');
  expect(onLoginWith(page)).toEqual({ pathname: '/connexion', motif: 'expired', redirect: '/compte' });
  await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED_MESSAGE })).toBeVisible();

  const again = await page.request.get('/compte', { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(new URL(again.headers()['location'] ?? '', again.url()).pathname).toBe('/connexion');
});
