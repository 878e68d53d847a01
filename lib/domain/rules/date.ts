import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { TIME_ZONE } from '@/lib/domain/constants';
import { parisDateTime, toIsoWithOffset } from '@/lib/domain/dates';
import { DATE_MESSAGES, TIME_MESSAGES, WORKS_DATES_MESSAGES } from './date-messages';
import { fail, isBlank, pass, rule, type RuleResult } from './shared';

export { DATE_MESSAGES, TIME_MESSAGES, WORKS_DATES_MESSAGES };

/** What a date field may hold: a Date (a date picker) or the yyyy-MM-dd text of <input type="date">. */
export type DateInput = Date | string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * yyyy-MM-dd is read as midnight in Europe/Paris (a TZDate), whatever the zone of the machine
 * running the rule, so browser and server agree on the instant. Impossible days (2020-02-30)
 * are refused rather than rolled over.
 */
function readDate(value: unknown): RuleResult<Date> {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? fail(DATE_MESSAGES.invalid) : pass(value);
  if (typeof value !== 'string') return fail(DATE_MESSAGES.invalid);
  const match = DAY_PATTERN.exec(value.trim());
  if (!match) return fail(DATE_MESSAGES.invalid);
  const [year, month, day] = match.slice(1).map(Number);
  const date = new TZDate(year, month - 1, day, TIME_ZONE);
  const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return sameDay ? pass(date) : fail(DATE_MESSAGES.invalid);
}

export function requiredDate(label: string) {
  return rule<DateInput, Date>((value) =>
    isBlank(value) ? fail(DATE_MESSAGES.required(label)) : readDate(value),
  ).describe(label);
}

/**
 * An empty field parses to undefined; the label only describes the schema, no message uses it.
 * `.optional()` lets an object leave the key out altogether.
 */
export function optionalDate(label: string) {
  return rule<DateInput, Date | undefined>((value) => (isBlank(value) ? pass(undefined) : readDate(value)))
    .optional()
    .describe(label);
}

/** The calendar day of an instant in Europe/Paris, as yyyy-MM-dd, which sorts like the days. */
const parisDay = (date: Date) => new TZDate(date.getTime(), TIME_ZONE).toISOString().slice(0, 10);

/**
 * Start and end of the works, both optional. When both are given the end may be the same day as
 * the start but not before it (days compared in Europe/Paris, so hours never matter).
 */
export const worksDates = z
  .object({
    startDate: optionalDate('date de début'),
    endDate: optionalDate('date de fin'),
  })
  .refine(({ startDate, endDate }) => !startDate || !endDate || parisDay(endDate) >= parisDay(startDate), {
    error: WORKS_DATES_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });

/** What a pair of day and time inputs holds: yyyy-MM-dd and HH:mm, or blanks. */
export interface DateTimeInput {
  day: string;
  time: string;
}

/**
 * An optional instant typed in two inputs, a day and a time, read in Europe/Paris: both blank
 * parse to undefined, otherwise to the ISO date-time with the Paris offset the gateway expects.
 * A missing or wrong half is reported under its own input (`day` or `time`).
 * Labels: the day's takes "la" ("date du rendez-vous"), the time's "l'" ("heure du rendez-vous").
 */
export function optionalDateTime(labels: { day: string; time: string }) {
  return z.object({ day: z.string(), time: z.string() }).transform((value, ctx): string | undefined => {
    const issue = (field: keyof DateTimeInput, message: string) => {
      ctx.issues.push({ code: 'custom', message, input: value[field], path: [field] });
      return z.NEVER;
    };
    const dayBlank = isBlank(value.day);
    const timeBlank = isBlank(value.time);
    if (dayBlank && timeBlank) return undefined;
    if (dayBlank) return issue('day', DATE_MESSAGES.required(labels.day));
    const day = readDate(value.day);
    if (!day.ok) return issue('day', day.message);
    if (timeBlank) return issue('time', TIME_MESSAGES.required(labels.time));
    if (!/^\d{2}:\d{2}$/.test(value.time.trim())) return issue('time', TIME_MESSAGES.invalid);
    const at = parisDateTime(value.day, value.time);
    if (at) return toIsoWithOffset(at);
    const [hours, minutes] = value.time.trim().split(':').map(Number);
    return issue('time', hours > 23 || minutes > 59 ? TIME_MESSAGES.invalid : TIME_MESSAGES.skipped);
  });
}
