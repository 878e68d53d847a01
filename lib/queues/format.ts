import { formatDate, toParisDayAndTime, type DateInput } from '@/lib/domain/dates';

/* How a claim's times read: « depuis 10 h 42 », « 1 h 05 ». Paris time, as everywhere in the app. */

/** « depuis 10 h 42 » today, « depuis le 25/11/2026 à 10 h 42 » before. */
export function claimedSince(at: DateInput, now: Date = new Date()): string {
  const when = toParisDayAndTime(at);
  if (!when) return '';
  const time = when.time.replace(':', ' h ');
  return when.day === toParisDayAndTime(now)?.day
    ? `depuis ${time}`
    : `depuis le ${formatDate(at)} à ${time}`;
}

/** A duration as staff say it: « moins d'une minute », « 12 min », « 1 h 05 », « 3 j 4 h », « 12 j ». */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return "moins d'une minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')}`;
  const days = Math.floor(hours / 24);
  // Past a week the hours no longer tell staff anything.
  return days < 7 ? `${days} j ${hours % 24} h` : `${days} j`;
}

/** The seconds from `from` to `now`, or null for a missing date. */
export function secondsSince(from: DateInput, now: Date = new Date()): number | null {
  if (from == null || from === '') return null;
  const start = new Date(from).getTime();
  return Number.isNaN(start) ? null : Math.max(0, (now.getTime() - start) / 1000);
}
