import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProjectsChart } from '@/app/rapport-ventes-standalone/_components/projects-chart';
import { RevenueChart } from '@/app/rapport-ventes-standalone/_components/revenue-chart';
import { buildSalesReport } from '@/lib/sales-report/aggregate';

const PERIOD = { from: '2019-12-01', to: '2020-01-31' };
const NBSP = '\u00a0';

const titles = (svg: string) =>
  [...svg.matchAll(/<rect[^>]*><title>([^<]*)<\/title>/g)].map((match) => match[1]);

describe('the charts of the sales report', () => {
  it('draw one bar per month and type with its figure, credit notes below the axis', () => {
    const report = buildSalesReport(PERIOD, [
      { type: 'FEE', status: 'PAID', day: '2019-12-02', exclTax: 100, inclTax: 120 },
      { type: 'FEE', status: 'PAID', day: '2020-01-02', exclTax: 300, inclTax: 360 },
      { type: 'BASIC_CREDIT_NOTE', status: 'PAID', day: '2020-01-03', exclTax: 50, inclTax: 60 },
    ]);
    const svg = renderToStaticMarkup(<RevenueChart report={report} />);
    expect(titles(svg)).toEqual([
      `Frais de service, décembre 2019 : 100,00${NBSP}€ HT`,
      `Frais de service, janvier 2020 : 300,00${NBSP}€ HT`,
      `Avoir, janvier 2020 : -50,00${NBSP}€ HT`,
    ]);
    expect(svg).toContain(`Net, janvier 2020 : 250,00${NBSP}€ HT`);
    // The credit note starts at the zero line and goes down from it.
    const zero = /<text[^>]*y="([\d.]+)"[^>]*>0\u00a0€<\/text>/.exec(svg)?.[1];
    const creditNote = /<rect x="[\d.]+" y="([\d.]+)"[^>]*><title>Avoir,/.exec(svg)?.[1];
    expect(zero).toBeDefined();
    expect(Number(creditNote)).toBeCloseTo(Number(zero));
  });

  it('draw an empty period without a bar, its axis in whole values', () => {
    const report = buildSalesReport(PERIOD, []);
    const svg = renderToStaticMarkup(<RevenueChart report={report} />);
    expect(titles(svg)).toEqual([]);
    expect(
      [...svg.matchAll(/<text[^>]*text-anchor="end"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]),
    ).toEqual([`0${NBSP}€`, `1${NBSP}€`]);
    expect(titles(renderToStaticMarkup(<ProjectsChart report={report} />))).toEqual([]);
  });

  it('draw the projects published and signed of each month with the rate', () => {
    const report = buildSalesReport(
      PERIOD,
      [],
      [
        { published: 8, signed: 2 },
        { published: 4, signed: 0 },
      ],
    );
    expect(titles(renderToStaticMarkup(<ProjectsChart report={report} />))).toEqual([
      'Projets publiés, décembre 2019 : 8',
      `dont signés aujourd’hui, décembre 2019 : 2 (25${NBSP}%)`,
      'Projets publiés, janvier 2020 : 4',
    ]);
  });
});
