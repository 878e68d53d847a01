/**
 * ISO 8601 date-times with the Europe/Paris offset, as the real gateway sends them. Hand-rolled
 * (EU summer-time rule, civil-date arithmetic, no Date allocation) instead of a time-zone library:
 * the 100,000-user seed writes close to a million dates and must build in a few seconds.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const PAD2 = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** [year, month (1-12), day] of the last civilFromDays call: one shared array, no garbage per date. */
const CIVIL = [0, 0, 0];

/** Year, month (1-12) and day of a count of days since 1970-01-01 (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): void {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  CIVIL[2] = doy - Math.floor((153 * mp + 2) / 5) + 1;
  CIVIL[1] = mp < 10 ? mp + 3 : mp - 9;
  CIVIL[0] = yoe + era * 400 + (CIVIL[1] <= 2 ? 1 : 0);
}

/** Last Sunday of a month at 01:00 UTC: when the EU switches to or from summer time. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const summerTimeByYear = new Map<number, readonly [number, number]>();

function summerTime(year: number): readonly [number, number] {
  let range = summerTimeByYear.get(year);
  if (!range) {
    range = [lastSundayAtOneUtc(year, 2), lastSundayAtOneUtc(year, 9)];
    summerTimeByYear.set(year, range);
  }
  return range;
}

/** Minutes ahead of UTC in Paris at that instant: 60 in winter, 120 in summer. */
export function parisOffsetMinutes(ms: number): number {
  civilFromDays(Math.floor(ms / DAY_MS));
  const [start, end] = summerTime(CIVIL[0]);
  return ms >= start && ms < end ? 120 : 60;
}

// Char codes of `2020-03-03T10:00:00.000+01:00`; the digits are overwritten for each date.
const ISO_CODES = Array.from('0000-00-00T00:00:00.000+01:00', (char) => char.charCodeAt(0));
let lastMs = Number.NaN;
let lastIso = '';

function writePair(at: number, value: number): void {
  ISO_CODES[at] = 48 + Math.floor(value / 10);
  ISO_CODES[at + 1] = 48 + (value % 10);
}

/**
 * `2020-03-03T10:00:00.000+01:00`, written as one flat string: a template literal makes a tree
 * of ~15 string pieces per date, which at 100,000 users is a million dates and much of the
 * seed's memory and garbage-collection time. Consecutive calls for the same instant share the string.
 */
export function toIso(value: Date | number): string {
  const ms = typeof value === 'number' ? value : value.getTime();
  if (ms === lastMs) return lastIso;
  const offset = parisOffsetMinutes(ms);
  const local = ms + offset * MINUTE_MS;
  const days = Math.floor(local / DAY_MS);
  civilFromDays(days);
  let rest = local - days * DAY_MS;
  const hours = Math.floor(rest / HOUR_MS);
  rest -= hours * HOUR_MS;
  const minutes = Math.floor(rest / MINUTE_MS);
  rest -= minutes * MINUTE_MS;
  const seconds = Math.floor(rest / 1000);
  const millis = Math.floor(rest - seconds * 1000);
  writePair(0, Math.floor(CIVIL[0] / 100));
  writePair(2, CIVIL[0] % 100);
  writePair(5, CIVIL[1]);
  writePair(8, CIVIL[2]);
  writePair(11, hours);
  writePair(14, minutes);
  writePair(17, seconds);
  ISO_CODES[20] = 48 + Math.floor(millis / 100);
  writePair(21, millis % 100);
  ISO_CODES[25] = offset === 120 ? 50 : 49;
  lastMs = ms;
  lastIso = String.fromCharCode(...ISO_CODES);
  return lastIso;
}

/** `2020-03-03`: the Paris calendar day of an instant. */
export function toIsoDay(value: Date | number): string {
  return toIso(value).slice(0, 10);
}

/** The instant of a calendar day (yyyy-MM-dd) at the given Paris wall-clock hour. */
export function parisDayAt(day: string, hour = 0): Date {
  const utcGuess = Date.parse(`${day}T${PAD2[hour]}:00:00.000Z`);
  return new Date(utcGuess - parisOffsetMinutes(utcGuess) * MINUTE_MS);
}

export function addDays(value: Date | number, days: number): Date {
  return new Date((typeof value === 'number' ? value : value.getTime()) + days * DAY_MS);
}
