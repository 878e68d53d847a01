import { BACKGROUND_HEADERS } from '@/lib/domain/background-request';

/** Where the browser sends its reports (a same-origin route handler; the gateway stays hidden). */
export const REPORT_PATH = '/api/log';

export const REPORT_LIMITS = {
  message: 2_000,
  stack: 20_000,
  digest: 100,
  path: 2_048,
  body: 32_768,
} as const;

/**
 * What the browser may report: a 404 it shows or a crash a boundary caught. The endpoint checks it
 * with ./browser-report-schema.ts; this file stays free of zod because every page's error and 404
 * boundaries load it.
 */
export type BrowserReport =
  | { kind: 'not-found'; path: string }
  | { kind: 'runtime'; message: string; stack?: string; digest?: string; path?: string };

/**
 * The report of what a boundary caught, cut to the limits so it always fits the endpoint's body
 * cap; a thrown non-Error still gets a readable message.
 */
export function crashReportOf(error: unknown, path: string): BrowserReport {
  const where = path.slice(0, REPORT_LIMITS.path);
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: unknown }).digest;
    return {
      kind: 'runtime',
      message: (error.message || error.name || 'Error').slice(0, REPORT_LIMITS.message),
      stack: error.stack?.slice(0, REPORT_LIMITS.stack),
      digest: typeof digest === 'string' ? digest.slice(0, REPORT_LIMITS.digest) : undefined,
      path: where,
    };
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return {
    kind: 'runtime',
    message: (message || 'Unknown error').slice(0, REPORT_LIMITS.message),
    path: where,
  };
}

/** Sends a report from the browser; it never fails the screen that sends it. */
export function sendBrowserReport(report: BrowserReport): void {
  const body = JSON.stringify(report);
  // keepalive lets the report leave even when the user navigates away at once.
  void fetch(REPORT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...BACKGROUND_HEADERS },
    body,
    keepalive: body.length < 60_000,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
