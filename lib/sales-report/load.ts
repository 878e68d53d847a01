import 'server-only';
import type { Session } from '@/lib/auth/session';
import { reportType } from '@/lib/domain/enums';
import { listProjects } from '@/lib/gateway/projects';
import { getReport } from '@/lib/gateway/reports';
import { SalesReportBuilder, type ProjectFigures, type SalesReport } from './aggregate';
import { InvoiceReportReader } from './invoice-csv';
import { monthsOf, type Period } from './period';

/** Project counts asked at once: enough to overlap the calls without flooding the gateway. */
const PROJECT_CALLS_AT_ONCE = 6;

/** What "signed" means in the report: the project reached a signed quote (SIGNED, then FINISHED). */
export const SIGNED_PROJECT_STATUSES = ['SIGNED', 'FINISHED'] as const;

async function mapAtMost<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Per month, the projects published then and, of those, the ones signed today. The project list
 * gives no signature date, so this is a cohort count (docs/decisions.md); each figure is the
 * `total` of a one-item page.
 */
async function projectFigures(session: Session, period: Period): Promise<ProjectFigures[]> {
  const months = monthsOf(period);
  const statuses = [undefined, ...SIGNED_PROJECT_STATUSES];
  const calls = months.flatMap((month) => statuses.map((status) => ({ month, status })));
  const totals = await mapAtMost(calls, PROJECT_CALLS_AT_ONCE, async ({ month, status }) => {
    const page = await listProjects(session.token, {
      size: 1,
      publishedFrom: month.from,
      publishedTo: month.to,
      status,
    });
    return page.total;
  });
  return months.map((_, index) => {
    const [published, ...signed] = totals.slice(index * statuses.length, (index + 1) * statuses.length);
    return { published, signed: signed.reduce((sum, count) => sum + count, 0) };
  });
}

/**
 * The report of a period: both invoice reports of the gateway (all the provider invoices of the
 * period in two calls, whatever their number) and the project counts, read together.
 */
export async function loadSalesReport(session: Session, period: Period): Promise<SalesReport> {
  const builder = new SalesReportBuilder(period);
  const invoices = reportType.values.map(async (type) => {
    const { data } = await getReport(session.token, type, period);
    const reader = new InvoiceReportReader((row) => builder.add(row));
    reader.push(data);
    reader.end();
  });
  const [projects] = await Promise.all([projectFigures(session, period), ...invoices]);
  return builder.build(projects);
}
