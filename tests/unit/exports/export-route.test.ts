/**
 * The route handler that streams a CSV report to the exports form: who gets it, which queries it
 * refuses before calling the gateway, the headers it answers, and that the bytes pass on as the
 * gateway sends them.
 */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage, SESSION_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import { EXPORT_MESSAGES } from '@/lib/domain/export-texts';
import { GATEWAY, mswGateway, TEST_TOKEN } from '../gateway/support';
import { journalWrites } from '../support/journal-stub';

const session = vi.hoisted(() => ({ roles: ['FINANCE'] as string[] | null }));
// The session as the route reads it, its facts already confirmed (tests/unit/auth/session-lifecycle).
vi.mock('@/lib/auth/session', () => ({
  getSession: async () =>
    session.roles ? { user: { id: 'me', roles: session.roles }, token: TEST_TOKEN } : null,
  confirmedSession: async (confirmed: unknown) => confirmed,
}));

const { GET } = await import('@/app/api/exports/route');

const server = mswGateway({ silence: ['warn', 'error'] });

const PERIOD = 'from=2019-03-03&to=2020-03-02';

beforeEach(() => {
  session.roles = ['FINANCE'];
});

function get(query: string, init?: { signal?: AbortSignal }): Promise<Response> {
  return GET(new NextRequest(`http://app.test/api/exports?${query}`, init));
}

/** Records the gateway calls, answering each with `answer`. */
function serve(path: string, answer: () => Response) {
  const seen: Request[] = [];
  server.use(
    http.get(`${GATEWAY}${path}`, ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

const csv =
  (body: BodyInit, headers: Record<string, string> = {}) =>
  () =>
    new HttpResponse(body, { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });

describe('who gets a report', () => {
  it('answers a visitor 401 with the way to the login page, which comes back to the exports', async () => {
    session.roles = null;
    const response = await get(`report=INVOICES&${PERIOD}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      ok: false,
      sessionExpired: true,
      message: SESSION_EXPIRED_MESSAGE,
      redirectTo: '/connexion?redirect=%2Fexports',
    });
  });

  it.each(['CA', 'MANAGER_BD_CCO', 'CC', 'BD'])(
    'refuses %s with 403, without calling the gateway',
    async (role) => {
      session.roles = [role];
      const seen = serve('/reports/invoices', csv('a;b'));
      const response = await get(`report=INVOICES&${PERIOD}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ ok: false, message: businessErrorMessage('FORBIDDEN') });
      expect(seen).toHaveLength(0);
    },
  );

  it.each([['SUPPORT'], ['FINANCE'], ['CA', 'FINANCE']])('serves %s', async (...roles) => {
    session.roles = roles;
    serve('/reports/invoices', csv('a;b'));
    expect((await get(`report=INVOICES&${PERIOD}`)).status).toBe(200);
  });

  it('ends the session when the gateway refuses the token', async () => {
    serve('/reports/invoices', () => HttpResponse.json({}, { status: 401 }));
    const response = await get(`report=INVOICES&${PERIOD}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      sessionExpired: true,
      message: SESSION_EXPIRED_MESSAGE,
      redirectTo: '/deconnexion?motif=expired&redirect=%2Fexports',
    });
  });
});

describe('the query', () => {
  it.each([
    ['no report', PERIOD, { report: 'Merci de choisir un export.' }],
    ['an unknown report', `report=USERS&${PERIOD}`, { report: 'Merci de choisir un export.' }],
    ['no start', 'report=INVOICES&to=2020-03-02', { from: "Merci d'indiquer la date de début." }],
    [
      'a malformed end',
      'report=INVOICES&from=2020-01-01&to=02/03/2020',
      { to: "Le format de la date n'est pas valide." },
    ],
    [
      'an end before the start',
      'report=INVOICES&from=2020-03-03&to=2020-03-02',
      { to: 'La date de fin doit être ultérieure à la date de début.' },
    ],
  ])(
    'refuses %s with 400 and the field message, without calling the gateway',
    async (_, query, fieldErrors) => {
      const seen = serve('/reports/invoices', csv('a;b'));
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ ok: false, fieldErrors });
      expect(seen).toHaveLength(0);
    },
  );

  it('asks the gateway for the chosen report over the period, as CSV, with the session token', async () => {
    const seen = serve('/reports/insurance-invoices', csv('a;b'));
    await get(`report=INSURANCE_INVOICES&${PERIOD}`);
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0].url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2019-03-03', to: '2020-03-02' });
    expect(seen[0].headers.get('accept')).toBe('text/csv');
    expect(seen[0].headers.get('authorization')).toBe('Bearer access-123');
  });
});

describe('what the browser receives', () => {
  it('the CSV as an attachment under the gateway name, nosniff and never cached', async () => {
    serve(
      '/reports/invoices',
      csv('\uFEFFNuméro;Type\r\n', {
        'content-disposition': 'attachment; filename="factures-2019-03-03-2020-03-02.csv"',
        'content-length': String(new TextEncoder().encode('\uFEFFNuméro;Type\r\n').byteLength),
      }),
    );
    const response = await get(`report=INVOICES&${PERIOD}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="factures-2019-03-03-2020-03-02.csv"; filename*=UTF-8''factures-2019-03-03-2020-03-02.csv`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-length')).toBe('17');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('names the file export.csv when the gateway gives no name, and a hostile name safely', async () => {
    serve('/reports/invoices', csv('a'));
    expect((await get(`report=INVOICES&${PERIOD}`)).headers.get('content-disposition')).toBe(
      `attachment; filename="export.csv"; filename*=UTF-8''export.csv`,
    );
    serve(
      '/reports/invoices',
      csv('a', { 'content-disposition': 'attachment; filename="../../etc/passwd"' }),
    );
    expect((await get(`report=INVOICES&${PERIOD}`)).headers.get('content-disposition')).toMatch(
      /^attachment; filename="passwd"/,
    );
  });

  it('passes the first rows on before the gateway has sent the last ones', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    serve('/reports/invoices', () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('Numéro;Type\r\n'));
          await finished;
          controller.enqueue(new TextEncoder().encode('F1;Frais\r\n'));
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/csv' } });
    });
    const response = await get(`report=INVOICES&${PERIOD}`);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('Numéro;Type\r\n');
    finish();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('F1;Frais\r\n');
    expect((await reader.read()).done).toBe(true);
  });
});

describe('failures', () => {
  it('shows the SPEC §8 message of a known business code', async () => {
    serve('/reports/invoices', () => HttpResponse.json({ code: 'DEFAULT' }, { status: 500 }));
    const response = await get(`report=INVOICES&${PERIOD}`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ ok: false, message: businessErrorMessage('DEFAULT') });
  });

  it('says the export failed for any other gateway failure', async () => {
    serve('/reports/invoices', () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 503 }));
    const response = await get(`report=INVOICES&${PERIOD}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, message: EXPORT_MESSAGES.failed });
  });
});

describe('the staff journal', () => {
  it('writes the export, its report and period, once the gateway answered; a failure with its code', async () => {
    serve('/reports/invoices', csv('a;b'));
    expect((await get(`report=INVOICES&${PERIOD}`)).status).toBe(200);
    server.use(
      http.get(`${GATEWAY}/reports/insurance-invoices`, () =>
        HttpResponse.json({ code: 'DEFAULT' }, { status: 500 }),
      ),
    );
    expect((await get(`report=INSURANCE_INVOICES&${PERIOD}`)).status).toBe(500);

    expect(journalWrites).toEqual([
      expect.objectContaining({
        staffId: 'me',
        action: 'exportReport',
        targetType: null,
        details: 'Factures du 2019-03-03 au 2020-03-02',
        outcome: 'SUCCESS',
      }),
      expect.objectContaining({ action: 'exportReport', outcome: 'DEFAULT' }),
    ]);
  });

  it('writes nothing for a refused query', async () => {
    await get('report=INVOICES&from=2020-03-02&to=2019-03-03');
    expect(journalWrites).toEqual([]);
  });
});
