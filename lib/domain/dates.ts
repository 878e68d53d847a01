/**
 * French display of the gateway's dates, always in the Paris zone whatever the server's zone,
 * and the serialisation the fake gateway uses.
 */
import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_ZONE } from './constants';

export type DateInput = string | Date | number | null | undefined;

function inParis(value: DateInput): TZDate | undefined {
  if (value == null || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? new TZDate(date.getTime(), TIME_ZONE) : undefined;
}

/**
 * dd/MM/yyyy in Europe/Paris. Missing or unparseable input gives '' so the caller picks the
 * placeholder (`formatDate(x) || '—'`).
 */
export function formatDate(value: DateInput): string {
  const date = inParis(value);
  return date ? format(date, DATE_FORMAT, { locale: fr }) : '';
}

/** dd/MM/yyyy HH:mm:ss in Europe/Paris; '' for missing or unparseable input. */
export function formatDateTime(value: DateInput): string {
  const date = inParis(value);
  return date ? format(date, DATE_TIME_FORMAT, { locale: fr }) : '';
}

/**
 * The wire form of a date: ISO 8601 with milliseconds and the Paris offset,
 * e.g. 2020-03-03T10:00:00.000+01:00. Throws on an invalid date: serialising one is a bug.
 */
export function toIsoWithOffset(value: Date | number | string): string {
  const date = inParis(value);
  if (!date) throw new RangeError(`Invalid date: ${String(value)}`);
  return format(date, "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
}
