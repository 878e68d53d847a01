/**
 * The route handler that streams a document's bytes to the browser: who gets them, under which
 * type and name, and that they pass on as the gateway sends them.
 */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { GATEWAY, mswGateway, TEST_TOKEN } from '../gateway/support';

const session = vi.hoisted(() => ({ roles: ['SUPPORT'] as string[] | null }));
vi.mock('@/lib/auth/session', () => ({
  getSession: async () =>
    session.roles ? { user: { id: 'me', roles: session.roles }, token: TEST_TOKEN } : null,
}));

const { GET, HEAD } = await import('@/app/api/documents/[id]/content/route');

const server = mswGateway({ silence: ['warn', 'error'] });

beforeEach(() => {
  session.roles = ['SUPPORT'];
});

function get(id: string, query = ''): Promise<Response> {
  const request = new NextRequest(`http://app.test/api/documents/${encodeURIComponent(id)}/content${query}`);
  return GET(request, { params: Promise.resolve({ id }) });
}

function serve(body: BodyInit, headers: Record<string, string>) {
  server.use(http.get(`${GATEWAY}/documents/:id/content`, () => new HttpResponse(body, { headers })));
}

describe('who gets the bytes', () => {
  it('sends a visitor to the login page, which brings them back to the viewer', async () => {
    session.roles = null;
    const response = await get('d1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/connexion?redirect=%2Fdocuments%2Fd1%2Fview');
  });

  it('ends the session when the gateway refuses the token', async () => {
    server.use(http.get(`${GATEWAY}/documents/:id/content`, () => HttpResponse.json({}, { status: 401 })));
    const response = await get('d1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/deconnexion?motif=expired&redirect=%2Fdocuments%2Fd1%2Fview',
    );
  });

  it('answers 404 for an id that is no plain path segment, without calling the gateway', async () => {
    const response = await get('../users');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(DOCUMENT_MESSAGES.notFound);
  });
});

describe('what the browser receives', () => {
  it('streams a PDF inline with a safe name, nosniff and no caching', async () => {
    serve('%PDF-1.4 bytes', {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Plan.pdf"; filename*=UTF-8''Plan%20%C3%A9t%C3%A9.pdf`,
    });
    const response = await get('d1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Plan ete.pdf"; filename*=UTF-8''Plan%20%C3%A9t%C3%A9.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe('%PDF-1.4 bytes');
  });

  it('answers HEAD with the same headers and no body', async () => {
    serve('%PDF-1.4', { 'content-type': 'application/pdf' });
    const request = new NextRequest('http://app.test/api/documents/d1/content', { method: 'HEAD' });
    const response = await HEAD(request, { params: Promise.resolve({ id: 'd1' }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.body).toBeNull();
  });

  it('makes it an attachment with ?download=1', async () => {
    serve('png', { 'content-type': 'image/png', 'content-disposition': 'inline; filename="photo.png"' });
    const response = await get('d1', '?download=1');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="photo\.png"/);
  });

  it('never shows another type inline: HTML, SVG or CSV go as an octet-stream attachment', async () => {
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'text/csv']) {
      serve('<script>alert(1)</script>', { 'content-type': type });
      const response = await get('d1');
      expect(response.headers.get('content-type'), type).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition'), type).toBe(
        `attachment; filename="document"; filename*=UTF-8''document`,
      );
    }
  });

  it('passes the first bytes on before the gateway has sent the last ones', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    server.use(
      http.get(`${GATEWAY}/documents/:id/content`, () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode('first'));
            await finished;
            controller.enqueue(new TextEncoder().encode(' last'));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const response = await get('d1');
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first');
    finish();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(' last');
  });
});

describe('failures', () => {
  it('answers 404 with a French text for an unknown document', async () => {
    server.use(
      http.get(`${GATEWAY}/documents/:id/content`, () =>
        HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const response = await get('d1');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(DOCUMENT_MESSAGES.notFound);
  });

  it('shows the SPEC §8 message of EMPTY_DOCUMENT instead of bytes', async () => {
    server.use(
      http.get(`${GATEWAY}/documents/:id/content`, () =>
        HttpResponse.json({ code: 'EMPTY_DOCUMENT' }, { status: 400 }),
      ),
    );
    const response = await get('d1');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(businessErrorMessage('EMPTY_DOCUMENT'));
  });

  it('answers 502 with the generic message when the gateway fails', async () => {
    server.use(http.get(`${GATEWAY}/documents/:id/content`, () => HttpResponse.json({}, { status: 500 })));
    const response = await get('d1');
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('Une erreur est survenue.');
  });
});
