const NO_BREAK_SPACE = '\u00a0';

/**
 * A euro amount written the French way, without Intl so server and browser print the same
 * characters: thousands grouped by a no-break space U+00A0 (not Intl's narrow U+202F), decimal
 * comma, and cents only when there are some: 1500 → "1 500", 1234.5 → "1 234,50".
 */
export function formatEuroAmount(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const units = Math.floor(cents / 100).toString();
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
  const rest = cents % 100;
  const sign = value < 0 && cents !== 0 ? '-' : '';
  return `${sign}${grouped}${rest === 0 ? '' : `,${rest.toString().padStart(2, '0')}`}`;
}

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
