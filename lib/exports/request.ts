/**
 * What the exports screen asks for: a report and a period. One schema for the form in the browser
 * and the query of the route handler that streams the file (app/api/exports/route.ts), so both
 * refuse the same periods with the same SPEC §5 messages. The form imports it on first validation
 * (it holds zod); what the browser needs at once is in ./download.
 */
import { z } from 'zod';
import { reportType } from '@/lib/domain/enums';
import { parisDay } from '@/lib/domain/days';
import { requiredDate, WORKS_DATES_MESSAGES } from '@/lib/domain/rules/date';

export const REPORT_REQUIRED_MESSAGE = 'Merci de choisir un export.';

/**
 * The report and its period, both days included (Paris days). The end may be the start's day but
 * not before it, with the SPEC §5 dates message; the output gives the days as yyyy-MM-dd, the
 * gateway's `from` and `to`.
 */
export const exportRequest = z
  .object({
    report: z.enum(reportType.values, { error: REPORT_REQUIRED_MESSAGE }),
    from: requiredDate('date de début'),
    to: requiredDate('date de fin'),
  })
  .refine(({ from, to }) => parisDay(to) >= parisDay(from), {
    error: WORKS_DATES_MESSAGES.endBeforeStart,
    path: ['to'],
  })
  .transform(({ report, from, to }) => ({ report, from: parisDay(from), to: parisDay(to) }));
export type ExportRequestInput = z.input<typeof exportRequest>;
export type ExportRequest = z.output<typeof exportRequest>;

/** The calendar month before `today` (yyyy-MM-dd), first and last day: what finance exports most. */
export function previousMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 2, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}
