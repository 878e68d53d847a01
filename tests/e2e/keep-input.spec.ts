import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { RELATIONSHIP_MESSAGES } from '@/lib/relationships/messages';
import { REAUTH_MESSAGES } from '@/lib/domain/reauth-texts';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import type { Discussion, Project, ProjectListItem, Relationship } from '@/lib/domain/schemas';
import {
  control,
  DEMO_PASSWORD,
  gatewayAuthorization,
  gatewayGet,
  resetGateway,
} from './support/fake-gateway';
import { signInAs } from './support/login';
import { toast } from './support/ui';

/*
 * End to end: a long text typed while the session ends is not lost. Each test signs
 * in a session of its own (the shared sessions of signed-in.ts must outlive it), lets the session
 * end, submits: the page and the text stay, the dialog signs the same staff member in again,
 * "Renvoyer" sends the same text, and the fake's record shows that it arrived whole. The session
 * ends in the two ways the gateway ends one: its refresh refused once the token is due for one
 * (SPEC §4), and its token refused by a call (SPEC §8's 401).
 */

const FIRST_LOAD = { timeout: 60_000 };
/** The app refreshes a token with less than this left (TOKEN_REFRESH_THRESHOLD_MS). */
const REFRESH_THRESHOLD_MS = 60_000;
/** A token due for a refresh 12 s after it was issued: time to open the page and type. */
const SHORT_LIFETIME_SECONDS = 72;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await resetGateway(request);
});

test.afterEach(async ({ request }) => {
  // The lifetime, the failure rules and the data of the start, for the specs that follow.
  await resetGateway(request);
});

/**
 * Ends the session as SPEC §4 does: the gateway refuses the refresh, then the test waits until the
 * newest token is due for one, so the next request of the page tries it (a refresh tried earlier
 * would be shared by the requests that follow, and hide the refusal).
 */
async function refuseTheRefresh(request: APIRequestContext): Promise<void> {
  await control(request, 'POST', '/failures', {
    method: 'POST',
    path: '/oauth/token',
    status: 400,
    code: 'invalid_grant',
    times: 0,
  });
  const { access } = (await control(request, 'GET', '/tokens')) as {
    access: { kind: string; issuedAt: string; expiresAt: string }[];
  };
  // The session's token is the user token issued last (the test's own gateway token came first).
  const newest = access
    .filter((token) => token.kind === 'user')
    .reduce((last, token) => (Date.parse(token.issuedAt) >= Date.parse(last.issuedAt) ? token : last));
  // The app counts the lifetime from when it received the token, a moment after the gateway issued
  // it (more on a loaded machine): a few seconds past the threshold, the app sees it due as well.
  const due = Date.parse(newest.expiresAt) - REFRESH_THRESHOLD_MS + 5_000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
}

/** Ends the session as SPEC §8 does: the gateway answers 401 to every call with its token. */
async function refuseTheToken(request: APIRequestContext): Promise<void> {
  await control(request, 'POST', '/failures', {
    method: '*',
    path: '*',
    status: 401,
    code: 'UNAUTHORIZED',
    times: 0,
  });
}

/** A long text with a line break and characters that a lossy round trip would damage. */
function longText(subject: string, length: number): string {
  const line = `${subject} : rendez-vous « confirmé » à 14 h, accès par la cour <porte B> & code 1234. `;
  return `${line
    .repeat(Math.ceil(length / line.length))
    .slice(0, length - 10)
    .trim()}\nFin. ✓`;
}

function reauthDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: REAUTH_MESSAGES.title });
}

/** Signs in again in the dialog and sends the form again. */
async function signInAgainAndResend(page: Page, request: APIRequestContext): Promise<void> {
  const dialog = reauthDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(SESSION_EXPIRED_MESSAGE);
  // The gateway is back to normal for the sign-in again.
  await control(request, 'DELETE', '/failures');
  await dialog.getByLabel(/Mot de passe/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: REAUTH_MESSAGES.signIn }).click();
  await expect(dialog).toContainText(REAUTH_MESSAGES.signedIn);
  await dialog.getByRole('button', { name: REAUTH_MESSAGES.resend }).click();
  await expect(dialog).toHaveCount(0);
}

/** An ACCEPTED relationship of a published project: its comment may be changed. */
async function openRelationship(request: APIRequestContext, token: string): Promise<Relationship> {
  const { items } = await gatewayGet<{ items: ProjectListItem[] }>(
    request,
    token,
    '/projects?status=PUBLISHED&size=100&sort=rid,asc',
  );
  for (const item of items) {
    const project = await gatewayGet<Project>(request, token, `/projects/${item.id}`);
    const found = project.professionals.relationships.find(
      (relationship) => relationship.status === 'ACCEPTED',
    );
    if (found) return found;
  }
  throw new Error('The seed has no ACCEPTED relationship on a published project');
}

test('a relationship comment typed while the session ended is saved whole after signing in again', async ({
  page,
  request,
}) => {
  const token = await gatewayAuthorization(request);
  const relationship = await openRelationship(request, token);
  await control(request, 'POST', '/token-lifetime', { seconds: SHORT_LIFETIME_SECONDS });
  await signInAs(page, 'SUPPORT');
  await page.goto(`/mises-en-relation/${relationship.id}`);
  const form = page.getByRole('form', { name: 'Modifier la mise en relation' });
  const comment = form.getByLabel('Commentaire');
  await expect(comment).toBeVisible(FIRST_LOAD);
  // Typed once the page is hydrated, as a person would, so hydration cannot reset it.
  await page.waitForLoadState('networkidle');

  const text = longText('Compte rendu', 1_900);
  await comment.fill(text);
  await refuseTheRefresh(request);
  await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();

  await expect(reauthDialog(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/mises-en-relation/${relationship.id}`);
  // Behind the modal dialog the form is hidden from the accessibility tree, not from the page.
  await expect(page.locator('textarea[name="comment"]')).toHaveValue(text);
  expect(
    (await gatewayGet<Relationship>(request, token, `/relationships/${relationship.id}`)).comment,
  ).not.toBe(text);

  await signInAgainAndResend(page, request);
  await expect(toast(page, RELATIONSHIP_MESSAGES.updated)).toBeVisible();
  const saved = await gatewayGet<Relationship>(request, token, `/relationships/${relationship.id}`);
  expect(saved.comment).toBe(text);
  const patches = (await control(
    request,
    'GET',
    `/calls?method=PATCH&path=/relationships/${relationship.id}`,
  )) as {
    status: number;
  }[];
  expect(patches.map((call) => call.status)).toEqual([200]);
});

test('a long discussion message typed while the session ended is sent whole after signing in again', async ({
  page,
  request,
}) => {
  const token = await gatewayAuthorization(request);
  const { staff } = (await control(request, 'GET', '/showcase/discussions')) as { staff: string };
  await signInAs(page, 'SUPPORT');
  await page.goto(`/discussions/${staff}`);
  const field = page.getByRole('form', { name: 'Écrire un message' }).getByLabel('Votre message');
  // Enabled once hydrated: what is typed from then on stays.
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled(FIRST_LOAD);
  // Opening marks the thread read and reads the page again; that read, were it sent after the token
  // is refused, would end on the login page as any page read does, so it is let through first.
  await page.waitForLoadState('networkidle');

  const text = longText('Message', 6_000);
  await field.fill(text);
  await refuseTheToken(request);
  // The thread's polling finds the session ended too: it pauses and says so, leaving the draft. A
  // round that failed on a loaded machine doubles the wait before the next one, up to 30 s
  // (MAX_BACKOFF_MS), hence the margin beyond it.
  await expect(page.getByRole('button', { name: REAUTH_MESSAGES.signIn })).toBeVisible({ timeout: 45_000 });
  await expect(field).toHaveValue(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();

  await expect(reauthDialog(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/discussions/${staff}`);
  await signInAgainAndResend(page, request);

  await expect(field).toHaveValue('');
  const last = (await gatewayGet<Discussion>(request, token, `/messaging/discussions/${staff}`)).messages.at(
    -1,
  );
  expect(last).toMatchObject({ type: 'STANDARD', content: text });
  // Polling is back: the thread shows the message and the pause notice is gone.
  await expect(page.getByRole('log', { name: 'Messages de la discussion' })).toContainText('Fin. ✓');
  await expect(page.getByRole('button', { name: REAUTH_MESSAGES.signIn })).toHaveCount(0);
});
