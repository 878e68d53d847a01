import { invalidForm } from '@/lib/action-result';
import { handleRoute } from '@/lib/auth/handle-route';
import { LIST_EXPORT_PARAM } from '@/lib/exports/download';
import { EXPORT_MESSAGES } from '@/lib/domain/export-texts';
import { exportRequest } from '@/lib/exports/request';
import type { GatewayStream } from '@/lib/gateway/http';
import { filenameFromContentDisposition, openReport } from '@/lib/gateway/reports';
import { reportType } from '@/lib/domain/enums';
import { outcomeOf } from '@/lib/journal/outcome';
import { JOURNAL_SUCCESS } from '@/lib/journal/types';
import { fileResponse, json } from '@/lib/route-responses';
import { exportListView } from './list-view';

export const dynamic = 'force-dynamic';

/**
 * GET ?report=INVOICES|INSURANCE_INVOICES&from=yyyy-MM-dd&to=yyyy-MM-dd: the report's CSV, piped
 * from GET /reports/… as it arrives (never held whole), so the gateway's URL and token stay on the
 * server. The runner checks the session and the role table (SUPPORT and FINANCE), for a list's
 * view too (`?list=`, ./list-view.ts). Refusals are JSON ActionResults for the exports form and the
 * lists' export buttons.
 */
export const GET = handleRoute(
  {
    route: 'exports',
    answers: 'result',
    business: true,
    failure: EXPORT_MESSAGES.failed,
    event: 'export read failed',
  },
  async (context) => {
    const { request, session } = context;
    if (request.nextUrl.searchParams.has(LIST_EXPORT_PARAM)) return exportListView(context);

    const query = exportRequest.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return json(400, invalidForm(query.error));
    const { report, from, to } = query.data;

    // Journaled once the gateway answered: what was exported, never the file itself.
    const exported = {
      action: 'exportReport',
      details: `${reportType.label(report)} du ${from} au ${to}`,
    } as const;
    let content: GatewayStream;
    try {
      content = await openReport(session.token, report, { from, to }, { signal: request.signal });
    } catch (error) {
      await context.journal({ ...exported, outcome: outcomeOf(error) });
      throw error;
    }
    await context.journal({ ...exported, outcome: JOURNAL_SUCCESS });

    return fileResponse(content.body, {
      type: 'text/csv; charset=utf-8',
      filename: filenameFromContentDisposition(content.headers.get('content-disposition')),
      length: content.headers.get('content-length'),
    });
  },
);
