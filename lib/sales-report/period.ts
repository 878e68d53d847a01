/**
 * The period of the sales report: two Paris days in the URL (`?from=yyyy-MM-dd&to=yyyy-MM-dd`,
 * both included), the last 12 months by default, and the calendar months it spans.
 */
import { parisDay, todayInParis } from '@/lib/domain/days';
import { DATE_MESSAGES, requiredDate, WORKS_DATES_MESSAGES } from '@/lib/domain/rules/date';

export interface Period {
  /** First day, yyyy-MM-dd (Paris). */
  from: string;
  /** Last day, included. */
  to: string;
}

/** The default: the current month and the 11 before it, up to today. */
export const DEFAULT_MONTHS = 12;
/** Keeps one report to a readable chart and a bounded read of the gateway. */
export const MAX_MONTHS = 36;

export const PERIOD_MESSAGES = {
  fromRequired: DATE_MESSAGES.required('date de début'),
  toRequired: DATE_MESSAGES.required('date de fin'),
  invalid: DATE_MESSAGES.invalid,
  endBeforeStart: WORKS_DATES_MESSAGES.endBeforeStart,
  tooLong: `La période ne peut pas dépasser ${MAX_MONTHS} mois.`,
} as const;

export interface PeriodInput {
  /** What the URL holds, to put back in the form. */
  values: { from: string; to: string };
  /** The period to report on, when the input is valid. */
  period: Period | null;
  errors: { from?: string; to?: string };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month `offset` months after the month of `day` (yyyy-MM). */
export function shiftMonth(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Last day of a month (yyyy-MM-dd). */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  // Day 0 of the next month is the last of this one; UTC, so no zone can move it.
  return `${month}-${pad(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate())}`;
}

export function defaultPeriod(today: string = todayInParis()): Period {
  const month = today.slice(0, 7);
  return { from: `${shiftMonth(month, -(DEFAULT_MONTHS - 1))}-01`, to: today };
}

export interface ReportMonth {
  /** yyyy-MM */
  key: string;
  /** The month's days inside the period (the first and last months may be partial). */
  from: string;
  to: string;
}

/** The calendar months the period spans, oldest first, each clipped to the period. */
export function monthsOf(period: Period): ReportMonth[] {
  const months: ReportMonth[] = [];
  const last = period.to.slice(0, 7);
  for (let key = period.from.slice(0, 7); key <= last; key = shiftMonth(key, 1)) {
    const end = lastDayOf(key);
    months.push({
      key,
      from: key === period.from.slice(0, 7) ? period.from : `${key}-01`,
      to: end > period.to ? period.to : end,
    });
  }
  return months;
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function readDay(value: string, label: string): { day?: string; error?: string } {
  const result = requiredDate(label).safeParse(value);
  return result.success ? { day: parisDay(result.data) } : { error: result.error.issues[0]?.message };
}

/**
 * The period named by the URL's `from` and `to`, with the SPEC §5 date messages: both missing is
 * the default period; one missing, a malformed day, an end before the start or a period longer
 * than MAX_MONTHS is refused with its message under the field.
 */
export function readPeriod(
  params: Record<string, string | string[] | undefined>,
  today: string = todayInParis(),
): PeriodInput {
  const raw = { from: first(params.from), to: first(params.to) };
  if (!raw.from && !raw.to) {
    const period = defaultPeriod(today);
    return { values: { ...period }, period, errors: {} };
  }
  const from = readDay(raw.from, 'date de début');
  const to = readDay(raw.to, 'date de fin');
  const errors: PeriodInput['errors'] = {};
  if (from.error) errors.from = from.error;
  if (to.error) errors.to = to.error;
  if (from.day && to.day) {
    if (to.day < from.day) errors.to = PERIOD_MESSAGES.endBeforeStart;
    else if (monthsOf({ from: from.day, to: to.day }).length > MAX_MONTHS)
      errors.to = PERIOD_MESSAGES.tooLong;
  }
  const period = errors.from || errors.to || !from.day || !to.day ? null : { from: from.day, to: to.day };
  return { values: raw, period, errors };
}

/** The query string of a period, for links (the CSV) and the form. */
export function periodQuery(period: Period): string {
  return new URLSearchParams({ from: period.from, to: period.to }).toString();
}
