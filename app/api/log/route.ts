import { REPORT_LIMITS } from '@/components/shell/browser-report';
import { browserReportSchema } from '@/components/shell/browser-report-schema';
import { reportNotFound, reportRuntimeError } from '@/components/shell/gateway-reports';
import { handleRoute } from '@/lib/auth/handle-route';
import { env } from '@/lib/env';
import { LIMITS, consumeLimit } from '@/lib/limits';
import { clientAddress } from '@/lib/limits/client-address';
import { empty as answer } from '@/lib/route-responses';

export const dynamic = 'force-dynamic';

/**
 * The browser's reports, passed on to POST /logger: "Browser runtime error" from a signed-in staff
 * member only, and "Not found error", which a visitor's 404 sends too (with nothing but the path).
 * Same origin, a small JSON body and LIMITS.browserReport reports a minute per client address only:
 * the endpoint must not become a way to fill the gateway's logs.
 */
export const POST = handleRoute({ ownSite: true }, async ({ request, session: readSession }) => {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) return answer(415);
  const from = clientAddress(request.headers, env().TRUSTED_PROXY_HOPS);
  if (!(await consumeLimit(LIMITS.browserReport, from))) return answer(429);

  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > REPORT_LIMITS.body) return answer(413);
  const text = await request.text();
  if (text.length > REPORT_LIMITS.body) return answer(413);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400);
  }
  const parsed = browserReportSchema.safeParse(json);
  if (!parsed.success) return answer(400);
  const report = parsed.data;

  const session = await readSession();
  if (report.kind === 'not-found') {
    await reportNotFound(session, report.path);
    return answer(204);
  }
  if (!session) return answer(401);
  await reportRuntimeError(session, report);
  return answer(204);
});
