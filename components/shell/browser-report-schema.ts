import { z } from 'zod';
import { REPORT_LIMITS, type BrowserReport } from './browser-report';

const cut = (max: number) => (value: string) => value.slice(0, max);
/** What the browser sends as a path is `location.pathname`: anything else is not one of our reports. */
const pathname = z.string().startsWith('/').transform(cut(REPORT_LIMITS.path));

/**
 * What the browser may report: a 404 it shows ("Not found error") or a crash a boundary caught
 * ("Browser runtime error"). Long texts are cut rather than refused, so no report is lost to its size.
 */
export const browserReportSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('not-found'),
    path: pathname,
  }),
  z.object({
    kind: z.literal('runtime'),
    message: z.string().transform(cut(REPORT_LIMITS.message)),
    stack: z.string().transform(cut(REPORT_LIMITS.stack)).optional(),
    digest: z.string().max(REPORT_LIMITS.digest).optional(),
    path: pathname.optional(),
  }),
]);

// The browser's type and the endpoint's schema must describe the same reports.
export type BrowserReportInput = z.input<typeof browserReportSchema>;
const sameReports: [BrowserReport, BrowserReportInput] extends [BrowserReportInput, BrowserReport]
  ? true
  : never = true;
void sameReports;
