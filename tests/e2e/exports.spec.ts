import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { control, GATEWAY_URL, gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { toast } from './support/ui';

/*
 * The exports screen against the fake gateway: CSV reports streamed through
 * /api/exports (the file compared byte for byte with the gateway's), the period rules, a failing
 * gateway, the bulk re-synchronisation (read back from the fake's call log) and who may do what.
 */

const FIRST_LOAD = { timeout: 60_000 };
const ACTION = { timeout: 30_000 };

/** docs/gateway-contract.md "CSV reports", written out here so a change of the contract shows. */
const HEADER =
  "Numéro;Référence;Type;Statut;Destinataire;Email du destinataire;Projet;Date d'émission;Date de paiement;" +
  'Montant HT;Taxes;Montant TTC;Identifiant;Produit;Date du statut;Référence du destinataire;' +
  'Code postal du chantier;Ville du chantier;Type de taxe;Taux de taxe;Facture associée';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const FROM = '2019-03-01';
const TO = '2020-02-29';

interface Page_<T> {
  items: T[];
}

function exportForm(page: Page) {
  const form = page.getByRole('form', { name: 'Exporter des données' });
  return {
    form,
    // Roles rather than labels: a required field's label ends with a "*" hidden from the accessible name.
    report: form.getByRole('combobox', { name: 'Export', exact: true }),
    from: form.getByRole('textbox', { name: 'Date de début', exact: true }),
    to: form.getByRole('textbox', { name: 'Date de fin', exact: true }),
    submit: form.getByRole('button', { name: "Télécharger l'export" }),
  };
}

async function openExports(page: Page) {
  await page.goto('/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible(FIRST_LOAD);
}

/** Waits for React: an emptied start date is refused with the SPEC §5 message only once it runs. */
async function hydrated(page: Page) {
  const { from } = exportForm(page);
  await expect(async () => {
    await from.fill('');
    await from.blur();
    await expect(page.getByText("Merci d'indiquer la date de début.")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function fillPeriod(page: Page, reportLabel: string, from: string, to: string) {
  const f = exportForm(page);
  await f.report.selectOption({ label: reportLabel });
  await f.from.fill(from);
  await f.to.fill(to);
  await f.to.blur();
}

async function gatewayReport(request: APIRequestContext, path: string, from: string, to: string) {
  const response = await request.get(`${GATEWAY_URL}${path}?from=${from}&to=${to}`, {
    headers: { Authorization: await gatewayAuthorization(request) },
  });
  expect(response.status()).toBe(200);
  return response.body();
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test.describe('exports as SUPPORT', () => {
  test.use({ signedInAs: 'support' });

  for (const [label, path, prefix] of [
    ['Factures', '/reports/invoices', 'factures'],
    ["Factures d'assurance", '/reports/insurance-invoices', 'factures-assurance'],
  ] as const) {
    test(`downloads the ${label} report of a period: its name, its header after the BOM, the gateway's bytes`, async ({
      page,
      request,
    }) => {
      await openExports(page);
      await hydrated(page);
      await fillPeriod(page, label, FROM, TO);
      const downloading = page.waitForEvent('download', ACTION);
      await exportForm(page).submit.click();
      const download = await downloading;

      expect(download.suggestedFilename()).toBe(`${prefix}-${FROM}-${TO}.csv`);
      const bytes = await downloaded(download);
      expect(bytes.subarray(0, 3)).toEqual(BOM);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(HEADER);
      expect(lines.length).toBeGreaterThan(2);
      expect(bytes.equals(await gatewayReport(request, path, FROM, TO))).toBe(true);
      await expect(
        toast(page, `L'export des données est terminé : ${prefix}-${FROM}-${TO}.csv.`),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: new RegExp(`^Enregistrer à nouveau ${prefix}-`) }),
      ).toBeVisible();
    });
  }

  test("a list's « Exporter ces résultats » downloads the list as CSV and says so", async ({ page }) => {
    await page.goto('/factures');
    const button = page.getByRole('button', { name: 'Exporter ces résultats' });
    await expect(button).toBeVisible(FIRST_LOAD);
    let download: Download | undefined;
    // A click before React has hydrated the button does nothing: click again until one downloads.
    await expect(async () => {
      const next = page.waitForEvent('download', { timeout: 5_000 });
      await button.click();
      download = await next;
    }).toPass(ACTION);
    const filename = download!.suggestedFilename();
    expect(filename).toMatch(/^factures-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloaded(download!);
    expect(bytes.subarray(0, 3)).toEqual(BOM);
    expect(bytes.subarray(3).toString('utf8').split('\r\n').length).toBeGreaterThan(2);
    await expect(toast(page, `L'export des données est terminé : ${filename}.`)).toBeVisible();
  });

  test('refuses a period that ends before it starts, without asking the gateway', async ({
    page,
    request,
  }) => {
    await openExports(page);
    await hydrated(page);
    await control(request, 'DELETE', '/calls');
    await fillPeriod(page, 'Factures', '2020-03-03', '2020-03-02');
    const f = exportForm(page);
    await expect(f.form.getByText('La date de fin doit être ultérieure à la date de début.')).toBeVisible();
    await f.submit.click();
    await expect(f.to).toHaveAttribute('aria-invalid', 'true');
    expect(await control(request, 'GET', '/calls?path=/reports')).toEqual([]);
  });

  test('shows a failing gateway and keeps the form as it was', async ({ page, request }) => {
    await openExports(page);
    await hydrated(page);
    await fillPeriod(page, "Factures d'assurance", FROM, TO);
    await control(request, 'POST', '/failures', {
      method: 'GET',
      path: '/reports/insurance-invoices',
      status: 503,
    });
    try {
      await exportForm(page).submit.click();
      await expect(toast(page, "L'export des données a échoué.")).toBeVisible(ACTION);
    } finally {
      await control(request, 'DELETE', '/failures');
    }
    const f = exportForm(page);
    await expect(f.report).toHaveValue('INSURANCE_INVOICES');
    await expect(f.from).toHaveValue(FROM);
    await expect(f.to).toHaveValue(TO);
    await expect(page.getByRole('link', { name: /^Enregistrer à nouveau/ })).toHaveCount(0);
  });
});

function syncForm(page: Page) {
  const form = page.getByRole('form', { name: 'Re-synchronisation en masse' });
  return {
    form,
    ids: form.getByLabel('Identifiants', { exact: true }),
    submit: form.getByRole('button', { name: 'Resynchroniser' }),
  };
}

/** Types the list once React runs (a controlled text area drops text typed before). */
async function typeIds(page: Page, text: string, shown: Locator) {
  const { ids } = syncForm(page);
  await expect(async () => {
    await ids.fill(text);
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

interface LoggedCall {
  path: string;
  status: number;
  body?: unknown;
}

test.describe('bulk re-synchronisation as SUPPORT', () => {
  test.use({ signedInAs: 'support' });

  test('checks each line, sends the valid ones and says so; the malformed one is shown and not sent', async ({
    page,
    request,
  }) => {
    const authorization = await gatewayAuthorization(request);
    const [user] = (await gatewayGet<Page_<{ id: string }>>(request, authorization, '/users?size=1')).items;
    const [project] = (await gatewayGet<Page_<{ id: string }>>(request, authorization, '/projects?size=1'))
      .items;
    const [invoice] = (
      await gatewayGet<Page_<{ id: string }>>(request, authorization, '/billing/invoices?size=1')
    ).items;

    await openExports(page);
    const list = [user.id, 'pas-un-uuid', `Projet;${project.id}`, `facture;${invoice.id}`].join('\n');
    await typeIds(page, list, page.getByText('Ligne 2 : Merci de saisir un uuid valide.'));
    const f = syncForm(page);
    await expect(f.form.getByText('3 identifiants prêts à envoyer en 1 lot de 50 au plus.')).toBeVisible();
    await expect(f.form.getByRole('list', { name: 'Lignes en erreur' }).getByRole('listitem')).toHaveCount(1);

    await control(request, 'DELETE', '/calls');
    await f.submit.click();
    const summary = 'La demande de re-synchronisation a été envoyée : 3 identifiants en 1 lot.';
    await expect(toast(page, summary)).toBeVisible(ACTION);
    await expect(f.form.getByRole('status').filter({ hasText: summary })).toBeVisible();

    const calls = (await control(request, 'GET', '/calls?path=/tooling')) as LoggedCall[];
    expect(calls).toEqual([
      expect.objectContaining({
        path: '/tooling/domain-events/sync',
        status: 204,
        body: [
          { type: 'USER', mode: 'ID', id: user.id },
          { type: 'PROJECT', mode: 'ID', id: project.id },
          { type: 'PROVIDER_INVOICE', mode: 'ID', id: invoice.id },
        ],
      }),
    ]);
  });

  test('sends the next batch after a refused one and says which lines failed', async ({ page, request }) => {
    const authorization = await gatewayAuthorization(request);
    const users = (await gatewayGet<Page_<{ id: string }>>(request, authorization, '/users?size=50')).items;
    // Well formed, but no user has it: the gateway refuses the whole first batch.
    const unknown = '00000000-0000-4000-8000-000000000000';
    const list = [unknown, ...users.map((user) => user.id)].join('\n');

    await openExports(page);
    await typeIds(page, list, page.getByText('51 identifiants prêts à envoyer en 2 lots de 50 au plus.'));
    await control(request, 'DELETE', '/calls');
    const f = syncForm(page);
    await f.submit.click();
    const summary =
      'La demande de re-synchronisation a été envoyée pour 1 identifiant et a échoué pour 50 identifiants.';
    await expect(toast(page, summary)).toBeVisible(ACTION);
    await expect(
      f.form
        .getByRole('list', { name: 'Lots en échec' })
        .getByText('Lot 1 (lignes 1 à 50) : Au moins un identifiant de ce lot est inconnu de la passerelle.'),
    ).toBeVisible();
    const calls = (await control(request, 'GET', '/calls?path=/tooling')) as LoggedCall[];
    expect(calls.map((call) => call.status)).toEqual([404, 204]);
    expect(calls[1].body).toEqual([{ type: 'USER', mode: 'ID', id: users[49].id }]);

    await f.form.getByRole('button', { name: 'Garder les identifiants en échec' }).click();
    await expect(f.ids).toHaveValue(new RegExp(`^Utilisateur;${unknown}\\n`));
    await expect(f.form.getByText('50 identifiants prêts à envoyer en 1 lot de 50 au plus.')).toBeVisible();
  });
});

test.describe('exports as FINANCE', () => {
  test.use({ signedInAs: 'finance' });

  test('sees the exports but not the bulk re-synchronisation, and may download', async ({ page }) => {
    await openExports(page);
    await expect(page.getByRole('heading', { name: 'Exporter des factures' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Re-synchronisation en masse' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Re-synchronisation en masse' })).toHaveCount(0);
    const response = await page.request.get(`/api/exports?report=INVOICES&from=${FROM}&to=${TO}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  });
});

test.describe('exports refused', () => {
  test.describe('as CA', () => {
    test.use({ signedInAs: 'ca' });

    test('/exports sends CA home, and the route handler answers 403', async ({ page }) => {
      await page.goto('/exports');
      await expect(page).toHaveURL((url) => url.pathname === '/', FIRST_LOAD);
      const response = await page.request.get(`/api/exports?report=INVOICES&from=${FROM}&to=${TO}`);
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({
        ok: false,
        message: "Vous n'êtes pas autorisé à effectuer cette action.",
      });
    });
  });

  test('the route handler answers a visitor 401 with the way to the login page', async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    try {
      const response = await visitor.get(`/api/exports?report=INVOICES&from=${FROM}&to=${TO}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(401);
      expect(await response.json()).toMatchObject({
        ok: false,
        redirectTo: '/connexion?redirect=%2Fexports',
      });
    } finally {
      await visitor.dispose();
    }
  });
});
