/**
 * The sales report as a CSV a French spreadsheet opens as is: UTF-8 with a BOM (accents survive),
 * `;` between cells, CRLF line ends, decimal commas, no thousands separator. One line per month
 * then a "Total" line; the per-type columns follow the types met in the period.
 */
import { invoiceType } from '@/lib/domain/enums';
import { signatureRate, type Amounts, type MonthFigures, type SalesReport } from './aggregate';
import type { Period } from './period';

const BOM = '\ufeff';

export const SALES_CSV_HEADERS = [
  'Mois',
  'Factures émises',
  'Montant HT facturé',
  'Montant TTC facturé',
  'Avoirs émis',
  'Montant HT des avoirs',
  'Montant TTC des avoirs',
  'Montant HT net',
  'Montant TTC net',
] as const;

export const SALES_CSV_PROJECT_HEADERS = [
  'Projets publiés',
  'Projets signés',
  'Taux de signature (%)',
] as const;

/** A text cell: quoted when it holds `;`, `"` or a line break; never read as a formula. */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The same cell rule for every CSV the back-office writes (the journal's export too). */
export { text as csvText };

/** 1234.5 → "1234,50". */
export function csvAmount(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2).replace('.', ',');
}

function csvRate(rate: number | null): string {
  return rate === null ? '' : (Math.round(rate * 1000) / 10).toFixed(1).replace('.', ',');
}

/** 2019-03 → 03/2019 */
function csvMonth(key: string): string {
  return `${key.slice(5, 7)}/${key.slice(0, 4)}`;
}

export function salesCsvFilename(period: Period): string {
  return `rapport-ventes-${period.from}-${period.to}.csv`;
}

type Line = Pick<MonthFigures, 'invoices' | 'creditNotes' | 'net' | 'projects'> & {
  byType: Partial<Record<string, Amounts>>;
};

export function salesReportCsv(report: SalesReport): string {
  const types = report.byType.map((entry) => entry.type);
  const header = [
    ...SALES_CSV_HEADERS,
    ...types.flatMap((type) => {
      const label = invoiceType.label(type);
      return [`${label} : nombre`, `${label} : montant HT`, `${label} : montant TTC`];
    }),
    ...SALES_CSV_PROJECT_HEADERS,
  ].map(text);

  const line = (label: string, figures: Line) =>
    [
      text(label),
      String(figures.invoices.count),
      csvAmount(figures.invoices.exclTax),
      csvAmount(figures.invoices.inclTax),
      String(figures.creditNotes.count),
      csvAmount(figures.creditNotes.exclTax),
      csvAmount(figures.creditNotes.inclTax),
      csvAmount(figures.net.exclTax),
      csvAmount(figures.net.inclTax),
      ...types.flatMap((type) => {
        const amounts = figures.byType[type];
        return [
          String(amounts?.count ?? 0),
          csvAmount(amounts?.exclTax ?? 0),
          csvAmount(amounts?.inclTax ?? 0),
        ];
      }),
      String(figures.projects.published),
      String(figures.projects.signed),
      csvRate(signatureRate(figures.projects)),
    ].join(';');

  const total: Line = {
    ...report.totals,
    byType: Object.fromEntries(
      report.byType.map(({ type, count, exclTax, inclTax }) => [type, { count, exclTax, inclTax }]),
    ),
  };
  const lines = [
    header.join(';'),
    ...report.months.map((month) => line(csvMonth(month.key), month)),
    line('Total', total),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
