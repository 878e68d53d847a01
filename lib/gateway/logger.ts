import 'server-only';
import { logEntryRequest, type LogEntryRequest } from '@/lib/domain/requests';
import { request, type GatewayToken } from './http';
import { errorFields, log } from '@/lib/log';

// A report must never hold a page for the 60 s of an ordinary call.
const LOGGER_TIMEOUT_MS = 5_000;
const MESSAGE_MAX = 2_000;
const STACK_MAX = 20_000;

/**
 * POST /logger. Failures are swallowed (SPEC §7): reporting an error must never cause one.
 * Without a token (a crash before sign-in) the report goes without Authorization.
 */
export async function sendLog(token: GatewayToken | null | undefined, entry: LogEntryRequest): Promise<void> {
  try {
    const body = logEntryRequest.parse({
      ...entry,
      message: (entry.message || '(empty)').slice(0, MESSAGE_MAX),
      stack: entry.stack?.slice(0, STACK_MAX),
    });
    await request({
      method: 'POST',
      path: '/logger',
      body: { json: body },
      token: token ?? null,
      timeoutMs: LOGGER_TIMEOUT_MS,
    });
  } catch (error) {
    log('warn', 'gateway logger report dropped', { error: errorFields(error) });
  }
}
