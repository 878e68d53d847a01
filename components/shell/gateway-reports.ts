import 'server-only';
import { needsRefresh } from '@/lib/auth/refresh';
import type { Session } from '@/lib/auth/session';
import { LOG_LABELS } from '@/lib/domain/errors';
import { logEntryRequest, type LogEntryRequest } from '@/lib/domain/requests';
import { AuthenticationError } from '@/lib/gateway/errors';
import { request, type GatewayToken } from '@/lib/gateway/http';
import { sendLog } from '@/lib/gateway/logger';
import { clientCredentialsGrant, type Token } from '@/lib/gateway/oauth';

// A report must never hold the request for the 60 s of an ordinary call (as in lib/gateway/logger.ts).
const LOGGER_TIMEOUT_MS = 5_000;

/*
 * Every gateway call but the token call carries a token (SPEC §7), the logger's included. A visitor
 * has none, so their reports go with the app's own client-credentials token, fetched once and shared
 * until it nears expiry rather than one token call per report. A token the gateway no longer knows
 * (it restarted) is replaced once, so visitors' reports are not lost until it would have expired.
 */
const store = globalThis as typeof globalThis & { __boLoggerToken?: Promise<Token> };

async function appToken(renew: boolean): Promise<GatewayToken> {
  const cached = !renew && store.__boLoggerToken ? await store.__boLoggerToken.catch(() => null) : null;
  if (cached && !needsRefresh(cached)) return cached;
  const fresh = clientCredentialsGrant();
  store.__boLoggerToken = fresh;
  fresh.catch(() => {
    if (store.__boLoggerToken === fresh) delete store.__boLoggerToken;
  });
  return fresh;
}

/** POST /logger as the app itself; like sendLog, a failure is logged and swallowed. */
async function sendLogAsApp(entry: LogEntryRequest): Promise<void> {
  const body = logEntryRequest.parse(entry);
  for (const renew of [false, true]) {
    try {
      const token = await appToken(renew);
      await request({
        method: 'POST',
        path: '/logger',
        body: { json: body },
        token,
        timeoutMs: LOGGER_TIMEOUT_MS,
      });
      return;
    } catch (error) {
      if (!renew && error instanceof AuthenticationError) continue;
      console.warn(
        '[gateway] POST /logger failed; report dropped',
        error instanceof Error ? error.message : error,
      );
      return;
    }
  }
}

/** "Not found error" with the path (SPEC §2), from a signed-in user or a visitor. */
export async function reportNotFound(session: Session | null, path: string): Promise<void> {
  const entry: LogEntryRequest = { level: 'warning', message: LOG_LABELS.NOT_FOUND, metadata: { path } };
  if (!session) return sendLogAsApp(entry);
  await sendLog(session.token, { ...entry, metadata: { path, userId: session.user.id } });
}

export interface RuntimeErrorReport {
  message: string;
  stack?: string;
  digest?: string;
  path?: string;
}

/** "Browser runtime error" with the error's message (SPEC §2). */
export async function reportRuntimeError(session: Session, report: RuntimeErrorReport): Promise<void> {
  const { message, stack, digest, path } = report;
  await sendLog(session.token, {
    level: 'error',
    message: LOG_LABELS.RUNTIME,
    metadata: {
      error: message,
      ...(digest ? { digest } : {}),
      ...(path ? { path } : {}),
      userId: session.user.id,
    },
    stack,
  });
}
