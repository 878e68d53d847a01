import { type NextRequest } from 'next/server';
import {
  canAccessRoute,
  LOGOUT_PATH,
  loginUrlFor,
  pathFor,
  REDIRECT_PARAM,
  safeRedirect,
} from '@/lib/access';
import { SESSION_NOTICE_PARAM } from '@/lib/auth/notices';
import { getSession } from '@/lib/auth/session';
import { contentDisposition } from '@/lib/content-disposition';
import { businessErrorMessage, DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { AuthenticationError, GatewayError } from '@/lib/gateway/errors';
import { salesCsvFilename, salesReportCsv } from '@/lib/sales-report/csv';
import { loadSalesReport } from '@/lib/sales-report/load';
import { readPeriod } from '@/lib/sales-report/period';
import { NO_STORE, plainText, seeOther } from '@/lib/route-responses';
import { errorFields, log } from '@/lib/log';

export const dynamic = 'force-dynamic';

/**
 * GET ?from=yyyy-MM-dd&to=yyyy-MM-dd: the figures of the sales report page as a CSV file. The
 * proxy lets /api/ paths through, so the role check of the page is made here again.
 */
export async function GET(request: NextRequest) {
  const params = Object.fromEntries(request.nextUrl.searchParams);
  // The report with the same period is where a stale session comes back to.
  const reportPath =
    safeRedirect(`${pathFor('salesReport')}?${request.nextUrl.searchParams}`) ?? pathFor('salesReport');

  const session = await getSession();
  if (!session) return seeOther(loginUrlFor(reportPath));
  if (!canAccessRoute(session.user.roles, 'salesReport'))
    return plainText(403, businessErrorMessage('FORBIDDEN'));

  const { period, errors } = readPeriod(params);
  if (!period) return plainText(400, errors.from ?? errors.to ?? DEFAULT_ERROR_MESSAGE);

  let csv: string;
  try {
    csv = salesReportCsv(await loadSalesReport(session, period));
  } catch (error) {
    if (error instanceof AuthenticationError) {
      // SPEC §8: a 401/403 of the gateway ends the session; the login page says why.
      const query = new URLSearchParams({ [SESSION_NOTICE_PARAM]: 'expired', [REDIRECT_PARAM]: reportPath });
      return seeOther(`${LOGOUT_PATH}?${query}`);
    }
    if (!(error instanceof GatewayError)) throw error;
    log('error', 'sales report read failed', { error: errorFields(error) });
    return plainText(502, DEFAULT_ERROR_MESSAGE);
  }
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition('attachment', salesCsvFilename(period)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': NO_STORE,
    },
  });
}
