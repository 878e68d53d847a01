import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDateTime } from '@/lib/domain/dates';
import { discussionStatus, eventContent, robotContent } from '@/lib/domain/enums';
import { MESSAGE_TEXT_MESSAGES } from '@/lib/domain/rules';
import type { Discussion, Project } from '@/lib/domain/schemas';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';
import { control, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { openDialog, repeatUntilAt, toast, expectUnavailableAction } from './support/ui';

/*
 * The discussions against the fake gateway: the staff mailbox and its filters, each message
 * type drawn, sending with the message rules, joining, closing, live arrival of another member's
 * message, marking read on opening, the find-discussion deep link, starting a discussion, and
 * markup in a message shown as text. Ids come from the fake's showcase (docs/gateway-contract.md).
 */

const FIRST_LOAD = { timeout: 60_000 };
/** The page polls every 2 s: a message must show well within this. */
const LIVE = { timeout: 6_000 };

test.describe.configure({ timeout: 120_000 });

type ShowcaseDiscussions = Record<'everyMessage' | 'staff' | 'notJoined' | 'archived' | 'reader', string>;

let showcase: ShowcaseDiscussions;
let projects: Record<string, string>;
let authorization: string;

test.beforeAll(async ({ request }) => {
  await resetGateway(request);
  showcase = (await control(request, 'GET', '/showcase/discussions')) as ShowcaseDiscussions;
  projects = (await control(request, 'GET', '/showcase')) as Record<string, string>;
  authorization = await gatewayAuthorization(request);
});

// Nearly every test writes (marking read on opening writes too): each starts from the seed.
test.beforeEach(async ({ request }) => {
  await resetGateway(request);
});

const gatewayDiscussion = (request: APIRequestContext, id: string) =>
  gatewayGet<Discussion>(request, authorization, `/messaging/discussions/${id}`);

function thread(page: Page): Locator {
  return page.getByRole('log', { name: 'Messages de la discussion' });
}

function messageField(page: Page): Locator {
  return page.getByRole('form', { name: 'Écrire un message' }).getByLabel('Votre message');
}

function actions(page: Page): Locator {
  return page.getByRole('group', { name: 'Actions sur la discussion' });
}

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`/discussions/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Discussion', FIRST_LOAD);
}

/** Another member writes, through the fake's control endpoint. */
async function memberWrites(request: APIRequestContext, id: string, text: string): Promise<void> {
  await control(request, 'POST', `/discussions/${id}/messages`, { text });
}

test.describe('Ma messagerie', () => {
  test.use({ signedInAs: 'support' });

  test('lists the unread discussions first, then filters on unread and status in the URL', async ({
    page,
    request,
  }) => {
    const mine = await gatewayGet<{ items: Discussion[]; total: number }>(
      request,
      authorization,
      '/messaging/discussions/mine?sort=unread,desc&size=20',
    );
    await page.goto('/messagerie');
    const table = page.getByRole('table', { name: 'Mes discussions' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(20, mine.total), FIRST_LOAD);
    // Each row as the gateway orders them: unread first, then by last message.
    const expectedDates = mine.items.map((item) => formatDateTime(item.lastMessageDate));
    await expect(rows.locator('td:last-child')).toHaveText(expectedDates);
    const firstRead = mine.items.findIndex((item) => item.unreadMessagesCount === 0);
    expect(firstRead).toBeGreaterThan(0);
    await expect(rows.nth(0).locator('td:not([data-selection])').nth(4)).toHaveText(
      new RegExp(`^${mine.items[0].unreadMessagesCount}`),
    );
    await expect(rows.first().getByRole('link').last()).toHaveAttribute(
      'href',
      `/discussions/${mine.items[0].id}`,
    );

    const total = async (query: string) =>
      (await gatewayGet<{ total: number }>(request, authorization, `/messaging/discussions/mine?${query}`))
        .total;
    const unread = await total('unread=true');
    await repeatUntilAt(
      page,
      /[?&]unread=true/,
      async () => void (await page.getByLabel('Lecture').selectOption('true')),
    );
    await expect(rows.locator('td:nth-child(5 of :not([data-selection]))')).toHaveText(
      Array(unread).fill(/^[1-9]/),
    );

    const activeUnread = await total('unread=true&status=ACTIVE');
    await repeatUntilAt(
      page,
      /status=ACTIVE/,
      async () => void (await page.getByLabel('Statut').selectOption('ACTIVE')),
    );
    await expect(page).toHaveURL(/unread=true/);
    await expect(rows.locator('td:nth-child(4 of :not([data-selection]))')).toHaveText(
      Array(activeUnread).fill(discussionStatus.label('ACTIVE')),
    );

    // A pasted link shows the same view, its filters on screen.
    const archived = await total('status=ARCHIVED');
    expect(archived).toBeGreaterThan(0);
    await page.goto('/messagerie?status=ARCHIVED');
    await expect(page.getByLabel('Statut')).toHaveValue('ARCHIVED', FIRST_LOAD);
    await expect(page.getByLabel('Lecture')).toHaveValue('');
    await expect(rows.locator('td:nth-child(4 of :not([data-selection]))')).toHaveText(
      Array(archived).fill(discussionStatus.label('ARCHIVED')),
    );
  });

  test('the header link opens the mailbox', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Ma messagerie' }).click();
    await expect(page).toHaveURL(/\/messagerie$/, FIRST_LOAD);
  });

  test('the header link counts the discussions with unread messages, one less once one is read', async ({
    page,
    request,
  }) => {
    const unread = async () =>
      (
        await gatewayGet<{ total: number }>(
          request,
          authorization,
          '/messaging/discussions/mine?unread=true&size=1',
        )
      ).total;
    const before = await unread();
    expect(before).toBeGreaterThan(1);
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: /^Ma messagerie/ });
    await expect(link).toHaveAccessibleName(`Ma messagerie, ${before} discussions non lues`, FIRST_LOAD);
    await expect(link).toContainText(String(before));

    // Opening an unread discussion marks it read; the page reads itself again, header included.
    expect((await gatewayDiscussion(request, showcase.everyMessage)).unreadMessagesCount).toBeGreaterThan(0);
    await open(page, showcase.everyMessage);
    await expect(link).toHaveAccessibleName(`Ma messagerie, ${before - 1} discussions non lues`, LIVE);
    expect(await unread()).toBe(before - 1);
  });
});

test.describe('Ma messagerie for a role without it', () => {
  test.use({ signedInAs: 'finance' });

  test('FINANCE has no "Ma messagerie" and is sent home from /messagerie', async ({ page }) => {
    await page.goto('/messagerie');
    await expect(page).toHaveURL((url) => url.pathname === '/', FIRST_LOAD);
    await expect(page.getByRole('link', { name: 'Ma messagerie' })).toHaveCount(0);
  });

  test('FINANCE reads a discussion but finds no action nor answer form', async ({ page, request }) => {
    await open(page, showcase.everyMessage);
    await expect(thread(page).getByText('Merci, à mardi !')).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Clôturer la discussion' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Écrire un message' })).toHaveCount(0);
    // Reading leaves the thread unread for those who answer it: only a role that writes marks it read.
    await page.waitForLoadState('networkidle');
    expect((await gatewayDiscussion(request, showcase.everyMessage)).unreadMessagesCount).toBe(2);
  });
});

test.describe('discussion view', () => {
  test.use({ signedInAs: 'support' });

  test('draws each message type as itself, members and project linked, files through the app', async ({
    page,
    request,
  }) => {
    const discussion = await gatewayDiscussion(request, showcase.everyMessage);
    await open(page, discussion.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Discussion du projet ${discussion.project!.rid}`,
    );
    const members = page.getByRole('list', { name: 'Membres de la discussion' });
    for (const member of discussion.members)
      await expect(members.getByRole('link', { name: new RegExp(member.rid) })).toHaveAttribute(
        'href',
        `/clients/${member.id}`,
      );
    await expect(
      page.getByRole('link', { name: new RegExp(`^${discussion.project!.rid} ·`) }),
    ).toHaveAttribute('href', `/projets/${discussion.project!.id}`);

    const log = thread(page);
    for (const message of discussion.messages) {
      if (message.type === 'EVENT')
        await expect(
          log.getByRole('note').filter({ hasText: eventContent.label(message.content) }),
        ).toBeVisible();
      if (message.type === 'ROBOT')
        await expect(
          log.getByRole('article', { name: 'Message automatique' }).filter({
            hasText: robotContent.label(message.content),
          }),
        ).toHaveCount(1);
      if (message.type === 'STANDARD') {
        const item = log.getByRole('article', { name: `Message de ${message.sender.firstName}` }).filter({
          hasText: message.content.split('\n')[0],
        });
        await expect(item).toContainText(formatDateTime(message.sentAt));
        await expect(item).toContainText(/Lu par|Pas encore lu/);
      }
      if (message.type === 'ATTACHMENT') {
        const documentId = message.attachment.uri.split('/')[2];
        const item = log.getByRole('article', { name: /^Pièce jointe de/ }).filter({
          hasText: message.attachment.name,
        });
        await expect(item.getByRole('link', { name: message.attachment.name }).last()).toHaveAttribute(
          'href',
          `/documents/${documentId}/view`,
        );
        if (message.attachment.thumbUri)
          await expect(item.getByRole('img', { name: message.attachment.name })).toHaveAttribute(
            'src',
            `/api/documents/${documentId}/content`,
          );
        else await expect(item.getByRole('img')).toHaveCount(0);
      }
    }
    const types = new Set(discussion.messages.map((message) => message.type));
    expect([...types].sort()).toEqual(['ATTACHMENT', 'EVENT', 'ROBOT', 'STANDARD']);
    // The gateway's content paths never reach the page.
    expect(await page.content()).not.toMatch(/["'(]\/documents\/[^"'/]+\/content/);
  });

  test('marks the discussion read on opening when it has unread messages', async ({ page, request }) => {
    expect((await gatewayDiscussion(request, showcase.everyMessage)).unreadMessagesCount).toBe(2);
    const marked = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/lu'),
    );
    await open(page, showcase.everyMessage);
    await expect(thread(page)).toBeVisible();
    // The open page's own POST, once hydrated: neither its GET nor the live read marks anything.
    expect((await marked).status()).toBe(204);
    expect((await gatewayDiscussion(request, showcase.everyMessage)).unreadMessagesCount).toBe(0);
  });

  test('an archived discussion ends with its closing and takes no message', async ({ page }) => {
    await open(page, showcase.archived);
    await expect(thread(page).getByRole('note').last()).toContainText(
      eventContent.label('DISCUSSION_CLOSED'),
    );
    await expect(page.getByRole('form', { name: 'Écrire un message' })).toHaveCount(0);
    await expect(page.getByText(M.notWritable).first()).toBeVisible();
    await expectUnavailableAction(page, actions(page), 'Clôturer la discussion', M.notWritable);
  });

  test('a discussion neither active nor archived shows a notice instead of its messages', async ({
    page,
  }) => {
    await open(page, showcase.reader);
    await expect(page.getByText(/ne peuvent pas être consultés/)).toBeVisible();
    await expect(thread(page)).toHaveCount(0);
  });

  test('an unknown discussion is the 404 page', async ({ page }) => {
    await page.goto('/discussions/inconnue');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible(FIRST_LOAD);
  });
});

test.describe('writing', () => {
  test.use({ signedInAs: 'support' });

  test('sends a message, and refuses an empty and a too long one keeping the text', async ({
    page,
    request,
  }) => {
    await open(page, showcase.staff);
    const field = messageField(page);
    const send = page.getByRole('button', { name: 'Envoyer' });

    await send.click();
    await expect(page.getByText(MESSAGE_TEXT_MESSAGES.required)).toBeVisible();

    const long = 'x'.repeat(10_001);
    await field.fill(long);
    await send.click();
    await expect(page.getByText(MESSAGE_TEXT_MESSAGES.tooLong)).toBeVisible();
    await expect(field).toHaveValue(long);

    await field.fill('Bonjour, je reviens vers vous <b>demain</b>.');
    await send.click();
    await expect(thread(page).getByText('Bonjour, je reviens vers vous <b>demain</b>.')).toBeVisible();
    await expect(field).toHaveValue('');
    const last = (await gatewayDiscussion(request, showcase.staff)).messages.at(-1);
    expect(last).toMatchObject({ type: 'STANDARD', content: 'Bonjour, je reviens vers vous <b>demain</b>.' });
  });

  test('keeps the text when the gateway refuses the message', async ({ page, request }) => {
    await open(page, showcase.staff);
    await control(request, 'POST', '/failures', {
      method: 'POST',
      path: '/messaging/discussions/:id/messages',
      status: 409,
      code: 'INVALID_STATE',
    });
    await messageField(page).fill('Message refusé');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(toast(page, M.sendFailed)).toBeVisible();
    await expect(messageField(page)).toHaveValue('Message refusé');
  });

  test('one click joins a discussion, and the staff member types at once', async ({ page, request }) => {
    await open(page, showcase.notJoined);
    await expect(page.getByRole('form', { name: 'Écrire un message' })).toHaveCount(0);
    await expect(page.getByText(M.notMember)).toBeVisible();
    // The action bar holds no second way in.
    await expect(actions(page).getByRole('button', { name: M.join })).toHaveCount(0);
    await page.getByRole('button', { name: M.join }).click();
    // No confirmation: the field is there and has the focus, so the keyboard writes in it.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(messageField(page)).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: M.joined })).toBeVisible();
    await page.keyboard.type('Bonjour, je prends la suite.');
    await page.keyboard.press('Control+Enter');
    await expect(thread(page).getByText('Bonjour, je prends la suite.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Membres de la discussion' })).toContainText('(vous)');
    const joined = await gatewayDiscussion(request, showcase.notJoined);
    expect(joined.members.some((member) => member.email === 'support@groupe.example')).toBe(true);
    expect(joined.messages.at(-1)).toMatchObject({
      type: 'STANDARD',
      content: 'Bonjour, je prends la suite.',
    });
  });

  test('closes a discussion after confirmation; it then refuses new messages', async ({ page, request }) => {
    await open(page, showcase.staff);
    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: 'Clôturer la discussion' }),
      'Clôturer la discussion ?',
    );
    await dialog.getByRole('button', { name: 'Clôturer' }).click();
    await expect(toast(page, 'La discussion a été clôturée.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
      discussionStatus.label('ARCHIVED'),
    );
    await expect(thread(page).getByRole('note').last()).toContainText(
      eventContent.label('DISCUSSION_CLOSED'),
    );
    await expect(page.getByRole('form', { name: 'Écrire un message' })).toHaveCount(0);
    await expect(page.getByText(M.notWritable).first()).toBeVisible();
    expect((await gatewayDiscussion(request, showcase.staff)).status).toBe('ARCHIVED');
  });
});

test.describe('live', () => {
  test.use({ signedInAs: 'support' });

  test("another member's message appears within seconds, without a reload", async ({ page, request }) => {
    await open(page, showcase.everyMessage);
    await expect(thread(page)).toBeVisible();
    // Let the page hydrate and start polling; a reload would lose this mark.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await memberWrites(request, showcase.everyMessage, 'Vous êtes toujours disponible mardi ?');
    await expect(thread(page).getByText('Vous êtes toujours disponible mardi ?')).toBeVisible(LIVE);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // The view stayed at the latest message.
    const distance = await thread(page).evaluate(
      (list) => list.scrollHeight - list.scrollTop - list.clientHeight,
    );
    expect(distance).toBeLessThanOrEqual(48);
    // Read while on screen: the open page marks it read.
    await expect
      .poll(async () => (await gatewayDiscussion(request, showcase.everyMessage)).unreadMessagesCount, LIVE)
      .toBe(0);
  });

  test('a reader who scrolled back gets a "new messages" button instead of a jump', async ({
    page,
    request,
  }) => {
    await open(page, showcase.everyMessage);
    await page.waitForLoadState('networkidle');
    await thread(page).evaluate((list) => (list.scrollTop = 0));
    await memberWrites(request, showcase.everyMessage, 'Premier message en attente');
    const button = page.getByRole('button', { name: M.newMessages(1) });
    await expect(button).toBeVisible(LIVE);
    expect(await thread(page).evaluate((list) => list.scrollTop)).toBe(0);
    await button.click();
    await expect(button).toHaveCount(0);
    await expect(thread(page).getByText('Premier message en attente')).toBeInViewport();
  });

  test('markup in a message shows as characters and runs nothing', async ({ page, request }) => {
    const dialogs: string[] = [];
    const logs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    page.on('console', (message) => logs.push(message.text()));
    const markup =
      '<script>window.pwned = 1; alert("pwned"); console.log("pwned")</script>' +
      '<img src="x" onerror="window.pwned = 2; alert(\'pwned\'); console.log(\'pwned\')">';
    // Already in the thread when the page loads, and arriving live.
    await memberWrites(request, showcase.everyMessage, `${markup} (1)`);
    await open(page, showcase.everyMessage);
    await expect(thread(page).getByText(`${markup} (1)`, { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await memberWrites(request, showcase.everyMessage, `${markup} (2)`);
    await expect(thread(page).getByText(`${markup} (2)`, { exact: true })).toBeVisible(LIVE);
    await expect(thread(page).locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(logs.filter((text) => text.includes('pwned'))).toEqual([]);
  });
});

test.describe('finding and starting discussions', () => {
  test.use({ signedInAs: 'support' });

  test('the deep link opens the discussion of a project with a member, or goes home', async ({
    page,
    request,
  }) => {
    const discussion = await gatewayDiscussion(request, showcase.everyMessage);
    const pro = discussion.members.find((member) => member.type === 'PROFESSIONAL')!;
    await page.goto(`/deep-link/find-discussion/${discussion.project!.id}/${pro.id}`);
    await expect(page).toHaveURL(new RegExp(`/discussions/${discussion.id}$`), FIRST_LOAD);

    // A project in draft has no discussion with its owner.
    const draft = await gatewayGet<Project>(request, authorization, `/projects/${projects.draft}`);
    await page.goto(`/deep-link/find-discussion/${draft.id}/${draft.owner.id}`);
    await expect(page).toHaveURL((url) => url.pathname === '/', FIRST_LOAD);
  });

  test('starts a discussion with a user from their view, then opens it', async ({ page, request }) => {
    const discussion = await gatewayDiscussion(request, showcase.everyMessage);
    const pro = discussion.members.find((member) => member.type === 'PROFESSIONAL')!;
    await page.goto(`/clients/${pro.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${pro.firstName} ${pro.lastName}`,
      FIRST_LOAD,
    );
    const name = `${pro.firstName} ${pro.lastName} (${pro.rid})`;
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Démarrer une discussion' }),
      'Démarrer une discussion ?',
    );
    await dialog.getByRole('button', { name: 'Démarrer' }).click();
    await expect(page).toHaveURL(/\/discussions\/[^/]+$/, FIRST_LOAD);
    await expect(toast(page, M.started)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Discussion avec ${name}`);
    await expect(thread(page).getByRole('note')).toContainText(eventContent.label('LMSG_DISCUSSION_STARTED'));
    await expect(messageField(page)).toBeVisible();
  });

  test("starts a discussion from a project's professionals", async ({ page, request }) => {
    const project = await gatewayGet<Project>(request, authorization, `/projects/${projects.published}`);
    const [relationship] = project.professionals.relationships;
    await page.goto(`/projets/${project.id}?tab=professionnels`);
    const row = page
      .getByRole('table', { name: 'Professionnels du projet' })
      .locator('tbody tr')
      .filter({ hasText: relationship.user.rid });
    const dialog = await openDialog(
      page,
      row.getByRole('button', { name: 'Démarrer une discussion' }),
      'Démarrer une discussion ?',
    );
    await dialog.getByRole('button', { name: 'Démarrer' }).click();
    await expect(page).toHaveURL(/\/discussions\/[^/]+$/, FIRST_LOAD);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(relationship.user.rid);
  });
});
