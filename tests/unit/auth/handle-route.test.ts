/**
 * The one runner of the route handlers, tested once for every handler it builds: who gets through
 * (the role table, a write's origin, a path no page has, sensitive work confirmed), what a visitor
 * and an ended session are answered in each kind of answer, how a failure is mapped and logged,
 * and the headers of a file. Each handler's own tests keep what is its own (its page, its roles).
 */
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathFor } from '@/lib/access';
import { sessionEndedUrl } from '@/lib/auth/notices';
import { businessErrorMessage, DEFAULT_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import { AuthenticationError, BusinessError, HttpError, NotFoundError } from '@/lib/gateway/errors';
import type { RouteHandler } from '@/lib/auth/handle-route';
import { fileResponse } from '@/lib/route-responses';
import { stubGatewayEnv } from '../gateway/support';
import { journalWrites } from '../support/journal-stub';

const mocks = vi.hoisted(() => ({
  roles: ['SUPPORT'] as string[] | null,
  /** The roles the gateway confirms for sensitive work (null: it ends the session). */
  confirmed: ['SUPPORT'] as string[] | null,
  confirmedSession: vi.fn(),
  requireAccess: vi.fn(),
}));
const sessionOf = (roles: string[]) => ({
  user: { id: 'me', firstName: 'Camille', lastName: 'Agent', email: 'c@groupe.example', roles },
  token: { tokenType: 'Bearer', accessToken: 'secret' },
});
vi.mock('@/lib/auth/session', () => ({
  getSession: async () => (mocks.roles ? sessionOf(mocks.roles) : null),
  confirmedSession: mocks.confirmedSession,
  requireAccess: mocks.requireAccess,
}));

const { handleRoute } = await import('@/lib/auth/handle-route');

const APP = 'http://app.test';
const ok = async () => new Response('done');

function call(
  handler: RouteHandler<{ id: string }>,
  { method = 'GET', path = '/api/x', headers = {} as Record<string, string>, id = 'd1' } = {},
) {
  const request = new NextRequest(`${APP}${path}`, { method, headers: { host: 'app.test', ...headers } });
  return handler(request, { params: Promise.resolve({ id }) });
}

beforeEach(() => {
  stubGatewayEnv();
  mocks.roles = ['SUPPORT'];
  mocks.confirmed = ['SUPPORT'];
  mocks.confirmedSession
    .mockReset()
    .mockImplementation(async () => (mocks.confirmed ? sessionOf(mocks.confirmed) : null));
  mocks.requireAccess.mockReset();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('who gets through', () => {
  it('answers a visitor the typed expiry that signs in again back to the page, or sends a tab there', async () => {
    mocks.roles = null;
    const run = vi.fn(ok);
    const json = await call(handleRoute({ route: 'salesReport', answers: 'json' }, run));
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({
      ok: false,
      sessionExpired: true,
      message: SESSION_EXPIRED_MESSAGE,
      redirectTo: '/connexion?redirect=%2Frapport-ventes-standalone',
    });
    const file = await call(handleRoute({ route: 'salesReport', answers: 'file' }, run));
    expect(file.status).toBe(303);
    expect(file.headers.get('location')).toBe('/connexion?redirect=%2Frapport-ventes-standalone');
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses a role the table keeps out, in the words each reader expects', async () => {
    mocks.roles = ['CA'];
    const run = vi.fn(ok);
    const forbidden = businessErrorMessage('FORBIDDEN');
    const result = await call(handleRoute({ route: 'salesReport', answers: 'result' }, run));
    expect([result.status, await result.json()]).toEqual([403, { ok: false, message: forbidden }]);
    const json = await call(
      handleRoute(
        { action: 'editWorkTypes', page: pathFor('userWorkTypes', { id: 'u1' }), answers: 'json' },
        run,
      ),
    );
    expect([json.status, await json.json()]).toEqual([403, { message: forbidden }]);
    const file = await call(
      handleRoute({ route: 'salesReport', answers: 'file', forbidden: DEFAULT_ERROR_MESSAGE }, run),
    );
    expect([file.status, await file.text()]).toEqual([403, DEFAULT_ERROR_MESSAGE]);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(run).not.toHaveBeenCalled();
  });

  it("asks an action's own roles, not only its page's", async () => {
    // FINANCE opens a discussion but does not write in it (ACTIONS.writeDiscussion).
    mocks.roles = ['FINANCE'];
    const page = pathFor('discussionView', { id: 'd1' });
    expect((await call(handleRoute({ route: 'discussionView', page, answers: 'json' }, ok))).status).toBe(
      200,
    );
    expect((await call(handleRoute({ action: 'writeDiscussion', page, answers: 'json' }, ok))).status).toBe(
      403,
    );
  });

  it('answers 404 for a page no path could be, before reading the session', async () => {
    mocks.roles = null;
    const handler = handleRoute<{ id: string }>(
      ({ id }) => ({ route: 'documentViewer', page: pathFor('documentViewer', { id }), answers: 'file' }),
      ok,
    );
    const response = await call(handler, { id: '..' });
    expect([response.status, await response.text()]).toEqual([404, DEFAULT_ERROR_MESSAGE]);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['no Origin', {}],
  ])('refuses a write from %s, and lets one from the app through', async (_case, headers) => {
    const handler = handleRoute(
      { action: 'editWorkTypes', page: pathFor('userWorkTypes', { id: 'u1' }), answers: 'json' },
      ok,
    );
    expect((await call(handler, { method: 'POST', headers })).status).toBe(403);
    expect((await call(handler, { method: 'POST', headers: { origin: APP } })).status).toBe(200);
  });

  it('confirms the session with the gateway for sensitive work only, and its answer decides', async () => {
    await call(handleRoute({ route: 'home', answers: 'json' }, ok));
    expect(mocks.confirmedSession).not.toHaveBeenCalled();

    mocks.confirmed = ['CA'];
    expect((await call(handleRoute({ route: 'journal', answers: 'json' }, ok))).status).toBe(403);
    mocks.confirmed = null;
    expect((await call(handleRoute({ route: 'journal', answers: 'json' }, ok))).status).toBe(401);
    expect(mocks.confirmedSession).toHaveBeenCalledTimes(2);
  });

  it('guards a handler of the page kind as the page is guarded', async () => {
    mocks.requireAccess.mockResolvedValue(sessionOf(['SUPPORT']));
    const response = await call(handleRoute({ route: 'account', answers: 'page' }, ok));
    expect(response.status).toBe(200);
    expect(mocks.requireAccess).toHaveBeenCalledWith('account');
  });

  it('runs a public handler without reading any session', async () => {
    mocks.roles = null;
    expect(await (await call(handleRoute('public', ok))).text()).toBe('done');
  });

  it("refuses another site's browser on a handler open to the app's own pages, and lets no browser's request through", async () => {
    mocks.roles = null;
    const handler = handleRoute({ ownSite: true }, ok);
    const from = (site: string) => call(handler, { method: 'POST', headers: { 'sec-fetch-site': site } });
    expect((await from('cross-site')).status).toBe(403);
    expect((await from('same-site')).status).toBe(403);
    expect((await from('none')).status).toBe(403);
    expect(await (await from('same-origin')).text()).toBe('done');
    expect(await (await call(handler, { method: 'POST' })).text()).toBe('done');
  });
});

describe('what a failure answers', () => {
  const throwing = (error: unknown) => async () => {
    throw error;
  };

  it('ends a session the gateway refused through the sign-out, which comes back to the page', async () => {
    const ended = new AuthenticationError('expired', { status: 401 });
    const json = await call(handleRoute({ route: 'exports', answers: 'result' }, throwing(ended)));
    expect(json.status).toBe(401);
    expect(await json.json()).toMatchObject({
      sessionExpired: true,
      redirectTo: '/deconnexion?motif=expired&redirect=%2Fexports',
    });
    const file = await call(handleRoute({ route: 'exports', answers: 'file' }, throwing(ended)));
    expect([file.status, file.headers.get('location')]).toEqual([
      303,
      '/deconnexion?motif=expired&redirect=%2Fexports',
    ]);
    mocks.requireAccess.mockResolvedValue(sessionOf(['SUPPORT']));
    const page = await call(handleRoute({ route: 'exports', answers: 'page' }, throwing(ended)));
    expect([page.status, await page.text()]).toEqual([401, '']);
  });

  it('signs in again back to the page the handler named, when it serves another page', async () => {
    const handler = handleRoute({ route: 'exports', answers: 'result' }, async (context) => {
      context.page = pathFor('invoices');
      throw new AuthenticationError('expired');
    });
    expect((await (await call(handler)).json()).redirectTo).toBe(
      '/deconnexion?motif=expired&redirect=%2Ffactures',
    );
  });

  it("answers a missing record and a business refusal only when the handler says they are the reader's", async () => {
    const missing = new NotFoundError('missing', { statusText: 'Not Found', body: {} });
    const refused = new BusinessError('empty', {
      status: 400,
      statusText: 'Bad Request',
      body: {},
      code: 'EMPTY_DOCUMENT',
    });
    const spec = { route: 'exports', answers: 'file', notFound: 'Introuvable.', business: true } as const;
    const notFound = await call(handleRoute(spec, throwing(missing)));
    expect([notFound.status, await notFound.text()]).toEqual([404, 'Introuvable.']);
    const business = await call(handleRoute(spec, throwing(refused)));
    expect([business.status, await business.text()]).toEqual([400, businessErrorMessage('EMPTY_DOCUMENT')]);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plain = { route: 'exports', answers: 'json' } as const;
    expect((await call(handleRoute(plain, throwing(missing)))).status).toBe(502);
    expect((await call(handleRoute(plain, throwing(refused)))).status).toBe(502);
  });

  it('logs any other failure as one JSON line with the request id, and answers 502 in French', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    const handler = handleRoute(
      { route: 'exports', answers: 'result', failure: "L'export a échoué.", event: 'export read failed' },
      throwing(new HttpError('boom', { status: 500, statusText: 'Error', body: {} })),
    );
    const response = await call(handler, { path: '/api/exports', headers: { 'x-request-id': 'req-7' } });
    expect([response.status, await response.json()]).toEqual([
      502,
      { ok: false, message: "L'export a échoué." },
    ]);
    expect(JSON.parse(String(errors.mock.calls[0]![0]))).toMatchObject({
      level: 'error',
      event: 'export read failed',
      requestId: 'req-7',
      route: '/api/exports',
      userId: 'me',
      error: { name: 'HttpError', message: 'boom' },
    });
  });

  it('journals what the handler reports, with the staff member and the request id', async () => {
    const handler = handleRoute({ route: 'exports', answers: 'result' }, async ({ journal }) => {
      await journal({ action: 'exportReport', details: 'Factures', outcome: 'SUCCESS' });
      return new Response(null, { status: 204 });
    });
    await call(handler, { headers: { 'x-request-id': 'req-8' } });
    expect(journalWrites).toEqual([
      expect.objectContaining({
        staffId: 'me',
        action: 'exportReport',
        details: 'Factures',
        outcome: 'SUCCESS',
        requestId: 'req-8',
      }),
    ]);
  });
});

describe('the one session-ended URL', () => {
  it('goes through the sign-out, or straight to the login page for a form that keeps its cookie', () => {
    expect(sessionEndedUrl('/projets/p-1?tab=documents')).toBe(
      `/deconnexion?motif=expired&redirect=${encodeURIComponent('/projets/p-1?tab=documents')}`,
    );
    expect(sessionEndedUrl('/journal', { notice: 'refresh' })).toBe(
      '/deconnexion?motif=refresh&redirect=%2Fjournal',
    );
    expect(sessionEndedUrl('https://evil.example/')).toBe('/deconnexion?motif=expired');
    expect(sessionEndedUrl('/compte', { via: 'login' })).toBe('/connexion?redirect=%2Fcompte&motif=expired');
  });
});

describe('a file answer', () => {
  it('names its type and a safe name, is never sniffed nor cached, and passes on a plain length only', () => {
    const inline = fileResponse('bytes', {
      type: 'application/pdf',
      filename: 'Plan été.pdf',
      inline: true,
      length: '5',
    });
    expect(Object.fromEntries(inline.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Plan ete.pdf"; filename*=UTF-8''Plan%20%C3%A9t%C3%A9.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-length': '5',
    });
    const attachment = fileResponse('a;b', {
      type: 'text/csv; charset=utf-8',
      filename: 'x.csv',
      length: '5, 6',
    });
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment; filename="x\.csv"/);
    expect(attachment.headers.has('content-length')).toBe(false);
  });
});
