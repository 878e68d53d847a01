/**
 * The route handler behind "Télécharger le CSV": only the sales report's roles get the figures,
 * the period is checked as on the page, and the file is a French CSV named after the period.
 */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { GATEWAY, mswGateway, TEST_TOKEN } from '../gateway/support';

const session = vi.hoisted(() => ({ roles: ['SUPPORT'] as string[] | null }));
vi.mock('@/lib/auth/session', () => ({
  getSession: async () =>
    session.roles ? { user: { id: 'me', roles: session.roles }, token: TEST_TOKEN } : null,
}));

const { GET } = await import('@/app/api/rapport-ventes/route');

const server = mswGateway({ silence: ['warn', 'error'] });
const gatewayCalls = vi.fn();

const REPORT_HEADER =
  "Numéro;Référence;Type;Statut;Destinataire;Email du destinataire;Projet;Date d'émission;Date de paiement;Montant HT;Taxes;Montant TTC";

beforeEach(() => {
  session.roles = ['SUPPORT'];
  gatewayCalls.mockReset();
  server.use(
    http.get(`${GATEWAY}/reports/invoices`, ({ request }) => {
      gatewayCalls(request.url);
      return new HttpResponse(
        `${REPORT_HEADER}\r\nFA-1;I1;Frais de service;Payée;A B;a@b;P1;15/01/2020;;100,00;20,00;120,00\r\n`,
        { headers: { 'content-type': 'text/csv; charset=utf-8' } },
      );
    }),
    http.get(`${GATEWAY}/reports/insurance-invoices`, ({ request }) => {
      gatewayCalls(request.url);
      return new HttpResponse(`${REPORT_HEADER}\r\n`, { headers: { 'content-type': 'text/csv' } });
    }),
    http.get(`${GATEWAY}/projects`, ({ request }) => {
      gatewayCalls(request.url);
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({ items: [], total: status ? 1 : 4, page: 1, size: 1 });
    }),
  );
});

function get(query: string): Promise<Response> {
  return GET(new NextRequest(`http://app.test/api/rapport-ventes${query}`));
}

describe('who gets the CSV', () => {
  it.each([['FINANCE'], ['BD'], ['MANAGER_CA']])(
    'refuses %s with 403 without calling the gateway',
    async (role) => {
      session.roles = [role];
      const response = await get('?from=2020-01-01&to=2020-01-31');
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(businessErrorMessage('FORBIDDEN'));
      expect(gatewayCalls).not.toHaveBeenCalled();
    },
  );

  it('sends a visitor to the login page, which brings them back to the report of that period', async () => {
    session.roles = null;
    const response = await get('?from=2020-01-01&to=2020-01-31');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/connexion?redirect=${encodeURIComponent('/rapport-ventes-standalone?from=2020-01-01&to=2020-01-31')}`,
    );
  });

  it('ends the session when the gateway refuses the token', async () => {
    server.use(http.get(`${GATEWAY}/reports/invoices`, () => HttpResponse.json({}, { status: 401 })));
    const response = await get('?from=2020-01-01&to=2020-01-31');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/deconnexion\?motif=expired&redirect=/);
  });

  it('refuses a reversed period with its message', async () => {
    const response = await get('?from=2020-02-01&to=2020-01-31');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('La date de fin doit être ultérieure à la date de début.');
    expect(gatewayCalls).not.toHaveBeenCalled();
  });
});

describe('the file', () => {
  it.each([['SUPPORT'], ['MANAGER_BD_CCO']])('gives %s the French CSV of the period', async (role) => {
    session.roles = [role];
    const response = await get('?from=2020-01-01&to=2020-01-31');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="rapport-ventes-2020-01-01-2020-01-31.csv"',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, january, total] = new TextDecoder().decode(bytes).split('\r\n');
    expect(header).toMatch(/^Mois;Factures émises;Montant HT facturé;/);
    expect(january).toBe('01/2020;1;100,00;120,00;0;0,00;0,00;100,00;120,00;1;100,00;120,00;4;2;50,0');
    expect(total).toMatch(/^Total;1;100,00;120,00;/);
    expect(gatewayCalls.mock.calls.map(([url]) => new URL(url).pathname).sort()).toEqual([
      '/projects',
      '/projects',
      '/projects',
      '/reports/insurance-invoices',
      '/reports/invoices',
    ]);
  });
});
