/**
 * The fake's CSV reports (docs/gateway-contract.md "CSV reports"): what a finance user opens in a
 * spreadsheet. That it is streamed over HTTP: core/server.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { BOM, REPORT_HEADERS } from '@/lib/fake-gateway/handlers/project-domain/reports';
import { BASE_URL, call, startFakeGateway } from '../core/harness';
import { supportToken } from './support';

const { gateway } = startFakeGateway();
const data = () => gateway.db().projects;

const HEADER =
  "Numéro;Référence;Type;Statut;Destinataire;Email du destinataire;Projet;Date d'émission;Date de paiement;" +
  'Montant HT;Taxes;Montant TTC;Identifiant;Produit;Date du statut;Référence du destinataire;' +
  'Code postal du chantier;Ville du chantier;Type de taxe;Taux de taxe;Facture associée';

async function report(path: string, from: string, to: string) {
  const token = await supportToken();
  const url = new URL(path, BASE_URL);
  url.search = new URLSearchParams({ from, to }).toString();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // TextDecoder would drop the BOM: it is checked on the bytes, the text is read without it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { response, bytes, lines: text.replace(/\r\n$/, '').split('\r\n') };
}

const amount = (value: string) => Number(value.replace(',', '.'));

describe('invoices report', () => {
  it('is UTF-8 with a BOM, French headers and a file name for the period', async () => {
    const { response, bytes, lines } = await report('/reports/invoices', '2019-01-01', '2019-12-31');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="factures-2019-01-01-2019-12-31.csv"',
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(BOM + HEADER);
    expect(REPORT_HEADERS.join(';')).toBe(HEADER);
    const expected = data()
      .providerInvoices.values()
      .filter((invoice) => invoice.dispatchedAt.startsWith('2019') && !invoice.type.startsWith('INSURANCE'));
    expect(lines).toHaveLength(expected.length + 1);
    for (const line of lines.slice(1)) expect(line.split(';')).toHaveLength(REPORT_HEADERS.length);
    expect(lines[1]).toMatch(
      /^(FA|AV)-2019-\d{6};I[A-Z0-9]{4};[^;]+;[^;]+;[^;]*;[^;]*;[^;]*;\d{2}\/\d{2}\/2019;[^;]*;-?\d+,\d{2};-?\d+,\d{2};-?\d+,\d{2};[0-9a-f-]{36};/,
    );
  });

  it('lists the invoices oldest first, with amounts that add up and credit notes negative', async () => {
    const { lines } = await report('/reports/invoices', '2016-01-01', '2020-03-03');
    const rows = lines.slice(1).map((line) => line.split(';'));
    const days = rows.map((row) => row[7].split('/').reverse().join('-'));
    expect([...days].sort()).toEqual(days);
    for (const row of rows) {
      expect(amount(row[9]) + amount(row[10])).toBeCloseTo(amount(row[11]), 2);
      expect(amount(row[11]) < 0, row.join(';')).toBe(row[2] === 'Avoir');
    }
    const credit = data()
      .providerInvoices.values()
      .find((invoice) => invoice.type === 'BASIC_CREDIT_NOTE' && invoice.associatedInvoiceIds?.length)!;
    const row = rows.find((cells) => cells[12] === credit.id)!;
    const cancelled = data().providerInvoices.require(credit.associatedInvoiceIds![0]);
    expect(row[0]).toBe(credit.number);
    expect(row[20]).toBe(cancelled.number);
    expect(amount(row[9])).toBe(-credit.line.exclTax);
    expect(rows.find((cells) => cells[12] === cancelled.id)![20]).toBe(credit.number);
  });

  it('refuses a period that ends before it starts, or a malformed day', async () => {
    const token = await supportToken();
    const reversed = await call('/reports/invoices', {
      token,
      query: { from: '2020-03-03', to: '2020-01-01' },
    });
    expect(reversed.status).toBe(400);
    const malformed = await call('/reports/invoices', {
      token,
      query: { from: '03/01/2020', to: '2020-03-03' },
    });
    expect(malformed.status).toBe(400);
  });

  it('has only its header for a period without invoices', async () => {
    const { lines } = await report('/reports/invoices', '2010-01-01', '2010-12-31');
    expect(lines).toEqual([BOM + HEADER]);
  });
});

describe('insurance invoices report', () => {
  it('lists only the insurance invoices and their credit notes', async () => {
    const { response, lines } = await report('/reports/insurance-invoices', '2016-01-01', '2020-03-03');
    expect(response.headers.get('content-disposition')).toContain(
      'filename="factures-assurance-2016-01-01-2020-03-03.csv"',
    );
    expect(lines[0]).toBe(BOM + HEADER);
    const rows = lines.slice(1);
    expect(rows.length).toBe(
      data()
        .providerInvoices.values()
        .filter((invoice) => invoice.type.startsWith('INSURANCE')).length,
    );
    for (const row of rows) expect(row.split(';')[2]).toMatch(/^(Assurance|Avoir assurance)$/);
  });
});
