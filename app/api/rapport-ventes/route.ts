import { pathFor, safeRedirect } from '@/lib/access';
import { handleRoute } from '@/lib/auth/handle-route';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { salesCsvFilename, salesReportCsv } from '@/lib/sales-report/csv';
import { loadSalesReport } from '@/lib/sales-report/load';
import { readPeriod } from '@/lib/sales-report/period';
import { fileResponse, plainText } from '@/lib/route-responses';

export const dynamic = 'force-dynamic';

/**
 * GET ?from=yyyy-MM-dd&to=yyyy-MM-dd: the figures of the sales report page as a CSV file, for the
 * page's roles (the runner checks them).
 */
export const GET = handleRoute(
  (_params, request) => ({
    route: 'salesReport',
    // The report with the same period is where a stale session comes back to.
    page: safeRedirect(`${pathFor('salesReport')}?${request.nextUrl.searchParams}`) ?? pathFor('salesReport'),
    answers: 'file',
    event: 'sales report read failed',
  }),
  async ({ request, session }) => {
    const { period, errors } = readPeriod(Object.fromEntries(request.nextUrl.searchParams));
    if (!period) return plainText(400, errors.from ?? errors.to ?? DEFAULT_ERROR_MESSAGE);
    return fileResponse(salesReportCsv(await loadSalesReport(session, period)), {
      type: 'text/csv; charset=utf-8',
      filename: salesCsvFilename(period),
    });
  },
);
