import { TZDate } from '@date-fns/tz';
// One module each, not the package's index: a unit test file that reaches this module would
// otherwise load the whole library (the production build keeps only these either way).
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { TIME_ZONE } from './constants';

/**
 * The calendar day of an instant in Europe/Paris, as the yyyy-MM-dd the gateway's day fields and
 * <input type="date"> take; '' for missing or unparseable input.
 */
export function parisDay(value: string | Date | number | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  // A TZDate prints its own zone's wall clock, whatever the zone of the machine.
  return isValid(date) ? new TZDate(date.getTime(), TIME_ZONE).toISOString().slice(0, 10) : '';
}

/** Today in Paris (yyyy-MM-dd), e.g. the default of a signature date. */
export function todayInParis(now: Date = new Date()): string {
  return parisDay(now);
}

/** The Paris day `days` calendar days before today in Paris: counted on Paris's calendar, so a DST change moves nothing. */
export function parisDaysAgo(days: number, now: Date = new Date()): string {
  return parisDay(subDays(new TZDate(now.getTime(), TIME_ZONE), days));
}
