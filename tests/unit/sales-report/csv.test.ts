import { describe, expect, it } from 'vitest';
import { buildSalesReport } from '@/lib/sales-report/aggregate';
import { salesCsvFilename, salesReportCsv } from '@/lib/sales-report/csv';

const PERIOD = { from: '2020-01-10', to: '2020-02-29' };

describe('the CSV of the sales report', () => {
  const report = buildSalesReport(
    PERIOD,
    [
      { type: 'FEE', status: 'PAID', day: '2020-01-10', exclTax: 1234.5, inclTax: 1481.4 },
      { type: 'BASIC_CREDIT_NOTE', status: 'PAID', day: '2020-02-03', exclTax: 100, inclTax: 120 },
      { type: '=HYPERLINK("x")', status: 'PAID', day: '2020-02-04', exclTax: 1, inclTax: 1.2 },
    ],
    [
      { published: 3, signed: 1 },
      { published: 0, signed: 0 },
    ],
  );
  const csv = salesReportCsv(report);
  const lines = csv.slice(1).split('\r\n');

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines.at(-1)).toBe('');
  });

  it('has French headers, one line per month and a total, with decimal commas', () => {
    expect(lines[0]).toBe(
      [
        'Mois',
        'Factures émises',
        'Montant HT facturé',
        'Montant TTC facturé',
        'Avoirs émis',
        'Montant HT des avoirs',
        'Montant TTC des avoirs',
        'Montant HT net',
        'Montant TTC net',
        'Frais de service : nombre',
        'Frais de service : montant HT',
        'Frais de service : montant TTC',
        'Avoir : nombre',
        'Avoir : montant HT',
        'Avoir : montant TTC',
        `"'=HYPERLINK(""x"") : nombre"`,
        `"'=HYPERLINK(""x"") : montant HT"`,
        `"'=HYPERLINK(""x"") : montant TTC"`,
        'Projets publiés',
        'Projets signés',
        'Taux de signature (%)',
      ].join(';'),
    );
    expect(lines.slice(1, 4)).toEqual([
      '01/2020;1;1234,50;1481,40;0;0,00;0,00;1234,50;1481,40;1;1234,50;1481,40;0;0,00;0,00;0;0,00;0,00;3;1;33,3',
      '02/2020;1;1,00;1,20;1;100,00;120,00;-99,00;-118,80;0;0,00;0,00;1;-100,00;-120,00;1;1,00;1,20;0;0;',
      'Total;2;1235,50;1482,60;1;100,00;120,00;1135,50;1362,60;1;1234,50;1481,40;1;-100,00;-120,00;1;1,00;1,20;3;1;33,3',
    ]);
  });

  it('is named after the period', () => {
    expect(salesCsvFilename(PERIOD)).toBe('rapport-ventes-2020-01-10-2020-02-29.csv');
  });
});
