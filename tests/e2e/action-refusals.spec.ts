import type { Page, Route } from '@playwright/test';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import type { Discussion } from '@/lib/domain/schemas';
import { control, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { toast } from './support/ui';

/*
 * What the browser gets when Next refuses a server action before the app's code runs: a body over
 * the size limit, or an Origin that is not the app's (what another site's page would send). The
 * request leaves the page as the message box sends it and is changed on its way out; the page must
 * show the SPEC §8 toast with a reference, keep the text, and throw nothing unhandled.
 */

const FIRST_LOAD = { timeout: 60_000 };

test.use({ signedInAs: 'support' });

let discussionId: string;
let authorization: string;

test.beforeAll(async ({ request }) => {
  await resetGateway(request);
  discussionId = ((await control(request, 'GET', '/showcase/discussions')) as Record<string, string>).staff;
  authorization = await gatewayAuthorization(request);
});

const isAction = (route: Route) =>
  route.request().method() === 'POST' && route.request().headers()['next-action'] !== undefined;

const tampering: [string, (route: Route) => Promise<void>][] = [
  [
    'a body over the size limit',
    (route) => {
      const [input] = JSON.parse(route.request().postData() ?? '[]') as [{ id: string }];
      return route.continue({ postData: JSON.stringify([{ ...input, content: 'x'.repeat(1_100_000) }]) });
    },
  ],
  [
    'another origin',
    // Chromium keeps the page's Origin whatever a test asks; naming another host for the page is
    // the same mismatch to Next's check (Origin's host against X-Forwarded-Host, else Host).
    (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-host': 'evil.example' } }),
  ],
];

async function openDiscussion(page: Page) {
  await page.goto(`/discussions/${discussionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Discussion', FIRST_LOAD);
  await page.waitForLoadState('networkidle');
}

for (const [refusal, tamper] of tampering) {
  test(`a server action refused for ${refusal} shows the error toast with a reference`, async ({
    page,
    request,
  }) => {
    const unhandled: string[] = [];
    page.on('pageerror', (error) => unhandled.push(error.message));
    await openDiscussion(page);
    await page.route('**/*', (route) => (isAction(route) ? tamper(route) : route.fallback()));
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && !!response.request().headers()['next-action'],
    );

    const text = `Refusé en route (${refusal})`;
    const field = page.getByRole('form', { name: 'Écrire un message' }).getByLabel('Votre message');
    await field.fill(text);
    await page.getByRole('button', { name: 'Envoyer' }).click();

    // Next's own answer, before runAction: the status says it, the body is no ActionResult.
    expect((await answered).status()).toBe(500);
    const shown = toast(page, DEFAULT_ERROR_MESSAGE);
    await expect(shown).toBeVisible();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(/^Référence : \d+$/),
    ).toBeVisible();
    await expect(field).toHaveValue(text);
    expect(unhandled).toEqual([]);
    const discussion = await gatewayGet<Discussion>(
      request,
      authorization,
      `/messaging/discussions/${discussionId}`,
    );
    expect(discussion.messages.some((message) => 'content' in message && message.content === text)).toBe(
      false,
    );
  });
}
