import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { productCode, taxUnit } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import type { InvoiceLine, Tax } from '@/lib/domain/schemas';

export const INVOICE_LINE_HEADERS = [
  'Produit',
  'Montant HT',
  'Taxes',
  'Total des taxes',
  'Montant TTC',
  'Montant de référence',
  'Pourcentage de référence',
] as const;

/** "20 %" with the French decimal comma (5,5 %). */
export function formatRate(rate: number | null | undefined): string {
  if (rate == null || !Number.isFinite(rate)) return '';
  return `${String(rate).replace('.', ',')}\u00a0%`;
}

/** "TVA 20 % : 4,00 €": the unit, its rate and its amount. */
export function taxText(tax: Tax): string {
  return `${taxUnit.label(tax.type)} ${formatRate(tax.rate)} : ${formatEuros(tax.amount)}`;
}

const orDash = (text: string) => text || EMPTY_VALUE;

/** The lines of a provider invoice: what is billed, its taxes unit by unit, and its reference. */
export function InvoiceLines({ lines }: { lines: readonly InvoiceLine[] }) {
  const [PRODUCT, EXCL, TAXES, TAX_TOTAL, INCL, REFERENCE, PERCENTAGE] = INVOICE_LINE_HEADERS;
  return (
    <Table caption="Lignes de la facture">
      <THead>
        <tr>
          <Th>{PRODUCT}</Th>
          <Th numeric>{EXCL}</Th>
          <Th kind="amount">{TAXES}</Th>
          <Th numeric>{TAX_TOTAL}</Th>
          <Th numeric>{INCL}</Th>
          <Th numeric>{REFERENCE}</Th>
          <Th kind="count">{PERCENTAGE}</Th>
        </tr>
      </THead>
      <TBody>
        {lines.length === 0 ? (
          <TableEmptyRow colSpan={INVOICE_LINE_HEADERS.length}>Aucune ligne.</TableEmptyRow>
        ) : (
          lines.map((line, index) => (
            <Tr key={`${line.productCode}-${index}`}>
              <Td>{productCode.label(line.productCode)}</Td>
              <Td numeric>{formatEuros(line.amount.exclTax)}</Td>
              {/* "TVA 20 % : 146,84 €": each tax on one line, aligned with the amounts. */}
              <Td kind="amount">
                {line.amount.taxes.units.length === 0 ? (
                  EMPTY_VALUE
                ) : (
                  <ul className="flex flex-col gap-0.5">
                    {line.amount.taxes.units.map((tax, unit) => (
                      <li key={`${tax.type}-${unit}`}>{taxText(tax)}</li>
                    ))}
                  </ul>
                )}
              </Td>
              <Td numeric>{formatEuros(line.amount.taxes.total)}</Td>
              <Td numeric>{formatEuros(line.amount.inclTax)}</Td>
              <Td numeric>{orDash(formatEuros(line.metadata?.referenceAmount))}</Td>
              <Td kind="count">{orDash(formatRate(line.metadata?.referencePercentage))}</Td>
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}
