import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import {
  acceptanceMode,
  positioningMode,
  relationshipStatus,
  relationshipStatusReason,
  type RelationshipStatus,
} from '@/lib/domain/enums';
import { businessErrorMessage } from '@/lib/domain/errors';
import type { Project, ProjectListItem, Relationship } from '@/lib/domain/schemas';
import { RELATIONSHIP_MESSAGES as M, RELATIONSHIP_RULE_REASONS } from '@/lib/relationships/messages';
import { control, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, sessionOf, test } from './support/signed-in';
import { openDialog, toast } from './support/ui';

/*
 * The relationship view against the fake gateway's data: every field, the update form
 * (saved, refused before the call), the reactivation allowed, refused by the gateway and refused by
 * state, and the actions hidden from a role without them.
 */

const FIRST_LOAD = { timeout: 60_000 };
const ACTION = { timeout: 30_000 };

test.describe.configure({ timeout: 120_000 });

/** The statuses that count against a project's active relationships (docs/gateway-contract.md). */
const ACTIVE: readonly RelationshipStatus[] = [
  'POSITIONED',
  'ACCEPTED',
  'MEETING_SCHEDULED',
  'MET',
  'CONTRACTUALIZED',
];
const ACTIVE_LIMIT = 4;

interface Cases {
  /** A relationship the owner accepted, on a project with room for one more. */
  accepted: Relationship;
  /** A WITHDRAWN relationship on a project with room for one more (the `published` showcase). */
  withdrawn: Relationship;
  /** A REFUSED relationship on a project already full (the `full` showcase). */
  refusedOnFull: Relationship;
  /** A relationship with a meeting and a comment. */
  meeting: Relationship;
}

/**
 * Reads the relationships of the published projects (GET /projects/:id) until each case the tests
 * need is found; the seed is deterministic, so every run finds the same ones.
 */
async function findCases(request: APIRequestContext, token: string): Promise<Cases> {
  const found: Partial<Cases> = {};
  const { items } = await gatewayGet<{ items: ProjectListItem[] }>(
    request,
    token,
    '/projects?status=PUBLISHED&size=100&sort=rid,asc',
  );
  for (const item of items) {
    const project = await gatewayGet<Project>(request, token, `/projects/${item.id}`);
    const relationships = project.professionals.relationships;
    const active = relationships.filter((relationship) => ACTIVE.includes(relationship.status)).length;
    for (const relationship of relationships) {
      if (active < ACTIVE_LIMIT) {
        if (relationship.status === 'WITHDRAWN') found.withdrawn ??= relationship;
        if (relationship.status === 'ACCEPTED' && !relationship.meetingDateTime)
          found.accepted ??= relationship;
      } else if (relationship.status === 'REFUSED') {
        found.refusedOnFull ??= relationship;
      }
      if (relationship.meetingDateTime && relationship.comment) found.meeting ??= relationship;
    }
    if (found.accepted && found.withdrawn && found.refusedOnFull && found.meeting) return found as Cases;
  }
  throw new Error(`The seed lacks a case: found ${Object.keys(found).join(', ')}`);
}

let cases: Cases;
let token: string;

test.beforeAll(async ({ request }) => {
  await resetGateway(request);
  token = await gatewayAuthorization(request);
  cases = await findCases(request, token);
});

function section(page: Page, title: string): Locator {
  return page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The value next to `term` in a card of the page. */
function value(scope: Locator, term: string): Locator {
  return scope.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
}

function form(page: Page): Locator {
  return page.getByRole('form', { name: 'Modifier la mise en relation' });
}

function reactivate(page: Page): Locator {
  return page.getByRole('group', { name: 'Actions sur la mise en relation' }).getByRole('button', {
    name: 'Réactiver',
  });
}

async function open(page: Page, relationship: Relationship): Promise<void> {
  await page.goto(`/mises-en-relation/${relationship.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(relationship.project.rid, FIRST_LOAD);
}

async function gatewayRelationship(request: APIRequestContext, id: string): Promise<Relationship> {
  return gatewayGet<Relationship>(request, token, `/relationships/${id}`);
}

test.describe('relationship view', () => {
  test.use({ signedInAs: 'support' });

  test('shows every field of the relationship as the gateway gives it', async ({ page, request }) => {
    for (const { id } of [cases.meeting, cases.withdrawn]) {
      const relationship = await gatewayRelationship(request, id);
      const { user, project } = relationship;
      await open(page, relationship);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${user.firstName} ${user.lastName} sur le projet ${project.rid}`,
      );
      await expect(page.getByRole('link', { name: `Projet ${project.rid}` })).toHaveAttribute(
        'href',
        `/projets/${project.id}`,
      );

      const pro = section(page, 'Professionnel');
      await expect(pro.getByRole('link', { name: `${user.firstName} ${user.lastName}` })).toHaveAttribute(
        'href',
        `/clients/${user.id}`,
      );
      await expect(value(pro, 'RID')).toHaveText(user.rid);

      const projectCard = section(page, 'Projet');
      await expect(projectCard.getByRole('link', { name: project.rid })).toHaveAttribute(
        'href',
        `/projets/${project.id}`,
      );
      await expect(value(projectCard, 'Besoin')).toHaveText(project.workNeed.label);
      await expect(value(projectCard, 'Ville')).toHaveText(
        project.address ? `${project.address.postalCode} ${project.address.cityName}` : '—',
      );

      const follow = section(page, 'Suivi');
      await expect(value(follow, 'Statut')).toHaveText(relationshipStatus.label(relationship.status));
      await expect(value(follow, 'Date du statut')).toHaveText(formatDate(relationship.statusDate));
      await expect(value(follow, 'Mode de positionnement')).toHaveText(
        positioningMode.label(relationship.positioningMode),
      );
      await expect(value(follow, "Mode d'acceptation")).toHaveText(
        acceptanceMode.label(relationship.acceptanceMode) || '—',
      );
      await expect(value(follow, 'Date de positionnement')).toHaveText(formatDate(relationship.positionedAt));
      await expect(value(follow, "Date d'acceptation")).toHaveText(
        formatDate(relationship.acceptedAt) || '—',
      );
      await expect(value(follow, 'Date du rendez-vous')).toHaveText(
        formatDateTime(relationship.meetingDateTime) || '—',
      );

      const notes = section(page, 'Commentaire et motifs');
      await expect(value(notes, 'Commentaire')).toHaveText(relationship.comment ?? '—');
      const reasons = relationship.statusReasons.map((reason) => relationshipStatusReason.label(reason));
      if (reasons.length > 0)
        await expect(notes.getByRole('list', { name: 'Motifs du statut' }).getByRole('listitem')).toHaveText(
          reasons,
        );
      else await expect(value(notes, 'Motifs du statut')).toHaveText('—');
      await expect(value(notes, 'Autre motif')).toHaveText(relationship.statusOtherReason ?? '—');

      await expect(page.getByRole('link', { name: 'Voir le match' })).toHaveAttribute(
        'href',
        `/matches/${project.id}_${user.id}`,
      );
      await expect(page.getByRole('link', { name: 'Voir les professionnels du projet' })).toHaveAttribute(
        'href',
        `/projets/${project.id}?tab=professionnels`,
      );
    }
    // The meeting case shows a date with its time, the withdrawn one its reasons.
    expect(cases.meeting.meetingDateTime).toBeTruthy();
    expect(cases.withdrawn.statusReasons.length).toBeGreaterThan(0);
  });

  test('an unknown relationship is the 404 page', async ({ page }) => {
    await page.goto('/mises-en-relation/inconnue');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible(FIRST_LOAD);
  });

  test('saves a meeting and a comment, shows them with the toast, and sends nothing unchanged', async ({
    page,
    request,
  }) => {
    await resetGateway(request);
    await open(page, cases.accepted);
    const f = form(page);
    // A click before hydration submits natively and reloads: repeat until the form answers.
    await expect(async () => {
      await f.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(f.getByText(M.nothingChanged)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    await control(request, 'DELETE', '/calls');
    // The day the clocks go forward: 10:00 in Paris is 08:00 UTC.
    await f.getByLabel('Date du rendez-vous', { exact: true }).fill('2020-03-29');
    await expect(f.getByText(M.nothingChanged)).toHaveCount(0);
    await f.getByLabel('Heure du rendez-vous', { exact: true }).fill('10:00');
    await f.getByLabel('Commentaire', { exact: true }).fill('Rendez-vous confirmé par téléphone.');
    await f.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(toast(page, M.updated)).toBeVisible(ACTION);

    await expect(value(section(page, 'Suivi'), 'Date du rendez-vous')).toHaveText('29/03/2020 10:00:00');
    await expect(value(section(page, 'Commentaire et motifs'), 'Commentaire')).toHaveText(
      'Rendez-vous confirmé par téléphone.',
    );
    const saved = await gatewayRelationship(request, cases.accepted.id);
    expect(new Date(saved.meetingDateTime!).toISOString()).toBe('2020-03-29T08:00:00.000Z');
    expect(saved.status).toBe('ACCEPTED');
    const patches = (await control(request, 'GET', '/calls?method=PATCH&path=/relationships')) as unknown[];
    expect(patches).toHaveLength(1);

    // The form starts again from the saved record.
    await expect(f.getByLabel('Date du rendez-vous', { exact: true })).toHaveValue('2020-03-29');
    await expect(f.getByLabel('Heure du rendez-vous', { exact: true })).toHaveValue('10:00');

    // The journal says what changed, from what to what.
    await page.getByRole('link', { name: 'Journal' }).click();
    const entry = page
      .getByRole('table', { name: 'Journal des actions sur la fiche' })
      .getByRole('row')
      .filter({ hasText: 'Modification de la mise en relation' })
      .first();
    const changes = entry.getByRole('list', { name: 'Modifications' }).getByRole('listitem');
    await expect(changes.filter({ hasText: 'Rendez-vous :' })).toHaveText(
      /^Rendez-vous : —\s*vide\s*→\s*devient\s*29\/03\/2020\s10:00:00$/,
      ACTION,
    );
    await expect(changes.filter({ hasText: 'Commentaire :' })).toContainText(
      'devient Rendez-vous confirmé par téléphone.',
    );
  });

  test('OTHER is refused without its text, keeping what was typed, and saved with it', async ({
    page,
    request,
  }) => {
    await resetGateway(request);
    await open(page, cases.accepted);
    const f = form(page);
    const other = f.getByRole('checkbox', { name: relationshipStatusReason.label('OTHER'), exact: true });
    await expect(async () => {
      await other.check();
      await expect(f.getByRole('textbox', { name: 'Autre motif', exact: true })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await f.getByLabel('Commentaire', { exact: true }).fill('Motif à préciser');
    await control(request, 'DELETE', '/calls');
    await f.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(f.getByText(M.otherReasonRequired)).toBeVisible();
    await expect(f.getByLabel('Commentaire', { exact: true })).toHaveValue('Motif à préciser');
    await expect(other).toBeChecked();
    expect(await control(request, 'GET', '/calls?method=PATCH&path=/relationships')).toEqual([]);

    // With its text, OTHER is saved and shown with the text.
    await f.getByRole('textbox', { name: 'Autre motif', exact: true }).fill('Particulier en déplacement');
    await f.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(toast(page, M.updated)).toBeVisible(ACTION);
    const notes = section(page, 'Commentaire et motifs');
    await expect(notes.getByRole('list', { name: 'Motifs du statut' })).toContainText(
      relationshipStatusReason.label('OTHER'),
    );
    await expect(value(notes, 'Autre motif')).toHaveText('Particulier en déplacement');
    await expect(value(notes, 'Commentaire')).toHaveText('Motif à préciser');
  });

  test('reactivates a withdrawn relationship after confirmation', async ({ page, request }) => {
    await resetGateway(request);
    await open(page, cases.withdrawn);
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
      relationshipStatus.label('WITHDRAWN'),
    );
    const dialog = await openDialog(page, reactivate(page), 'Réactiver la mise en relation ?');
    await dialog.getByRole('button', { name: 'Réactiver' }).click();
    await expect(toast(page, M.reactivated)).toBeVisible(ACTION);
    await expect(value(section(page, 'Suivi'), 'Statut')).toHaveText(relationshipStatus.label('ACCEPTED'));
    expect((await gatewayRelationship(request, cases.withdrawn.id)).status).toBe('ACCEPTED');
    // Now active: the action is disabled with its reason.
    await expect(reactivate(page)).toHaveAttribute('aria-disabled', 'true');
  });

  test('a full project refuses the reactivation with the SPEC §8 message', async ({ page, request }) => {
    await open(page, cases.refusedOnFull);
    const dialog = await openDialog(page, reactivate(page), 'Réactiver la mise en relation ?');
    await dialog.getByRole('button', { name: 'Réactiver' }).click();
    await expect(toast(page, businessErrorMessage('MAX_ACTIVE_RELATIONSHIPS'))).toBeVisible(ACTION);
    await expect(value(section(page, 'Suivi'), 'Statut')).toHaveText(relationshipStatus.label('REFUSED'));
    expect((await gatewayRelationship(request, cases.refusedOnFull.id)).status).toBe('REFUSED');
  });

  test('an active relationship cannot be reactivated, and says why', async ({ page }) => {
    await open(page, cases.accepted);
    await expect(reactivate(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText(RELATIONSHIP_RULE_REASONS.reactivate)).toBeVisible();
    // A closed one keeps its status select locked, with the way to reopen it.
    await open(page, cases.refusedOnFull);
    await expect(form(page).getByLabel('Statut', { exact: true })).toBeDisabled();
    await expect(form(page).getByText(RELATIONSHIP_RULE_REASONS.statusClosed)).toBeVisible();
  });
});

test.describe('relationship view for FINANCE', () => {
  test.use({ signedInAs: 'finance' });

  test('shows the relationship without its actions, and the action replayed is refused', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await resetGateway(request);
    await open(page, cases.withdrawn);
    await expect(value(section(page, 'Suivi'), 'Statut')).toHaveText(relationshipStatus.label('WITHDRAWN'));
    await expect(page.getByRole('button', { name: 'Réactiver' })).toHaveCount(0);
    await expect(form(page)).toHaveCount(0);

    // SUPPORT's reactivation on the full project (refused by the gateway, so nothing changes)...
    const support = await browser.newContext({
      storageState: await sessionOf(browser, 'support', baseURL),
      baseURL,
    });
    try {
      const supportPage = await support.newPage();
      await open(supportPage, cases.refusedOnFull);
      const sent = supportPage.waitForRequest(
        (request) => request.method() === 'POST' && !!request.headers()['next-action'],
      );
      const dialog = await openDialog(
        supportPage,
        reactivate(supportPage),
        'Réactiver la mise en relation ?',
      );
      await dialog.getByRole('button', { name: 'Réactiver' }).click();
      const captured = await sent;
      await expect(toast(supportPage, businessErrorMessage('MAX_ACTIVE_RELATIONSHIPS'))).toBeVisible(ACTION);

      // ...replayed by FINANCE on the withdrawn one: refused by the action itself.
      const body = captured.postData()!.replace(cases.refusedOnFull.id, cases.withdrawn.id);
      expect(body).toContain(cases.withdrawn.id);
      const headers = captured.headers();
      const response = await page.request.post(`/mises-en-relation/${cases.withdrawn.id}`, {
        headers: {
          accept: 'text/x-component',
          'content-type': headers['content-type'] ?? 'text/plain;charset=UTF-8',
          'next-action': headers['next-action']!,
          'next-router-state-tree': headers['next-router-state-tree'] ?? '',
        },
        data: body,
        maxRedirects: 0,
      });
      expect(await response.text()).toContain(businessErrorMessage('FORBIDDEN'));
    } finally {
      await support.close();
    }
    expect((await gatewayRelationship(request, cases.withdrawn.id)).status).toBe('WITHDRAWN');
  });
});
