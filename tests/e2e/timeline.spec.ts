import type { Locator, Page } from '@playwright/test';
import type { Communication, Project } from '@/lib/domain/schemas';
import { control, gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';

/*
 * The "Chronologie" tab on the `published` showcase project and on its owner, read from
 * the fake: entries newest first, each linked to its record, the kind filter in the URL, and older
 * entries on demand. Nothing is changed, so the fake is not reset.
 */

const FIRST_LOAD = { timeout: 60_000 };

test.use({ signedInAs: 'support' });
test.beforeEach(() => test.setTimeout(90_000));

function timeline(page: Page): Locator {
  return page.getByRole('list', { name: 'Chronologie' });
}

async function expectNewestFirst(list: Locator): Promise<void> {
  const instants = await list
    .locator('time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect(instants.length).toBeGreaterThan(0);
  expect(instants.every((instant) => Number.isFinite(instant))).toBe(true);
  expect(instants).toEqual([...instants].sort((a, b) => b - a));
}

function kindFilter(page: Page): Locator {
  return page.getByRole('group', { name: "Types d'événement" });
}

/** Ticks one kind of the filter; the URL keeps it and every entry shown is of that kind. */
async function filterOn(page: Page, kind: string, label: string): Promise<void> {
  await kindFilter(page).getByRole('checkbox', { name: label, exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`[?&]types=${kind}(&|$)`));
  await expect(page).toHaveURL(/[?&]tab=chronologie(&|$)/);
  const list = timeline(page);
  await expect(list.locator(`li:not([data-kind="${kind}"])`)).toHaveCount(0);
  await expect(list.locator(`li[data-kind="${kind}"]`).first()).toBeVisible();
}

test('project: its story newest first, linked to each record, filtered by kind, older entries on demand', async ({
  page,
  request,
}) => {
  const authorization = await gatewayAuthorization(request);
  const { published } = (await control(request, 'GET', '/showcase')) as Record<string, string>;
  const project = await gatewayGet<Project>(request, authorization, `/projects/${published}`);

  await page.goto(`/projets/${project.id}?tab=chronologie`);
  const list = timeline(page);
  await expect(list).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByRole('navigation', { name: 'Sections de la fiche' }).getByRole('link', { name: 'Chronologie' }),
  ).toHaveAttribute('aria-current', 'page');
  // The showcase holds more than a page (its discussion alone has 14 messages).
  await expect(list.getByRole('listitem')).toHaveCount(30);
  await page.getByRole('link', { name: 'Afficher plus ancien' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|#|$)/);
  await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(30);
  await expectNewestFirst(list);

  const quote = project.contractualization.quotes[0]!;
  await expect(list.getByRole('link', { name: `Devis ${quote.rid}` }).first()).toHaveAttribute(
    'href',
    `/devis/${quote.id}`,
  );
  const issue = project.issues[0]!;
  await expect(list.getByRole('link', { name: `Signalement ${issue.rid}` })).toHaveAttribute(
    'href',
    `/signalements/${issue.id}`,
  );
  const relationshipLinks = await list
    .getByRole('link', { name: 'Mise en relation', exact: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(relationshipLinks)).toEqual(
    new Set(
      project.professionals.relationships.map((relationship) => `/mises-en-relation/${relationship.id}`),
    ),
  );

  await filterOn(page, 'devis', 'Devis');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await list
    .getByRole('link', { name: `Devis ${quote.rid}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/devis/${quote.id}`);
});

test('user: the owner’s story across their projects, communications linked to their list', async ({
  page,
  request,
}) => {
  const authorization = await gatewayAuthorization(request);
  const { published } = (await control(request, 'GET', '/showcase')) as Record<string, string>;
  const project = await gatewayGet<Project>(request, authorization, `/projects/${published}`);
  const owner = project.owner;
  const communications = await gatewayGet<{ items: Communication[] }>(
    request,
    authorization,
    `/communications?userId=${owner.id}&size=100`,
  );

  await page.goto(`/clients/${owner.id}?tab=chronologie`);
  const list = timeline(page);
  await expect(list).toBeVisible(FIRST_LOAD);
  await expectNewestFirst(list);
  await expect(
    list.getByRole('link', { name: `Devis ${project.contractualization.quotes[0]!.rid}` }).first(),
  ).toBeVisible();
  await expect(
    list.getByText(`Devis ${project.contractualization.quotes[0]!.rid} envoyé par`).first(),
  ).toContainText(`— projet ${project.rid}`);

  await filterOn(page, 'communication', 'Communication');
  await expectNewestFirst(list);
  const sent = list.locator('li[data-kind="communication"]').filter({ hasText: ' envoyé à ' });
  await expect(sent).toHaveCount(communications.items.length);
  const hrefs = await list
    .getByRole('link', { name: 'Communications' })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs)).toEqual(new Set([`/communications?userId=${owner.id}`]));

  await kindFilter(page).getByRole('checkbox', { name: 'Communication', exact: true }).uncheck();
  await expect(page).not.toHaveURL(/types=/);
  await filterOn(page, 'statut', 'Statut');
  await expect(list.getByRole('link', { name: `Projet ${project.rid}` })).toHaveAttribute(
    'href',
    `/projets/${project.id}`,
  );
  await expect(list.getByText('Compte créé', { exact: true })).toBeVisible();
});
