import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDateTime } from '@/lib/domain/dates';
import { formatPhone } from '@/lib/domain/phone-display';
import { communicationChannel, communicationStatus, notificationTypeLabel } from '@/lib/domain/enums';
import type { Communication, User } from '@/lib/domain/schemas';
import { gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { repeatUntilAt } from './support/ui';

/*
 * The communications against the fake gateway's own data: filters, sort and page in the
 * URL and restored from a pasted one, rows opening their recipient, and the user view's link. Read only.
 */

const LOAD = { timeout: 60_000 };

test.describe.configure({ timeout: 120_000 });
test.use({ signedInAs: 'support' });

async function communications(
  request: APIRequestContext,
  query: string,
): Promise<{ items: Communication[]; total: number }> {
  return gatewayGet(request, await gatewayAuthorization(request), `/communications?${query}`);
}

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Liste des communications' });
}

function columnCells(page: Page, index: number): Locator {
  return table(page).locator(`tbody tr td:nth-child(${index + 1})`);
}

async function openList(page: Page, search = ''): Promise<void> {
  await page.goto(`/communications${search}`);
  await expect(page.getByTestId('result-count')).toBeVisible(LOAD);
}

function count(total: number): RegExp {
  return new RegExp(`^${new Intl.NumberFormat('fr-FR').format(total)} résultats?$`);
}

function sentRange(page: Page): Locator {
  return page.getByRole('group', { name: 'Envoi' });
}

function statuses(page: Page): Locator {
  return page.getByRole('group', { name: 'Statuts' });
}

function applyFilters(page: Page): Promise<void> {
  return page.getByRole('search', { name: 'Filtres' }).getByRole('button', { name: 'Rechercher' }).click();
}

/** dd/MM/yyyy HH:mm:ss → yyyy-MM-dd. */
const isoDay = (french: string) => french.slice(0, 10).split('/').reverse().join('-');

test.describe('communication list', () => {
  test('shows the newest first, each column as the gateway answered', async ({ page, request }) => {
    const { items, total } = await communications(request, 'size=1');
    const [newest] = items;
    await openList(page);
    await expect(page.getByTestId('result-count')).toHaveText(count(total));
    await expect(table(page).getByRole('columnheader', { name: 'Envoyé le' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const first = table(page).locator('tbody tr').first();
    await expect(first.locator('td').nth(0)).toHaveText(communicationChannel.label(newest.channel));
    await expect(first.locator('td').nth(1)).toHaveText(notificationTypeLabel(newest.channel, newest.type));
    await expect(first.locator('td').nth(2)).toHaveText(newest.recipientTo);
    await expect(first.locator('td').nth(3)).toHaveText(communicationStatus.label(newest.status));
    await expect(first.locator('td').nth(4)).toHaveText(formatDateTime(newest.statusDate));
    await expect(first.locator('td').nth(5)).toHaveText(formatDateTime(newest.sentAt));
  });

  test('filters on the channel, several statuses and the type, each kept in the URL', async ({
    page,
    request,
  }) => {
    await openList(page);
    await page.getByLabel('Canal', { exact: true }).selectOption('SMS');
    await expect(page).toHaveURL(/[?&]channel=SMS/);
    await expect(columnCells(page, 0).first()).toHaveText('SMS');
    expect(new Set(await columnCells(page, 0).allTextContents())).toEqual(new Set(['SMS']));

    await statuses(page).getByLabel('Ouvert').check();
    await expect(page).toHaveURL(/statuses=OPENED/);
    await statuses(page).getByLabel('Cliqué').check();
    await expect(page).toHaveURL(/statuses=OPENED&statuses=CLICKED/);
    const expected = await communications(request, 'channel=SMS&statuses=OPENED&statuses=CLICKED&size=1');
    await expect(page.getByTestId('result-count')).toHaveText(count(expected.total));
    for (const status of await columnCells(page, 3).allTextContents())
      expect(['Ouvert', 'Cliqué']).toContain(status);

    await page.getByLabel('Type', { exact: true }).selectOption('AUTHENTICATION_CODE');
    await expect(page).toHaveURL(/type=AUTHENTICATION_CODE/);
    await expect(page).toHaveURL(/channel=SMS/);
    const typed = await communications(
      request,
      'channel=SMS&statuses=OPENED&statuses=CLICKED&type=AUTHENTICATION_CODE&size=1',
    );
    await expect(page.getByTestId('result-count')).toHaveText(count(typed.total));
    for (const type of await columnCells(page, 1).allTextContents())
      expect(type).toBe("Code d'authentification");
  });

  test('finds the communications sent to an address, and between two days', async ({ page, request }) => {
    const [email] = (await communications(request, 'channel=EMAIL&size=1&page=3')).items;
    const local = email.recipientTo.split('@')[0];
    const expected = await communications(request, `recipient=${encodeURIComponent(local)}&size=1`);
    await openList(page);
    const recipient = page.getByLabel('Destinataire', { exact: true });
    await recipient.fill(local);
    await recipient.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]recipient=${local.replace(/[.+]/g, '\\$&')}`));
    await expect(page.getByTestId('result-count')).toHaveText(count(expected.total));
    for (const to of await columnCells(page, 2).allTextContents()) expect(to.toLowerCase()).toContain(local);

    const day = isoDay(formatDateTime(email.sentAt));
    await sentRange(page).getByLabel('Envoi : du').fill(day);
    await sentRange(page).getByLabel('Envoi : au').fill('2000-01-01');
    await applyFilters(page);
    await expect(
      sentRange(page).getByText('La date de fin doit être ultérieure à la date de début.'),
    ).toBeVisible();
    await sentRange(page).getByLabel('Envoi : au').fill(day);
    await applyFilters(page);
    await expect(page).toHaveURL(new RegExp(`sentFrom=${day}&sentTo=${day}`));
    await expect(columnCells(page, 2).first()).toBeVisible();
    for (const sent of await columnCells(page, 5).allTextContents()) expect(isoDay(sent)).toBe(day);
  });

  test('sorts by status date and pages through the URL', async ({ page, request }) => {
    const [oldest] = (await communications(request, 'sort=statusDate,asc&size=1')).items;
    await openList(page);
    const header = table(page).getByRole('columnheader', { name: 'Date du statut' });
    await header.getByRole('link').click();
    await expect(page).toHaveURL(/sort=statusDate%2Casc|sort=statusDate,asc/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnCells(page, 4).first()).toHaveText(formatDateTime(oldest.statusDate));
    const firstRecipient = await columnCells(page, 2).first().textContent();
    await page.getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/sort=statusDate/);
    await expect(page.getByText(/^Page 2 sur [\d\u202f\u00a0 ]+$/)).toBeVisible();
    await expect(columnCells(page, 4).first()).not.toHaveText(formatDateTime(oldest.statusDate));
    expect(firstRecipient).toBeTruthy();
    await page.getByLabel('Lignes par page').selectOption('50');
    await expect(page).toHaveURL(/[?&]size=50/);
    await expect(table(page).locator('tbody tr')).toHaveCount(50);
  });

  test('a pasted URL restores every filter, the sort and the page', async ({ page }) => {
    await openList(
      page,
      '?channel=EMAIL&statuses=SENT&statuses=NOT_DELIVERED&type=QUOTE_SIGNED&recipient=e&sentFrom=2015-01-01&sentTo=2020-03-03&sort=sentAt,asc&size=10',
    );
    await expect(page.getByLabel('Canal', { exact: true })).toHaveValue('EMAIL');
    await expect(statuses(page).getByLabel('Envoyé')).toBeChecked();
    await expect(statuses(page).getByLabel('Non délivré')).toBeChecked();
    await expect(statuses(page).getByLabel('Ouvert')).not.toBeChecked();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('QUOTE_SIGNED');
    await expect(page.getByLabel('Destinataire', { exact: true })).toHaveValue('e');
    await expect(sentRange(page).getByLabel('Envoi : du')).toHaveValue('2015-01-01');
    await expect(sentRange(page).getByLabel('Envoi : au')).toHaveValue('2020-03-03');
    await expect(page.getByLabel('Lignes par page')).toHaveValue('10');
    await expect(table(page).getByRole('columnheader', { name: 'Envoyé le' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    for (const type of await columnCells(page, 1).allTextContents()) expect(type).toBe('Devis signé');
    for (const status of await columnCells(page, 3).allTextContents())
      expect(['Envoyé', 'Non délivré']).toContain(status);
  });

  test('a type without a French label shows its code', async ({ page, request }) => {
    const [unlabelled] = (await communications(request, 'q=SATISFACTION_SURVEY&channel=SMS&size=1')).items;
    await openList(page, `?${new URLSearchParams({ recipient: unlabelled.recipientTo, channel: 'SMS' })}`);
    await expect(table(page).locator('code', { hasText: 'SATISFACTION_SURVEY' }).first()).toBeVisible();
  });

  test('a row opens the user it went to', async ({ page, request }) => {
    const [newest] = (await communications(request, 'size=1')).items;
    await openList(page);
    await repeatUntilAt(page, new RegExp(`/clients/${newest.userId}$`), () =>
      columnCells(page, 3).first().click(),
    );
  });

  test("the user view's link lists that user's communications, and the scope can be removed", async ({
    page,
    request,
  }) => {
    // A customer (a staff member's page is another view): the seed's communications go to them.
    const authorization = await gatewayAuthorization(request);
    let user: User | undefined;
    for (const item of (await communications(request, 'size=20&channel=EMAIL')).items) {
      const candidate = await gatewayGet<User>(request, authorization, `/users/${item.userId}`);
      if (candidate.type !== 'LMSG') {
        user = candidate;
        break;
      }
    }
    if (!user) throw new Error('no customer among the newest e-mails');
    const userId = user.id;
    const expected = await communications(request, `userId=${userId}&size=1`);
    await page.goto(`/clients/${userId}`);
    await page.getByRole('link', { name: 'Voir ses communications' }).click(LOAD);
    await expect(page).toHaveURL(new RegExp(`/communications\\?userId=${userId}$`), LOAD);
    const scope = page.getByRole('group', { name: 'Utilisateur', exact: true });
    await expect(scope).toContainText(`${user.firstName} ${user.lastName} (${user.rid})`);
    await expect(page.getByTestId('result-count')).toHaveText(count(expected.total));
    for (const to of await columnCells(page, 2).allTextContents())
      expect([user!.email, formatPhone(user!.phone)]).toContain(to);
    await scope.getByRole('button', { name: 'Retirer le filtre utilisateur' }).click();
    await expect(page).toHaveURL(/\/communications$/);
  });
});
