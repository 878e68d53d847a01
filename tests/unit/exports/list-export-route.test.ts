/**
 * "Exporter ces résultats": the exports route streams a list's filtered view as CSV. It applies the
 * list page's own filters and sort, walks every page of the view, keeps the exports' roles and
 * journal, and refuses a view too long to export before sending a line.
 */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { LIST_EXPORT_MAX_ROWS, LIST_EXPORT_MESSAGES } from '@/lib/exports/list-csv';
import { listExportUrl } from '@/lib/exports/download';
import { GATEWAY, mswGateway, TEST_TOKEN } from '../gateway/support';
import { journalWrites } from '../support/journal-stub';

const session = vi.hoisted(() => ({ roles: ['FINANCE'] as string[] | null }));
vi.mock('@/lib/auth/session', () => ({
  getSession: async () =>
    session.roles ? { user: { id: 'me', roles: session.roles }, token: TEST_TOKEN } : null,
  confirmedSession: async (confirmed: unknown) => confirmed,
}));

const { GET } = await import('@/app/api/exports/route');
const server = mswGateway({ silence: ['warn', 'error'] });

beforeEach(() => {
  session.roles = ['FINANCE'];
});

const recipient = {
  id: 'u-1',
  rid: 'C0001',
  firstName: 'Noémie',
  lastName: 'Noël',
  email: 'n@x.fr',
  type: 'PARTICULAR',
};

function invoice(index: number) {
  return {
    id: `i-${index}`,
    rid: `F${String(index).padStart(4, '0')}`,
    type: 'FEE',
    number: `FA-2020-${String(index).padStart(6, '0')}`,
    status: 'PENDING',
    recipient,
    amount: { exclTax: 1000, inclTax: 1200.5 },
    lines: [],
    dispatchedAt: '2020-02-01T10:00:00.000+01:00',
    paidAt: null,
    statusDate: '2020-02-01T10:00:00.000+01:00',
    bypass: false,
  };
}

/** Serves GET /billing/invoices over `total` invoices, recording each query. */
function serveInvoices(total: number) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${GATEWAY}/billing/invoices`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      const items = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) =>
        invoice((page - 1) * size + i + 1),
      );
      return HttpResponse.json({ items, total, page, size });
    }),
  );
  return queries;
}

const get = (url: string) => GET(new NextRequest(`http://app.test${url}`));
const invoicesView = (search: string) => listExportUrl('invoices', new URLSearchParams(search));

describe('a list view as CSV', () => {
  it('walks every page of the filtered, sorted view, and writes French cells', async () => {
    const queries = serveInvoices(230);
    const response = await get(invoicesView('status=PENDING&sort=amount,desc&page=3&recipient=noel'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="factures-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    // The BOM that a French spreadsheet needs to read UTF-8 is kept: decoded with it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 230);
    expect(lines[0]).toBe(
      "\ufeffNuméro;RID;Type;Statut;Destinataire;RID du destinataire;E-mail du destinataire;Projet;Montant HT;Montant TTC;Date d'émission;Date de paiement;Date du statut",
    );
    expect(lines[1]).toBe(
      'FA-2020-000001;F0001;Frais de service;En attente;Noémie Noël;C0001;n@x.fr;;1000,00;1200,50;01/02/2020 10:00:00;;01/02/2020 10:00:00',
    );
    expect(queries.map((query) => query.get('page'))).toEqual(['1', '2', '3']);
    for (const query of queries) {
      expect(query.get('status')).toBe('PENDING');
      expect(query.get('recipient')).toBe('noel');
      expect(query.get('sort')).toBe('amount,desc');
      expect(query.get('size')).toBe('100');
    }
  });

  it('drops what the list drops: a malformed filter and the free search it does not offer', async () => {
    const queries = serveInvoices(1);
    await (await get(invoicesView('status=NOPE&q=secret&type=FEE'))).text();
    expect(Object.fromEntries(queries[0]!)).toEqual({
      type: 'FEE',
      sort: 'dispatchedAt,desc',
      page: '1',
      size: '100',
    });
  });

  it('refuses a view longer than the export allows, before any line', async () => {
    serveInvoices(LIST_EXPORT_MAX_ROWS + 1);
    const response = await get(invoicesView('status=PENDING'));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      ok: false,
      message: LIST_EXPORT_MESSAGES.tooMany(LIST_EXPORT_MAX_ROWS),
    });
  });

  it('refuses a list that cannot be exported', async () => {
    const response = await get('/api/exports?list=users');
    expect(response.status).toBe(400);
  });

  it.each(['CA', 'CC', 'BD'])('refuses %s, as every export, without reading the list', async (role) => {
    session.roles = [role];
    const queries = serveInvoices(3);
    const response = await get(invoicesView('status=PENDING'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, message: businessErrorMessage('FORBIDDEN') });
    expect(queries).toHaveLength(0);
  });

  it('journals the export with its list and count once the gateway answered', async () => {
    serveInvoices(3);
    await (await get(invoicesView('status=PENDING'))).text();
    expect(journalWrites).toEqual([
      expect.objectContaining({
        staffId: 'me',
        action: 'exportList',
        details: 'Liste des factures : 3 résultats',
        outcome: 'SUCCESS',
      }),
    ]);
  });
});
