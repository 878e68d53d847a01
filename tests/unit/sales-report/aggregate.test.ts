import { describe, expect, it } from 'vitest';
import { buildSalesReport, signatureRate, type InvoiceRow } from '@/lib/sales-report/aggregate';

const PERIOD = { from: '2019-12-15', to: '2020-02-10' };

function invoice(day: string, type: string, exclTax: number, inclTax: number, status = 'PAID'): InvoiceRow {
  return { type, status, day, exclTax, inclTax };
}

describe('the sales report figures', () => {
  const rows = [
    invoice('2019-12-15', 'FEE', 100, 120),
    invoice('2019-12-31', 'INSURANCE', 50.1, 53.61, 'PENDING'),
    invoice('2020-01-02', 'FEE', 200.55, 240.66, 'CANCELED_BY_CREDIT_NOTE'),
    invoice('2020-01-20', 'BASIC_CREDIT_NOTE', 200.55, 240.66),
    invoice('2020-01-21', 'BASIC', 10, 12, 'IRRECOVERABLE'),
    invoice('2020-02-10', 'INSURANCE_CREDIT_NOTE', 50.1, 53.61),
    // Void: in no figure, only counted.
    invoice('2020-02-01', 'FEE', 999, 1198.8, 'CANCELED'),
    // Outside the period: ignored.
    invoice('2019-12-14', 'FEE', 1000, 1200),
    invoice('2020-02-11', 'FEE', 1000, 1200),
  ];
  const projects = [
    { published: 10, signed: 4 },
    { published: 8, signed: 2 },
    { published: 0, signed: 0 },
  ];
  const report = buildSalesReport(PERIOD, rows, projects);

  it('adds up each month, credit notes deducted in the month they are issued', () => {
    expect(
      report.months.map(({ key, invoices, creditNotes, net }) => ({ key, invoices, creditNotes, net })),
    ).toEqual([
      {
        key: '2019-12',
        invoices: { count: 2, exclTax: 150.1, inclTax: 173.61 },
        creditNotes: { count: 0, exclTax: 0, inclTax: 0 },
        net: { exclTax: 150.1, inclTax: 173.61 },
      },
      {
        key: '2020-01',
        invoices: { count: 2, exclTax: 210.55, inclTax: 252.66 },
        creditNotes: { count: 1, exclTax: 200.55, inclTax: 240.66 },
        net: { exclTax: 10, inclTax: 12 },
      },
      {
        key: '2020-02',
        invoices: { count: 0, exclTax: 0, inclTax: 0 },
        creditNotes: { count: 1, exclTax: 50.1, inclTax: 53.61 },
        net: { exclTax: -50.1, inclTax: -53.61 },
      },
    ]);
  });

  it('splits each month by type, a credit note as a negative amount', () => {
    expect(report.months[1].byType).toEqual({
      FEE: { count: 1, exclTax: 200.55, inclTax: 240.66 },
      BASIC_CREDIT_NOTE: { count: 1, exclTax: -200.55, inclTax: -240.66 },
      BASIC: { count: 1, exclTax: 10, inclTax: 12 },
    });
  });

  it('totals the period per type in catalogue order, and overall', () => {
    expect(report.byType).toEqual([
      { type: 'FEE', creditNote: false, count: 2, exclTax: 300.55, inclTax: 360.66 },
      { type: 'INSURANCE', creditNote: false, count: 1, exclTax: 50.1, inclTax: 53.61 },
      { type: 'BASIC', creditNote: false, count: 1, exclTax: 10, inclTax: 12 },
      { type: 'INSURANCE_CREDIT_NOTE', creditNote: true, count: 1, exclTax: -50.1, inclTax: -53.61 },
      { type: 'BASIC_CREDIT_NOTE', creditNote: true, count: 1, exclTax: -200.55, inclTax: -240.66 },
    ]);
    expect(report.totals).toEqual({
      invoices: { count: 4, exclTax: 360.65, inclTax: 426.27 },
      creditNotes: { count: 2, exclTax: 250.65, inclTax: 294.27 },
      net: { exclTax: 110, inclTax: 132 },
      projects: { published: 18, signed: 6 },
    });
    expect(report.canceled).toBe(1);
  });

  it('keeps the projects of each month and their signature rate', () => {
    expect(report.months.map((month) => month.projects)).toEqual([
      { published: 10, signed: 4 },
      { published: 8, signed: 2 },
      { published: 0, signed: 0 },
    ]);
    expect(signatureRate(report.totals.projects)).toBeCloseTo(1 / 3);
    expect(signatureRate(report.months[2].projects)).toBeNull();
  });

  it('adds thousands of amounts to the cent', () => {
    const many = Array.from({ length: 10_000 }, () => invoice('2020-01-15', 'FEE', 0.1, 0.12));
    const { totals } = buildSalesReport(PERIOD, many);
    expect(totals.invoices).toEqual({ count: 10_000, exclTax: 1000, inclTax: 1200 });
  });

  it('counts a type the app does not know as an invoice, under the name the gateway gave', () => {
    const { byType, totals } = buildSalesReport(PERIOD, [invoice('2020-01-15', 'Abonnement', 30, 36)]);
    expect(byType).toEqual([{ type: 'Abonnement', creditNote: false, count: 1, exclTax: 30, inclTax: 36 }]);
    expect(totals.net).toEqual({ exclTax: 30, inclTax: 36 });
  });

  it('reads a credit note the report writes negative as the same deduction', () => {
    const signed = buildSalesReport(
      PERIOD,
      rows.map((row) =>
        row.type.endsWith('_CREDIT_NOTE') ? { ...row, exclTax: -row.exclTax, inclTax: -row.inclTax } : row,
      ),
      projects,
    );
    expect(signed.months.map((month) => month.net)).toEqual(report.months.map((month) => month.net));
    expect(signed.totals).toEqual(report.totals);
  });

  it('has every month of the period, empty ones included', () => {
    const empty = buildSalesReport(PERIOD, []);
    expect(empty.months.map((month) => month.key)).toEqual(['2019-12', '2020-01', '2020-02']);
    expect(empty.byType).toEqual([]);
    expect(empty.totals.net).toEqual({ exclTax: 0, inclTax: 0 });
  });
});
