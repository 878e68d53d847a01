import 'server-only';

/*
 * The server's log: one JSON object a line, so that ops can search it by request id. Callers hand
 * it named fields, never a whole request or error; keys that name a credential are dropped and a
 * bearer value inside a string is masked anyway, in case a message ever quotes one.
 */

export type LogLevel = 'info' | 'warn' | 'error';

const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2 };

export interface LogFields {
  requestId?: string;
  /** The page or handler path, without its query string (it can hold e-mails and names). */
  route?: string;
  userId?: string;
  /** A gateway call: its path template (never the filled URL), status (0: no answer) and duration. */
  gateway?: { method: string; path: string; status: number; durationMs: number };
  [field: string]: unknown;
}

const SECRET_KEY = /token|password|passwd|secret|authorization|cookie|credential/i;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const REDACTED = '[redacted]';

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(BEARER, `$1 ${REDACTED}`);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 4) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) clean[key] = SECRET_KEY.test(key) ? REDACTED : scrub(item, depth + 1);
  }
  return clean;
}

/** What a log line keeps of an error: its kind and message, never its cause or properties. */
export function errorFields(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: typeof error, message: String(error) };
}

function threshold(): number {
  const level = process.env.LOG_LEVEL as LogLevel | undefined;
  return level && level in RANK ? RANK[level] : RANK.info;
}

export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  if (RANK[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...(scrub(fields) as object) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}
