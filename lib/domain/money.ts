import { formatEuroAmount } from './rules/invoice-amount';

const NO_BREAK_SPACE = '\u00a0';

/**
 * An amount as the record pages show it: French grouping, always two decimals and the euro sign,
 * "1 234,50 €" (no-break spaces, so the figure never wraps). '' for a missing value, so the
 * description list shows its dash.
 */
export function formatEuros(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  const text = formatEuroAmount(value);
  const withCents = text.includes(',') ? text : `${text},00`;
  return `${withCents}${NO_BREAK_SPACE}€`;
}

/** A share as a percentage: 0.425 → "42,5 %", 1 → "100 %"; '' for a missing value. */
export function formatShare(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  const percent = Math.round(value * 1000) / 10;
  return `${String(percent).replace('.', ',')}${NO_BREAK_SPACE}%`;
}
