import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/lib/gateway/errors';
import { InvoiceReportReader, readInvoiceReport } from '@/lib/sales-report/invoice-csv';
import type { InvoiceRow } from '@/lib/sales-report/aggregate';

const HEADER =
  "Numéro;Référence;Type;Statut;Destinataire;Email du destinataire;Projet;Date d'émission;Date de paiement;Montant HT;Taxes;Montant TTC";

const BODY = [
  HEADER,
  'FA-2019-000001;I0001;Frais de service;Payée;Claire Roux;claire@boite.example;P0001;04/03/2019;16/03/2019;254,13;50,83;304,96',
  // A quoted name holding the separator, a quote and a line break.
  'FA-2019-000002;I0002;Assurance;En attente;"Dupont; ""Les Toits""\r\nSARL";t@boite.example;;31/03/2019;;1 234,50;111,11;1 345,61',
  'AV-2019-000001;I0003;Avoir;Annulée;Jean Martin;j@boite.example;P0002;01/04/2019;01/04/2019;10,00;2,00;12,00',
].join('\r\n');

const EXPECTED: InvoiceRow[] = [
  { type: 'FEE', status: 'PAID', day: '2019-03-04', exclTax: 254.13, inclTax: 304.96 },
  { type: 'INSURANCE', status: 'PENDING', day: '2019-03-31', exclTax: 1234.5, inclTax: 1345.61 },
  { type: 'BASIC_CREDIT_NOTE', status: 'CANCELED', day: '2019-04-01', exclTax: 10, inclTax: 12 },
];

describe("reading the gateway's invoice report", () => {
  it('reads type, status, day and amounts by their French headers', () => {
    expect(readInvoiceReport(`${BODY}\r\n`)).toEqual(EXPECTED);
  });

  it('skips a BOM, reads a last line without line break and a reordered, extended header', () => {
    const reordered = [
      "Montant TTC;Montant HT;Nouvelle colonne;Statut;Type;Date d'émission",
      '12,00;10,00;x;Payée;Avoir assurance;2019-04-01',
    ].join('\n');
    expect(readInvoiceReport(`\ufeff${reordered}`)).toEqual([
      { type: 'INSURANCE_CREDIT_NOTE', status: 'PAID', day: '2019-04-01', exclTax: 10, inclTax: 12 },
    ]);
  });

  it('gives the same rows whatever the chunks the body arrives in', () => {
    const text = `\ufeff${BODY}\r\n`;
    for (const size of [1, 2, 7, 50]) {
      const rows: InvoiceRow[] = [];
      const reader = new InvoiceReportReader((row) => rows.push(row));
      for (let start = 0; start < text.length; start += size) reader.push(text.slice(start, start + size));
      reader.end();
      expect(rows, `chunks of ${size}`).toEqual(EXPECTED);
    }
  });

  it('keeps a type or status it does not know as the gateway wrote it', () => {
    const [row] = readInvoiceReport(`${HEADER}\nX;I;Abonnement;Suspendue;;;;01/01/2020;;1,00;0,20;1,20`);
    expect(row).toMatchObject({ type: 'Abonnement', status: 'Suspendue' });
  });

  it.each([
    ['a missing column', 'Numéro;Type;Statut;Montant HT;Montant TTC\nX;Facture;Payée;1,00;1,20'],
    ['no header at all', ''],
    ['an amount that is no number', `${HEADER}\nX;I;Facture;Payée;;;;01/01/2020;;douze;0;12`],
    ['a date that is no day', `${HEADER}\nX;I;Facture;Payée;;;;2020;;1,00;0,20;1,20`],
  ])('fails on %s rather than giving wrong figures', (_, text) => {
    expect(() => readInvoiceReport(text)).toThrow(GatewayError);
  });
});
