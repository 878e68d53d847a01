import { type NextRequest } from 'next/server';
import { canAccessRoute, loginUrlFor, pathFor } from '@/lib/access';
import { invalidForm, sessionExpired } from '@/lib/action-result';
import { sessionFor } from '@/lib/auth/session';
import { contentDisposition } from '@/lib/content-disposition';
import { businessErrorMessage } from '@/lib/domain/errors';
import { LIST_EXPORT_PARAM } from '@/lib/exports/download';
import { exportRequest } from '@/lib/exports/request';
import type { GatewayStream } from '@/lib/gateway/http';
import { filenameFromContentDisposition, openReport } from '@/lib/gateway/reports';
import { reportType } from '@/lib/domain/enums';
import { outcomeOf } from '@/lib/journal/outcome';
import { journalAction } from '@/lib/journal/record';
import { JOURNAL_SUCCESS } from '@/lib/journal/types';
import { NO_STORE } from '@/lib/route-responses';
import { exportListView } from './list-view';
import { failure, refusal } from './refusals';

export const dynamic = 'force-dynamic';

/**
 * GET ?report=INVOICES|INSURANCE_INVOICES&from=yyyy-MM-dd&to=yyyy-MM-dd: the report's CSV, piped
 * from GET /reports/… as it arrives (never held whole), so the gateway's URL and token stay on the
 * server. Under /api/ the proxy lets it through unchecked: the session and the role table
 * (SUPPORT and FINANCE) are checked here, for a list's view too (`?list=`, ./list-view.ts).
 * Refusals are JSON ActionResults for the exports form and the lists' export buttons.
 */
export async function GET(request: NextRequest) {
  const exportsPath = pathFor('exports');
  const session = await sessionFor('exports');
  if (!session) return refusal(401, sessionExpired(loginUrlFor(exportsPath)));
  if (!canAccessRoute(session.user.roles, 'exports'))
    return refusal(403, { ok: false, message: businessErrorMessage('FORBIDDEN') });
  if (request.nextUrl.searchParams.has(LIST_EXPORT_PARAM)) return exportListView(request, session);

  const query = exportRequest.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return refusal(400, invalidForm(query.error));
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
    await journalAction(session.user, { ...exported, outcome: outcomeOf(error) });
    return failure(error, exportsPath);
  }
  await journalAction(session.user, { ...exported, outcome: JOURNAL_SUCCESS });

  const headers = new Headers({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': contentDisposition(
      'attachment',
      filenameFromContentDisposition(content.headers.get('content-disposition')),
    ),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': NO_STORE,
  });
  const length = content.headers.get('content-length');
  if (length && /^\d+$/.test(length)) headers.set('Content-Length', length);
  return new Response(content.body, { status: 200, headers });
}
