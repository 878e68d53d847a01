import type { APIRequestContext, Page } from '@playwright/test';
import { documentStatus } from '@/lib/domain/enums';
import { businessErrorMessage } from '@/lib/domain/errors';
import { FILES_MESSAGES } from '@/lib/domain/rules';
import type { Document, Project } from '@/lib/domain/schemas';
import { DOCUMENT_MESSAGES, documentsAddedMessage, documentsDeletedMessage } from '@/lib/documents/messages';
import { control, GATEWAY_URL, gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import { expect, sessionOf, test } from './support/signed-in';
import { openDialog, toast } from './support/ui';

/*
 * The documents against the fake gateway: the `published` showcase's fixed documents
 * (GET /__fake/showcase/documents, docs/gateway-contract.md), their view and viewer, the bytes
 * route, and the upload and deletion of the project's documents tab. Tests that change documents
 * reset the fake afterwards.
 */

type ShowcaseKey = 'pdf' | 'image' | 'new' | 'validable' | 'refused' | 'expired' | 'empty' | 'other';
interface Showcase {
  projectId: string;
  documents: Record<ShowcaseKey, string>;
}

const FIRST_LOAD = { timeout: 60_000 };
const MAX_FILE_SIZE = 10_485_760;

async function showcase(request: APIRequestContext): Promise<Showcase> {
  return (await control(request, 'GET', '/showcase/documents')) as Showcase;
}

async function gatewayDocument(request: APIRequestContext, id: string): Promise<Document> {
  return gatewayGet<Document>(request, await gatewayAuthorization(request), `/documents/${id}`);
}

async function gatewayProject(request: APIRequestContext, id: string): Promise<Project> {
  return gatewayGet<Project>(request, await gatewayAuthorization(request), `/projects/${id}`);
}

function documentsTab(projectId: string): string {
  return `/projets/${projectId}?tab=documents`;
}

/** A small PDF a browser opens (the fake checks the type, not the content). */
function pdfBytes(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

test.use({ signedInAs: 'support' });

test.describe('document view and viewer', () => {
  test('the document view shows the metadata, the owner, the project and the ways to open it', async ({
    page,
    request,
  }) => {
    const { documents } = await showcase(request);
    const document = await gatewayDocument(request, documents.pdf);
    await page.goto(`/documents/${document.id}`);

    await expect(page.getByRole('heading', { level: 1, name: document.name })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText(document.mimeType, { exact: true })).toBeVisible();
    await expect(page.getByText(documentStatus.label(document.status)).first()).toBeVisible();
    await expect(page.getByText(document.type.name, { exact: true }).first()).toBeVisible();
    const owner = document.owner!;
    await expect(
      page.getByRole('link', { name: `${owner.firstName} ${owner.lastName} (${owner.rid})` }),
    ).toHaveAttribute('href', `/clients/${owner.id}`);
    const project = document.project!;
    await expect(
      page.getByRole('link', { name: `${project.rid} · ${project.workNeed.label}` }),
    ).toHaveAttribute('href', `/projets/${project.id}`);
    await expect(page.getByRole('link', { name: 'Voir le document' })).toHaveAttribute(
      'href',
      `/documents/${document.id}/view`,
    );
    await expect(page.getByRole('link', { name: 'Télécharger' })).toHaveAttribute(
      'href',
      `/api/documents/${document.id}/content?download=1`,
    );
  });

  test('the viewer frames a PDF served as application/pdf', async ({ page, request }) => {
    const { documents } = await showcase(request);
    const bytes = page.waitForResponse((response) =>
      response.url().endsWith(`/api/documents/${documents.pdf}/content`),
    );
    await page.goto(`/documents/${documents.pdf}/view`);
    const response = await bytes;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(
      /^inline; filename="Plan du rez-de-chaussee\.pdf"/,
    );
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // Only the app's own pages may frame it; every other answer refuses frames.
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    // The browser's PDF viewer takes the frame's body over: read the bytes again to check them.
    const again = await page.request.get(`/api/documents/${documents.pdf}/content`);
    expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const frame = page.locator('iframe[title="Aperçu de Plan du rez-de-chaussée.pdf"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', `/api/documents/${documents.pdf}/content`);
  });

  test('the viewer shows an image that the browser decodes', async ({ page, request }) => {
    const { documents } = await showcase(request);
    await page.goto(`/documents/${documents.image}/view`);
    const image = page.getByRole('img', { name: 'Photo de la façade.png' });
    await expect(image).toBeVisible(FIRST_LOAD);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a download is an attachment under the document name, with nosniff', async ({ page, request }) => {
    const { documents } = await showcase(request);
    await page.goto(`/documents/${documents.pdf}/view`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Télécharger' }).click();
    expect((await download).suggestedFilename()).toBe('Plan du rez-de-chaussée.pdf');

    const response = await page.request.get(`/api/documents/${documents.pdf}/content?download=1`);
    expect(response.headers()['content-disposition']).toBe(
      `attachment; filename="Plan du rez-de-chaussee.pdf"; filename*=UTF-8''Plan%20du%20rez-de-chauss%C3%A9e.pdf`,
    );
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['cache-control']).toContain('no-store');
  });

  test('a type that cannot show inline is offered as a download of plain bytes', async ({
    page,
    request,
  }) => {
    const { documents } = await showcase(request);
    await page.goto(`/documents/${documents.other}/view`);
    await expect(page.getByText(DOCUMENT_MESSAGES.notInline)).toBeVisible(FIRST_LOAD);
    await expect(page.locator('main iframe')).toHaveCount(0);
    const response = await page.request.get(`/api/documents/${documents.other}/content`);
    expect(response.headers()['content-type']).toBe('application/octet-stream');
    expect(response.headers()['content-disposition']).toMatch(
      /^attachment; filename="Releve des mesures\.csv"/,
    );
  });

  test('an EMPTY document, or the gateway answering EMPTY_DOCUMENT, shows the SPEC message', async ({
    page,
    request,
  }) => {
    const { documents } = await showcase(request);
    await page.goto(`/documents/${documents.empty}/view`);
    await expect(page.getByText(businessErrorMessage('EMPTY_DOCUMENT'))).toBeVisible(FIRST_LOAD);
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Télécharger' })).toHaveCount(0);

    await control(request, 'POST', '/failures', {
      method: 'GET',
      path: `/documents/${documents.pdf}`,
      status: 400,
      code: 'EMPTY_DOCUMENT',
    });
    try {
      await page.goto(`/documents/${documents.pdf}/view`);
      await expect(page.getByText(businessErrorMessage('EMPTY_DOCUMENT'))).toBeVisible();
      await expect(page.locator('main iframe')).toHaveCount(0);
    } finally {
      await control(request, 'DELETE', '/failures');
    }
  });

  test('a visitor gets no bytes: the route sends them to the login page', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { documents } = await showcase(request);
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const response = await visitor.request.get(`/api/documents/${documents.pdf}/content`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(response.headers()['location']).toBe(
        `/connexion?redirect=${encodeURIComponent(`/documents/${documents.pdf}/view`)}`,
      );
      expect(await response.text()).toBe('');
    } finally {
      await visitor.close();
    }
  });
});

interface IssuedTokens {
  access: { value: string }[];
  refresh: { value: string }[];
}

test('neither the gateway URL nor a token reaches the browser on the document screens', async ({
  page,
  request,
}) => {
  const { projectId, documents } = await showcase(request);
  const seen: Promise<{ url: string; text: string }>[] = [];
  const readable = /html|json|javascript|x-component|text\//;
  // Once a request has finished its body is all there: reading it cannot hang on a page left behind.
  page.on('requestfinished', (finished) => {
    seen.push(
      (async () => {
        const response = await finished.response();
        if (!response) return { url: finished.url(), text: '' };
        // headers(), not allHeaders(): the raw headers of a frame the PDF viewer took over may never come.
        const headers = response.headers();
        const head = Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
        const body =
          readable.test(headers['content-type'] ?? '') && response.status() < 300
            ? await response.text().catch(() => '')
            : '';
        return { url: response.url(), text: `${response.url()}\n${head}\n\n${body}` };
      })(),
    );
  });

  await page.goto(documentsTab(projectId));
  await expect(page.getByRole('link', { name: 'Plan du rez-de-chaussée.pdf' })).toBeVisible(FIRST_LOAD);
  await page.goto(`/documents/${documents.pdf}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/documents/${documents.pdf}/view`);
  await expect(page.locator('main iframe')).toBeVisible();
  await page.goto(`/documents/${documents.image}/view`);
  const image = page.getByRole('img', { name: 'Photo de la façade.png' });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

  const tokens = (await control(request, 'GET', '/tokens')) as IssuedTokens;
  const values = [...tokens.access, ...tokens.refresh].map((token) => token.value);
  expect(values.length).toBeGreaterThan(0);
  const responses = await Promise.all(seen);
  expect(responses.length).toBeGreaterThan(5);
  const gatewayHost = new URL(GATEWAY_URL).host;
  const leaks = responses.flatMap(({ url, text }) => [
    ...(text.includes(gatewayHost) ? [`${url} names the gateway`] : []),
    ...values.filter((value) => text.includes(value)).map((value) => `${url} holds ${value.slice(0, 6)}…`),
  ]);
  expect(leaks).toEqual([]);
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  expect(html).not.toContain(gatewayHost);
});

test.describe('the project documents tab', () => {
  test.afterEach(async ({ request }) => {
    await resetGateway(request);
  });

  async function openTab(page: Page, projectId: string) {
    await page.goto(documentsTab(projectId));
    await expect(page.getByRole('heading', { name: 'Ajouter des documents' })).toBeVisible(FIRST_LOAD);
  }

  test('uploads a file for a professional with a progress bar, and lists it', async ({ page, request }) => {
    const { projectId } = await showcase(request);
    const project = await gatewayProject(request, projectId);
    const professional = project.professionals.relationships[0].user;
    // Slow answer: the progress bar stays up while the gateway stores the file.
    await control(request, 'POST', '/failures', {
      method: 'POST',
      path: '/projects/:id/documents',
      delayMs: 1500,
    });
    await openTab(page, projectId);

    await page.getByLabel('Pour').selectOption({
      label: `Professionnel : ${professional.firstName} ${professional.lastName} (${professional.rid})`,
    });
    await page.getByLabel('Fichiers', { exact: true }).setInputFiles({
      name: 'Devis signé.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('Devis signé'),
    });
    await expect(page.getByRole('list', { name: 'Fichiers sélectionnés' })).toContainText('Devis signé.pdf');
    await page.getByRole('button', { name: 'Ajouter les fichiers' }).click();
    await expect(page.getByRole('progressbar', { name: 'Envoi des fichiers' })).toBeVisible();

    await expect(toast(page, documentsAddedMessage(1))).toBeVisible();
    const link = page.getByRole('link', { name: 'Devis signé.pdf', exact: true });
    await expect(link).toBeVisible();

    const added = (await gatewayProject(request, projectId)).details.documents.find(
      (document) => document.name === 'Devis signé.pdf',
    )!;
    expect(added).toMatchObject({ mimeType: 'application/pdf', status: 'NEW' });
    expect((await gatewayDocument(request, added.id)).owner?.id).toBe(professional.id);
    await expect(link).toHaveAttribute('href', `/documents/${added.id}`);
    // Its bytes come back as they were sent, through the app.
    const bytes = await page.request.get(`/api/documents/${added.id}/content`);
    expect((await bytes.body()).equals(pdfBytes('Devis signé'))).toBe(true);
  });

  test('refuses a wrong type and a 10485760-byte file in the browser, and so does the route', async ({
    page,
    request,
  }) => {
    const { projectId } = await showcase(request);
    const project = await gatewayProject(request, projectId);
    await openTab(page, projectId);
    const uploads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/projets/')) uploads.push(sent.url());
    });

    const input = page.getByLabel('Fichiers', { exact: true });
    await input.setInputFiles([
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdfBytes('plan') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
    ]);
    await expect(page.getByText(FILES_MESSAGES.invalidType)).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter les fichiers' }).click();

    const big = { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MAX_FILE_SIZE, 0x25) };
    await input.setInputFiles(big);
    await expect(page.getByText(FILES_MESSAGES.tooLarge)).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter les fichiers' }).click();
    // Nothing typed or picked is lost: the choice of owner and the selection are still there.
    await expect(page.getByRole('list', { name: 'Fichiers sélectionnés' })).toContainText('scan.pdf');
    expect(uploads).toEqual([]);

    const direct = (file: { name: string; mimeType: string; buffer: Buffer }) =>
      page.request.post(`/api/projets/${projectId}/documents`, {
        // As the page would post it: a POST without the app's origin is refused before its body.
        headers: { origin: new URL(page.url()).origin },
        multipart: { ownerId: project.owner.id, files: file },
      });
    const wrongType = await direct({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('notes'),
    });
    expect(wrongType.status()).toBe(415);
    expect(await wrongType.json()).toMatchObject({ ok: false, message: FILES_MESSAGES.invalidType });
    const tooLarge = await direct(big);
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ ok: false, message: FILES_MESSAGES.tooLarge });
    expect((await gatewayProject(request, projectId)).details.documents).toHaveLength(
      project.details.documents.length,
    );
  });

  test('deletes the ticked documents after a confirmation naming how many', async ({ page, request }) => {
    const { projectId, documents } = await showcase(request);
    await openTab(page, projectId);
    await page.getByLabel('Sélectionner Descriptif des travaux.pdf').check();
    await page.getByLabel('Sélectionner Devis fournisseur refusé.pdf').check();

    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Supprimer la sélection (2)' }),
      'Supprimer 2 documents ?',
    );
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, documentsDeletedMessage(2))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descriptif des travaux.pdf' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Devis fournisseur refusé.pdf' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Plan du rez-de-chaussée.pdf' })).toBeVisible();

    const authorization = await gatewayAuthorization(request);
    for (const id of [documents.new, documents.refused]) {
      const gone = await request.get(`${GATEWAY_URL}/documents/${id}`, {
        headers: { Authorization: authorization },
      });
      expect(gone.status()).toBe(404);
    }
  });
});

test.describe('roles that may not change project documents', () => {
  test.use({ signedInAs: 'finance' });

  test('see the list only, and the server refuses their upload and deletion', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const { projectId, documents } = await showcase(request);
    const project = await gatewayProject(request, projectId);
    await page.goto(documentsTab(projectId));
    await expect(page.getByRole('link', { name: 'Plan du rez-de-chaussée.pdf' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('heading', { name: 'Ajouter des documents' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Supprimer la sélection/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    const upload = await page.request.post(`/api/projets/${projectId}/documents`, {
      headers: { origin: new URL(page.url()).origin },
      multipart: {
        ownerId: project.owner.id,
        files: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdfBytes('plan') },
      },
    });
    expect(upload.status()).toBe(403);
    expect(await upload.json()).toEqual({ ok: false, message: businessErrorMessage('FORBIDDEN') });

    // SUPPORT's deletion request, replayed by FINANCE for another document.
    const support = await browser.newContext({
      baseURL,
      storageState: await sessionOf(browser, 'support', baseURL),
    });
    try {
      const supportPage = await support.newPage();
      await supportPage.goto(documentsTab(projectId));
      await supportPage.getByLabel('Sélectionner Attestation de propriété.pdf').check(FIRST_LOAD);
      const captured = supportPage.waitForRequest(
        (sent) => sent.method() === 'POST' && !!sent.headers()['next-action'],
      );
      const dialog = await openDialog(
        supportPage,
        supportPage.getByRole('button', { name: 'Supprimer la sélection (1)' }),
        'Supprimer 1 document ?',
      );
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      const action = await captured;
      await expect(toast(supportPage, documentsDeletedMessage(1))).toBeVisible();

      const body = action.postData()!.replace(documents.expired, documents.validable);
      expect(body).toContain(documents.validable);
      const replay = await page.request.post(documentsTab(projectId), {
        headers: {
          accept: 'text/x-component',
          'content-type': action.headers()['content-type'] ?? 'text/plain;charset=UTF-8',
          'next-action': action.headers()['next-action']!,
        },
        data: body,
        maxRedirects: 0,
      });
      const text = await replay.text();
      expect(text).toContain(businessErrorMessage('FORBIDDEN'));
      expect(text).not.toContain(documentsDeletedMessage(1));
      expect((await gatewayDocument(request, documents.validable)).id).toBe(documents.validable);
    } finally {
      await support.close();
      await resetGateway(request);
    }
  });
});
