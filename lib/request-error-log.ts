import 'server-only';
import type { Instrumentation } from 'next';
import { REQUEST_ID_HEADER, validRequestId } from '@/lib/auth/request-context';
import { parsePageReadDigest } from '@/lib/domain/page-read';
import { errorFields, log } from '@/lib/log';

/**
 * The log line of an error Next caught (instrumentation.ts `onRequestError`): a render that
 * crashed, or a server action Next refused before our code ran (a body over the size limit, another
 * origin). The browser only gets the error's digest, which it shows as the reference; this line
 * puts it beside the request id, so support finds the request from what staff quote. A failed page
 * read was logged where it happened, with its request id in its digest: not twice.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const raw = typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : null;
  const digest = typeof raw === 'string' ? raw : undefined;
  if (parsePageReadDigest(digest)) return;
  const id = request.headers[REQUEST_ID_HEADER];
  log('error', 'request failed', {
    requestId: validRequestId(Array.isArray(id) ? id[0] : id),
    route: request.path.split('?')[0],
    method: request.method,
    kind: context.routeType,
    digest,
    error: errorFields(error),
  });
};
