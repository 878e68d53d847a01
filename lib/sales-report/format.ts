/**
 * French texts of the sales report that the app's shared formatters do not give: months, plain
 * counts and the compact amounts of a chart axis. No locale data: server and browser agree.
 */
const NO_BREAK_SPACE = '\u00a0';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

const monthIndex = (key: string) => Number(key.slice(5, 7)) - 1;

/** 2019-03 → "mars 2019" */
export function monthLabel(key: string): string {
  return `${MONTHS[monthIndex(key)]} ${key.slice(0, 4)}`;
}

/** 2019-03 → "mars" (a chart axis, where the year is written once) */
export function shortMonthLabel(key: string): string {
  return SHORT_MONTHS[monthIndex(key)];
}

/** A Paris day as it is written (yyyy-MM-dd → dd/MM/yyyy), without going through an instant. */
export function frenchDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

function grouped(units: number): string {
  return String(units).replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
}

/** 12345 → "12 345" (no-break space). */
export function formatCount(value: number): string {
  return `${value < 0 ? '-' : ''}${grouped(Math.abs(Math.round(value)))}`;
}

/** An axis label: 0 € , 950 €, 12 k€, 1,2 M€. */
export function formatCompactEuros(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const decimal = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');
  if (size >= 1_000_000) return `${sign}${decimal(size / 1_000_000)}${NO_BREAK_SPACE}M€`;
  if (size >= 1_000) return `${sign}${decimal(size / 1_000)}${NO_BREAK_SPACE}k€`;
  return `${sign}${Math.round(size)}${NO_BREAK_SPACE}€`;
}
