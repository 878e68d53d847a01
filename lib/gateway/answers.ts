import 'server-only';
import type { z } from 'zod';
import { LOG_LABELS, isBusinessCode } from '@/lib/domain/errors';
import { log } from '@/lib/log';
import {
  AuthenticationError,
  BusinessError,
  HttpError,
  NotFoundError,
  PreconditionFailedError,
  SchemaError,
  type GatewayResponseInfo,
} from './errors';
import { isUnusable, repairAnswer } from './repair';
import {
  callFields,
  type Accept,
  type CallContext,
  type HttpMethod,
  type RequestOptions,
} from './request-options';

/*
 * How an answer of the gateway is read: a failure status as the typed error it means, and a body
 * decoded and checked against its schema (shown despite a mismatch in production, SPEC §5).
 */

export function parseErrorBody(text: string): unknown {
  try {
    return text === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    return {};
  }
}

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

export function failure(method: HttpMethod, path: string, info: GatewayResponseInfo): Error {
  const what = `${method} ${path} answered ${info.status} ${info.statusText}`.trim();
  if (info.status === 401 || info.status === 403) return new AuthenticationError(what, info);
  if (info.status === 404) return new NotFoundError(what, info);
  if (info.status === 412) return new PreconditionFailedError(what, info);

  const code = stringField(info.body, 'code');
  const processId = stringField(info.body, 'processId');
  if (code !== undefined && isBusinessCode(code))
    return new BusinessError(what, { ...info, code, processId });
  return new HttpError(what, { ...info, code, processId });
}

/** Not an answer at all: a body announced as JSON that does not parse. */
const UNREADABLE = Symbol('unreadable');

export function decode(text: string, accept: Accept): unknown {
  if (accept !== 'json') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return UNREADABLE;
  }
}

function logParseFailure(
  options: RequestOptions,
  answer: { status: number; context: CallContext },
  issues: readonly { path: string; code: string }[],
): void {
  const { context, status } = answer;
  log('error', LOG_LABELS.PARSE, {
    ...callFields(context, options, status),
    issues,
  });
}

/** Answers production shows although they differ from their schema: not to be kept in a cache. */
const MISMATCHED = new WeakSet<object>();

/** Whether `value` is an answer shown despite a schema mismatch (SPEC §5), rather than a parsed one. */
export function isMismatched(value: unknown): boolean {
  return value !== null && typeof value === 'object' && MISMATCHED.has(value);
}

export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  options: RequestOptions,
  answer: { status: number; context: CallContext },
): z.output<S> {
  if (data === UNREADABLE) {
    // Broken JSON holds no data to show, even in production: the call fails like any other.
    logParseFailure(options, answer, [{ path: '', code: 'invalid_json' }]);
    throw new SchemaError({ data: undefined, status: answer.status, issues: [] });
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  // Where the answer differs from the schema, not the values: they may be personal data.
  logParseFailure(
    options,
    answer,
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code })),
  );
  // SPEC §5: production shows what the gateway sent rather than failing the page, mended only
  // where the schema says how (a list, a field it can do without) so the screen can draw it.
  if (process.env.NODE_ENV === 'production' && !isUnusable(schema, data)) {
    const shown = repairAnswer(schema, data, result.error.issues);
    if (shown !== null && typeof shown === 'object') MISMATCHED.add(shown);
    return shown as z.output<S>;
  }
  throw new SchemaError({ data, status: answer.status, issues: result.error.issues });
}
