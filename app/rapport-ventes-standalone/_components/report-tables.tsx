import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { invoiceType } from '@/lib/domain/enums';
import { formatEuros, formatShare } from '@/lib/domain/money';
import { signatureRate, type SalesReport } from '@/lib/sales-report/aggregate';
import { formatCount, monthLabel } from '@/lib/sales-report/format';

export const MONTH_TABLE_HEADERS = [
  'Mois',
  'Factures',
  'HT facturé',
  'Avoirs',
  'HT des avoirs',
  'HT net',
  'TTC net',
  'Projets publiés',
  'Projets signés',
  'Taux de signature',
] as const;

/** Separate cells carry the row's borders (the shared table keeps its sticky cells' borders so). */
const RULE_ABOVE = '[&>td]:border-t-2 [&>td]:border-t-border-strong';
const TOTAL_ROW = `${RULE_ABOVE} bg-surface-muted font-semibold`;
/** Denser on paper, and never cut by the screen's horizontal scroll. */
const TABLE =
  'text-[13px] print:text-[9.5px] print:[&_td]:px-2 print:[&_td]:py-0.5 print:[&_th]:px-2 print:[&_th]:py-1';
const CONTAINER = 'print:overflow-visible';

/** One line per month and the total: the figures behind both charts. */
export function MonthTable({ report }: { report: SalesReport }) {
  const rows = [
    ...report.months.map((month) => ({ key: month.key, label: monthLabel(month.key), figures: month })),
    { key: 'total', label: 'Total', figures: report.totals },
  ];
  return (
    <Table caption="Chiffres par mois" className={TABLE} containerClassName={CONTAINER}>
      <THead>
        <tr>
          {MONTH_TABLE_HEADERS.map((header, index) => (
            <Th key={header} numeric={index > 0} className="!whitespace-normal">
              {header}
            </Th>
          ))}
        </tr>
      </THead>
      <TBody>
        {rows.map(({ key, label, figures }) => (
          <Tr key={key} className={key === 'total' ? TOTAL_ROW : undefined}>
            <Td kind="date">{label}</Td>
            <Td kind="count">{formatCount(figures.invoices.count)}</Td>
            <Td numeric>{formatEuros(figures.invoices.exclTax)}</Td>
            <Td kind="count">{formatCount(figures.creditNotes.count)}</Td>
            <Td numeric>{formatEuros(-figures.creditNotes.exclTax)}</Td>
            <Td numeric>{formatEuros(figures.net.exclTax)}</Td>
            <Td numeric>{formatEuros(figures.net.inclTax)}</Td>
            <Td kind="count">{formatCount(figures.projects.published)}</Td>
            <Td kind="count">{formatCount(figures.projects.signed)}</Td>
            <Td kind="count">{formatShare(signatureRate(figures.projects)) || '—'}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** The period's invoices per type, credit notes as negative lines, and the net total. */
export function TypeTable({ report }: { report: SalesReport }) {
  const { invoices, creditNotes, net } = report.totals;
  return (
    <Table caption="Chiffres par type de facture" className={TABLE} containerClassName={CONTAINER}>
      <THead>
        <tr>
          <Th>Type</Th>
          <Th kind="count">Nombre</Th>
          <Th numeric>Montant HT</Th>
          <Th numeric>Montant TTC</Th>
        </tr>
      </THead>
      <TBody>
        {report.byType.map((entry) => (
          <Tr key={entry.type}>
            <Td>{invoiceType.label(entry.type)}</Td>
            <Td kind="count">{formatCount(entry.count)}</Td>
            <Td numeric>{formatEuros(entry.exclTax)}</Td>
            <Td numeric>{formatEuros(entry.inclTax)}</Td>
          </Tr>
        ))}
        <Tr className={RULE_ABOVE}>
          <Td>Total des factures</Td>
          <Td kind="count">{formatCount(invoices.count)}</Td>
          <Td numeric>{formatEuros(invoices.exclTax)}</Td>
          <Td numeric>{formatEuros(invoices.inclTax)}</Td>
        </Tr>
        <Tr>
          <Td>Total des avoirs</Td>
          <Td kind="count">{formatCount(creditNotes.count)}</Td>
          <Td numeric>{formatEuros(-creditNotes.exclTax)}</Td>
          <Td numeric>{formatEuros(-creditNotes.inclTax)}</Td>
        </Tr>
        <Tr className={TOTAL_ROW}>
          <Td>Total net</Td>
          <Td numeric />
          <Td numeric>{formatEuros(net.exclTax)}</Td>
          <Td numeric>{formatEuros(net.inclTax)}</Td>
        </Tr>
      </TBody>
    </Table>
  );
}
