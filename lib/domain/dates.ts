/**
 * French display of the gateway's dates, always in the Paris zone whatever the server's zone,
 * and the serialisation the fake gateway uses. Every list and record table formats its dates in the
 * browser too, so this module leans on the platform (Date, Intl) alone: date-fns and @date-fns/tz
 * would add about 3 kB gzipped to those pages' first load.
 */
import { TIME_ZONE } from './constants';

export type DateInput = string | Date | number | null | undefined;

// What date-fns `parseISO` read of the gateway's forms: a day, optionally a time with seconds and
// their fraction, optionally an offset. Without an offset the time is the machine's, as parseISO had it.
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function parseIso(text: string): Date | undefined {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const millis = match[7] ? Math.trunc(Number(`0.${match[7]}`) * 1000) : 0;
  const zone = match[8];
  const timeOk =
    hours === 24
      ? minutes === 0 && seconds === 0 && millis === 0
      : hours < 24 && minutes < 60 && seconds < 60;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || !timeOk) return undefined;
  if (!zone) {
    const local = new Date(0);
    local.setFullYear(year, month - 1, day);
    local.setHours(hours, minutes, seconds, millis);
    return local;
  }
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hours, minutes, seconds, millis);
  return new Date(utc.getTime() - zoneMinutes(zone) * 60_000);
}

const ZONE = /^([+-])(\d{2}):?(\d{2})?$/;

/** "Z", "+01:00", "-0530" or "+02" in minutes east of UTC. */
function zoneMinutes(zone: string): number {
  const match = ZONE.exec(zone);
  if (!match) return 0;
  const total = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -total : total;
}

function toDate(value: DateInput): Date | undefined {
  if (value == null || value === '') return undefined;
  const date = typeof value === 'string' ? parseIso(value) : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

let offsetFormat: Intl.DateTimeFormat | undefined;

/** What Intl says Paris's offset is at that instant. */
function formattedOffset(date: Date): number {
  // "3/3/2020, GMT+01:00"; an offset of zero reads "GMT" alone.
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });
  const zone = offsetFormat.format(date).split('GMT')[1];
  return zone ? zoneMinutes(zone) : 0;
}

const DAY_MS = 86_400_000;
/** Past this many days kept, the offsets are read again: a list's dates span far fewer. */
const MAX_KEPT_DAYS = 5_000;
const offsetsByDay = new Map<number, number>();

/**
 * Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). Asking Intl costs
 * about 8 µs, 40 times in a list of 20 invoices, so the offset of each UTC day is kept once its
 * first and last instants agree; a day on which the clocks change is read instant by instant.
 */
function parisOffset(date: Date): number {
  const day = Math.floor(date.getTime() / DAY_MS);
  const kept = offsetsByDay.get(day);
  if (kept !== undefined) return kept;
  const start = formattedOffset(new Date(day * DAY_MS));
  if (start !== formattedOffset(new Date((day + 1) * DAY_MS - 1))) return formattedOffset(date);
  if (offsetsByDay.size >= MAX_KEPT_DAYS) offsetsByDay.clear();
  offsetsByDay.set(day, start);
  return start;
}

/*
 * Display shifts the instant by the Paris offset of that instant and reads the UTC fields, instead
 * of formatting with a time-zone library: that cost ~100 µs a call on the benchmark machine, the
 * largest cost of our own code in a 20-row list, against ~12 µs here (less once its day is known,
 * see parisOffset). No locale data is involved, so server and browser print the same text.
 */
function wallClockInParis(value: DateInput): Date | undefined {
  const date = toDate(value);
  return date ? new Date(date.getTime() + parisOffset(date) * 60_000) : undefined;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const dayOf = (at: Date) =>
  `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCFullYear(), 4)}`;

/**
 * dd/MM/yyyy in Europe/Paris. Missing or unparseable input gives '' so the caller picks the
 * placeholder (`formatDate(x) || '—'`).
 */
export function formatDate(value: DateInput): string {
  const at = wallClockInParis(value);
  return at ? dayOf(at) : '';
}

/** dd/MM/yyyy HH:mm:ss in Europe/Paris; '' for missing or unparseable input. */
export function formatDateTime(value: DateInput): string {
  const at = wallClockInParis(value);
  return at
    ? `${dayOf(at)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
    : '';
}

/** The hour and minutes in Europe/Paris as French writes them ("9 h 05"); '' for missing or unparseable input. */
export function formatTimeOfDay(value: DateInput): string {
  const at = wallClockInParis(value);
  return at ? `${at.getUTCHours()} h ${pad(at.getUTCMinutes())}` : '';
}

/**
 * The wire form of a date: ISO 8601 with milliseconds and the Paris offset,
 * e.g. 2020-03-03T10:00:00.000+01:00. Throws on an invalid date: serialising one is a bug.
 */
export function toIsoWithOffset(value: Date | number | string): string {
  const date = toDate(value);
  if (!date) throw new RangeError(`Invalid date: ${String(value)}`);
  const offset = parisOffset(date);
  const at = new Date(date.getTime() + offset * 60_000);
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return (
    `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}` +
    `.${pad(at.getUTCMilliseconds(), 3)}${zone}`
  );
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * The instant a Paris wall clock shows at `day` (yyyy-MM-dd, as <input type="date"> gives it) and
 * `time` (HH:mm, as <input type="time"> gives it), whatever the zone of the machine. Undefined for
 * malformed text, an impossible day or hour (2020-02-30, 24:00), and an hour the spring clock change
 * skips (2020-03-29 02:30): refused rather than silently moved.
 */
export function parisDateTime(day: string, time: string): Date | undefined {
  const dayMatch = DAY_PATTERN.exec(day.trim());
  const timeMatch = TIME_PATTERN.exec(time.trim());
  if (!dayMatch || !timeMatch) return undefined;
  const [year, month, date] = dayMatch.slice(1).map(Number);
  const [hours, minutes] = timeMatch.slice(1).map(Number);
  if (hours > 23 || minutes > 59) return undefined;
  // The Paris offset at the wall clock read as UTC, then at the instant it gives: the second guess is
  // right on both sides of a clock change, and a skipped hour does not read back the same.
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, date);
  wall.setUTCHours(hours, minutes);
  const asUtc = wall.getTime();
  const guess = asUtc - parisOffset(new Date(asUtc)) * 60_000;
  const at = new Date(asUtc - parisOffset(new Date(guess)) * 60_000);
  const shown = toParisDayAndTime(at);
  return shown?.day === day.trim() && shown.time === time.trim() ? at : undefined;
}

/** `parisDateTime` in the gateway's wire form (ISO 8601 with the Paris offset); undefined when invalid. */
export function parisDateTimeToIso(day: string, time: string): string | undefined {
  const at = parisDateTime(day, time);
  return at ? toIsoWithOffset(at) : undefined;
}

/**
 * The reverse, for prefilling date and time inputs: the day (yyyy-MM-dd) and minute (HH:mm) a Paris
 * wall clock shows at that instant. Seconds are dropped, as the inputs have none.
 */
export function toParisDayAndTime(value: DateInput): { day: string; time: string } | undefined {
  const at = wallClockInParis(value);
  if (!at) return undefined;
  return {
    day: `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`,
  };
}

// An ISO day, optionally with its time and offset, as the journal's older details hold them.
const ISO_IN_TEXT = /\b(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;

/**
 * A sentence with its ISO dates written the French way: "Signé le 2020-03-03" reads "Signé le
 * 03/03/2020"; a date with a time reads as `formatDateTime` in Paris. A day alone is rewritten as
 * written (it is a calendar day, not an instant to move into a zone).
 */
export function frenchDatesIn(text: string): string {
  return text.replace(ISO_IN_TEXT, (match, year: string, month: string, day: string, time?: string) => {
    if (!time) return `${day}/${month}/${year}`;
    return formatDateTime(match) || match;
  });
}
