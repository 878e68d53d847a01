import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { demoEmail, gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { toast } from './support/ui';

/*
 * The staff journal against the running app: an action run on a record shows on that
 * record's Journal tab and on the SUPPORT journal screen, with its CSV; other roles are kept out of
 * the screen. "Resynchroniser" is the action: it changes no record, so no reset is needed.
 */

const FIRST_LOAD = { timeout: 60_000 };

test.describe('the staff journal', () => {
  test.use({ signedInAs: 'support' });

  test('an action on a project shows on its Journal tab, on /journal and in the CSV', async ({
    page,
    request,
  }) => {
    const authorization = await gatewayAuthorization(request);
    const { items } = await gatewayGet<{ items: { id: string; rid: string; workNeed: { label: string } }[] }>(
      request,
      authorization,
      '/projects?size=1&page=1',
    );
    const project = items[0]!;

    await page.goto(`/projets/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.workNeed.label })).toBeVisible(
      FIRST_LOAD,
    );
    const sync = page
      .getByRole('group', { name: 'Actions sur le projet' })
      .getByRole('button', { name: 'Resynchroniser' });
    await expect(async () => {
      await sync.click();
      await expect(toast(page, M.syncRequested)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Journal' }).click();
    const tab = page.getByRole('table', { name: 'Journal des actions sur la fiche' });
    const entry = tab.getByRole('row').filter({ hasText: 'Demande de resynchronisation' }).first();
    await expect(entry).toContainText(demoEmail('support'));
    await expect(entry).toContainText('Réussie');

    await page.goto(`/journal?targetId=${project.id}`);
    const journal = page.getByRole('table', { name: 'Journal des actions' });
    const row = journal.getByRole('row').filter({ hasText: 'Demande de resynchronisation' }).first();
    await expect(row).toBeVisible(FIRST_LOAD);
    await expect(
      page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Journal des actions' }),
    ).toBeVisible();
    await row.getByRole('link', { name: `${project.workNeed.label} (${project.rid})` }).click();
    await expect(page).toHaveURL(new RegExp(`/projets/${project.id}$`));

    const csv = await page.request.get(`/api/journal?targetId=${project.id}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const text = await csv.text();
    expect(text.startsWith('\ufeffDate;Membre de l’équipe;')).toBe(true);
    expect(text).toContain(`Demande de resynchronisation;syncRecord;Projet;${project.id};`);
  });
});

test.describe('the journal screen for another role', () => {
  test.use({ signedInAs: 'finance' });

  test('is refused, and its export too', async ({ page }) => {
    await page.goto('/journal');
    await expect(page).toHaveURL(/\/$/, FIRST_LOAD);
    await expect(page.getByRole('link', { name: 'Journal des actions' })).toHaveCount(0);
    expect((await page.request.get('/api/journal', { maxRedirects: 0 })).status()).toBe(403);
  });
});
