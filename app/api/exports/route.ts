import { NextResponse, type NextRequest } from 'next/server';
import { canAccessRoute, LOGOUT_PATH, loginUrlFor, pathFor, REDIRECT_PARAM } from '@/lib/access';
import { invalidForm, sessionExpired, type ActionResult } from '@/lib/action-result';
import { SESSION_NOTICE_PARAM } from '@/lib/auth/notices';
import { sessionFor } from '@/lib/auth/session';
import { contentDisposition } from '@/lib/content-disposition';
import { businessErrorMessage } from '@/lib/domain/errors';
import { EXPORT_MESSAGES } from '@/lib/exports/messages';
import { exportRequest } from '@/lib/exports/request';
import { AuthenticationError, BusinessError, userMessageFor } from '@/lib/gateway/errors';
import type { GatewayStream } from '@/lib/gateway/http';
import { filenameFromContentDisposition, openReport } from '@/lib/gateway/reports';
import { reportType } from '@/lib/domain/enums';
import { outcomeOf } from '@/lib/journal/outcome';
import { journalAction } from '@/lib/journal/record';
import { JOURNAL_SUCCESS } from '@/lib/journal/types';
import { NO_STORE } from '@/lib/route-responses';

export const dynamic = 'force-dynamic';

/** A refusal the exports form reads: an ActionResult, with a status that says the same. */
function refusal(status: number, result: ActionResult<never>): NextResponse {
  return NextResponse.json(result, {
    status,
    headers: { 'Cache-Control': NO_STORE, 'X-Content-Type-Options': 'nosniff' },
  });
}

function failure(error: unknown, exportsPath: string): NextResponse {
  if (error instanceof AuthenticationError) {
    // SPEC §8: a gateway 401/403 ends the session; the login page says why and comes back here.
    const query = new URLSearchParams({ [SESSION_NOTICE_PARAM]: 'expired', [REDIRECT_PARAM]: exportsPath });
    return refusal(401, sessionExpired(`${LOGOUT_PATH}?${query}`));
  }
  if (!(error instanceof BusinessError)) console.error('[exports] report read failed', error);
  const status = error instanceof BusinessError && error.status >= 400 ? error.status : 502;
  return refusal(status, { ok: false, message: userMessageFor(error, EXPORT_MESSAGES.failed) });
}

/**
 * GET ?report=INVOICES|INSURANCE_INVOICES&from=yyyy-MM-dd&to=yyyy-MM-dd: the report's CSV, piped
 * from GET /reports/… as it arrives (never held whole), so the gateway's URL and token stay on the
 * server. Under /api/ the proxy lets it through unchecked: the session and the role table
 * (SUPPORT and FINANCE) are checked here. Refusals are JSON ActionResults for the exports form.
 */
export async function GET(request: NextRequest) {
  const exportsPath = pathFor('exports');
  const session = await sessionFor('exports');
  if (!session) return refusal(401, sessionExpired(loginUrlFor(exportsPath)));
  if (!canAccessRoute(session.user.roles, 'exports'))
    return refusal(403, { ok: false, message: businessErrorMessage('FORBIDDEN') });

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
