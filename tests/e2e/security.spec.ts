import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { control, demoEmail } from './support/fake-gateway';
import { signInAs } from './support/login';
import { restoreSession } from './support/signed-in';

/*
 * The app's security promises seen from outside: redirects stay on the site, the known
 * proxy-bypass headers reveal nothing, the headers are set, the session cookie is out of the
 * page's reach and the gateway tokens never reach the browser.
 */

/** E2E_BASE_URL points at a server already running, `npm run dev` in practice; the CI runs the production build. */
const production = !process.env.E2E_BASE_URL;
/**
 * lib/auth/session-cookie.ts (server-only, so not importable here): `__Host-` in production, which
 * the browser accepts only Secure, on / and for this host alone.
 */
const SESSION_COOKIE = production ? '__Host-bo.session' : 'bo.session';

test.describe.configure({ timeout: 90_000 });

const isRedirect = (status: number) => status >= 300 && status < 400;

function redirectTarget(response: APIResponse): string {
  const base = new URL(response.url());
  const target = new URL(response.headers()['location'] ?? '', base);
  return target.origin === base.origin ? target.pathname + target.search : target.href;
}

test.describe('open redirects', () => {
  // Encoded and control-character variants; the plain ones (//host, https://host) are in auth-public.spec.ts.
  const payloads = ['/%2F%2Fevil.example/', '/\t/evil.example', '/\\evil.example', '/%5C%5Cevil.example'];

  for (const payload of payloads.slice(0, 3)) {
    test(`signing in with redirect=${JSON.stringify(payload)} stays on the site, at home`, async ({
      page,
    }) => {
      await page.goto(`/connexion?redirect=${encodeURIComponent(payload)}`);
      const appOrigin = new URL(page.url()).origin;
      await signInAs(page, 'SUPPORT', { open: false, landing: (url) => url.pathname === '/' });
      expect(new URL(page.url()).origin).toBe(appOrigin);
    });
  }

  test('a signed-in user sent to the login page with a payload is sent home, not to it', async ({ page }) => {
    await restoreSession(page, 'CC');
    for (const payload of [...payloads, '//evil.example', 'https://evil.example']) {
      const response = await page.request.get(`/connexion?redirect=${encodeURIComponent(payload)}`, {
        maxRedirects: 0,
      });
      expect(isRedirect(response.status()), payload).toBe(true);
      expect(redirectTarget(response), payload).toBe('/');
    }
  });
});

test.describe('proxy-bypass headers', () => {
  const bypassHeaders: Record<string, string>[] = [
    ...[
      'proxy',
      'middleware',
      'src/middleware',
      'src/proxy',
      'pages/_middleware',
      'proxy:proxy:proxy:proxy:proxy',
      'middleware:middleware:middleware:middleware:middleware',
      'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    ].map((value) => ({ 'x-middleware-subrequest': value })),
    { 'x-middleware-prefetch': '1' },
    { 'x-invoke-path': '/compte', 'x-invoke-query': '{}' },
    { 'x-nextjs-data': '1' },
    { rsc: '1' },
    { rsc: '1', 'next-router-prefetch': '1' },
    { 'next-router-prefetch': '1' },
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', rsc: '1' },
  ];

  /** No page of a signed-in user: a redirect to login, or an answer without any of their data. */
  async function expectNothingProtected(
    response: APIResponse,
    path: string,
    headers: Record<string, string>,
  ) {
    const label = `${path} ${JSON.stringify(headers)}`;
    const status = response.status();
    if (isRedirect(status)) {
      const target = redirectTarget(response);
      // Next answers an RSC request to a route handler with a redirect to the same path and its
      // cache-busting parameter, again and again: the handler never runs, so nothing leaks.
      if (target.startsWith(`${path}?_rsc`)) return;
      expect(target, label).toMatch(/^\/connexion(\?|$)/);
      return;
    }
    const body = await response.text();
    expect(body, label).not.toContain(demoEmail('SUPPORT'));
    expect(body, label).not.toContain('Déconnexion');
    expect(body, label).not.toContain('Mon compte');
  }

  test('an anonymous request carrying them still gets no protected page', async ({ request }) => {
    for (const path of ['/compte', '/utilisateurs', '/', '/api/compte']) {
      for (const headers of bypassHeaders) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        await expectNothingProtected(response, path, headers);
      }
    }
  });

  test('a signed-in CC carrying them is still refused the staff list', async ({ page }) => {
    await restoreSession(page, 'CC');
    for (const headers of bypassHeaders) {
      const response = await page.request.get('/utilisateurs', { headers, maxRedirects: 0 });
      const label = JSON.stringify(headers);
      if (isRedirect(response.status())) {
        expect(redirectTarget(response), label).toBe('/');
      } else {
        const body = await response.text();
        expect(body, label).not.toContain(demoEmail('SUPPORT'));
        expect(body, label).not.toContain(demoEmail('FINANCE'));
      }
    }
  });
});

test.describe('response headers', () => {
  function scriptSrc(csp: string): string {
    return (
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('script-src ')) ?? ''
    );
  }

  function expectSecurityHeaders(headers: Record<string, string>, what: string): string {
    const csp = headers['content-security-policy'] ?? '';
    const scripts = scriptSrc(csp);
    const nonce = /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(scripts)?.[1];
    expect(nonce, `${what}: CSP script-src has a nonce`).toBeTruthy();
    expect(scripts, what).not.toContain("'unsafe-inline'");
    if (production) expect(scripts, what).not.toContain("'unsafe-eval'");
    expect(csp, what).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(
      ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'],
      what,
    ).toContain(headers['referrer-policy']);
    expect(headers['x-powered-by'], what).toBeUndefined();
    if (production) expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{6,}/);
    return nonce!;
  }

  test('a page and an API answer carry them, with a new nonce each time', async ({ request }) => {
    const page1 = await request.get('/connexion');
    const page2 = await request.get('/connexion');
    const api = await request.get('/api/health');
    expect(page1.status()).toBe(200);
    expect(api.status()).toBe(200);

    const nonces = [
      expectSecurityHeaders(page1.headers(), 'page'),
      expectSecurityHeaders(page2.headers(), 'page again'),
      expectSecurityHeaders(api.headers(), 'api'),
    ];
    expect(new Set(nonces).size).toBe(3);
    // The nonce of the header is the one the page's scripts carry.
    expect(await page1.text()).toContain(`nonce="${nonces[0]}"`);
  });

  test('authenticated pages are private and not stored; the session cookie is out of the page’s reach', async ({
    page,
    context,
  }) => {
    await restoreSession(page, 'SUPPORT');
    for (const path of ['/', '/compte']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      // `next dev` answers a bare no-store for dynamic renders; the production build keeps `private`.
      if (production) expect(cacheControl, path).toContain('private');
      expect(cacheControl, path).toContain('no-store');
      expectSecurityHeaders(response.headers(), path);
    }

    const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session, 'the session cookie is set').toBeTruthy();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');
    expect(session!.path).toBe('/');
    expect(session!.domain).toBe(new URL(page.url()).hostname);
    if (production) expect(session!.secure).toBe(true);

    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(SESSION_COOKIE);
    expect(visible).not.toContain(session!.value.slice(0, 40));
  });
});

interface IssuedTokens {
  access: { value: string; issuedAt: string; userId: string | null }[];
  refresh: { value: string; issuedAt: string; userId: string }[];
}

/** Keeps the text of every response the browser receives that a script could read or a user could see. */
function captureBodies(page: Page): { bodies: () => Promise<{ url: string; text: string }[]> } {
  const pending: Promise<{ url: string; text: string } | null>[] = [];
  const readable = /html|json|javascript|x-component|text\/|event-stream/;
  page.on('response', (response: Response) => {
    pending.push(
      (async () => {
        const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
        const headerText = Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
        if (!readable.test(headers['content-type'] ?? '') || isRedirect(response.status())) {
          return { url: response.url(), text: headerText };
        }
        const body = await response.text().catch(() => '');
        return { url: response.url(), text: `${headerText}\n\n${body}` };
      })(),
    );
  });
  return {
    bodies: async () => (await Promise.all(pending)).filter((entry) => entry !== null),
  };
}

test('the gateway tokens never reach the browser', async ({ page, request }) => {
  const started = Date.now();
  const capture = captureBodies(page);

  // A real sign-in: its answers are among the bodies checked.
  await signInAs(page, 'SUPPORT');
  await page.goto('/compte');
  await expect(page.getByText(demoEmail('SUPPORT')).first()).toBeVisible();
  await page.goto('/clients');
  // The JSON route handler answers the same credentials, and nothing more.
  await page.goto('/api/compte');
  await expect(page.getByText(demoEmail('SUPPORT'))).toBeVisible();
  await page.goto('/');
  // A global search, whatever it finds.
  const search = page.getByRole('search');
  await expect(async () => {
    await search.getByLabel('Valeur').fill(demoEmail('FINANCE'));
    await expect(search.getByRole('button', { name: /Rechercher/ })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await search.getByRole('button', { name: /Rechercher/ }).click();
  await page.waitForLoadState('networkidle');

  const tokens = (await control(request, 'GET', '/tokens')) as IssuedTokens;
  const values = [...tokens.access, ...tokens.refresh];
  // The sign-in above issued at least one pair, so the check below has something to look for.
  expect(
    values.filter((token) => Date.parse(token.issuedAt) >= started - 1_000).length,
  ).toBeGreaterThanOrEqual(2);

  const bodies = await capture.bodies();
  expect(bodies.length).toBeGreaterThan(5);
  const leaks = bodies.flatMap(({ url, text }) =>
    values
      .filter((token) => text.includes(token.value))
      .map((token) => `${url} holds ${token.value.slice(0, 6)}…`),
  );
  expect(leaks).toEqual([]);
  const visible = await page.evaluate(() => document.documentElement.outerHTML + document.cookie);
  expect(values.filter((token) => visible.includes(token.value))).toEqual([]);
});
