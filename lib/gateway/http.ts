import 'server-only';
import type { z } from 'zod';
import { LOG_LABELS, isBusinessCode } from '@/lib/domain/errors';
import { currentRequest } from '@/lib/auth/request-context';
import { MULTIPART_TIMEOUT_MS } from '@/lib/domain/constants';
import { authorizationHeader, type Token } from '@/lib/domain/schemas';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import {
  AuthenticationError,
  BusinessError,
  GatewayError,
  HttpError,
  NetworkError,
  NotFoundError,
  SchemaError,
  TimeoutError,
  type GatewayResponseInfo,
} from './errors';
import { isUnusable, repairAnswer } from './repair';
import { openStream, send as wire, type WireResponse } from './transport';

/*
 * THE one way to the gateway (ARCHITECTURE rule 2). Connection reuse: transport.ts sends every call
 * through kept-alive node:http(s) agents and reads every answer to its end, which is what puts the
 * socket back in the pool (tests/unit/gateway/keep-alive.test.ts counts the TCP connections).
 */

/** What every call needs from the session's token; sent as `Authorization: ${tokenType} ${accessToken}`. */
export type GatewayToken = Pick<Token, 'tokenType' | 'accessToken'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryParams = Readonly<Record<string, QueryScalar | readonly QueryScalar[]>>;
export type PathParams = Readonly<Record<string, string | number>>;

export type RequestBody =
  | { json: unknown }
  | { form: Readonly<Record<string, QueryScalar>> }
  | { multipart: FormData }
  | { text: string };

export type Accept = 'json' | 'text' | 'csv' | 'any';

const ACCEPT_HEADER: Record<Accept, string> = {
  json: 'application/json',
  text: 'text/plain',
  csv: 'text/csv',
  // A document's bytes: whatever type it was stored with.
  any: '*/*',
};

export interface RequestOptions {
  method: HttpMethod;
  /** A path template: `/users/:id`; each `:name` is taken from `params`. */
  path: string;
  params?: PathParams;
  query?: QueryParams;
  hash?: string;
  body?: RequestBody;
  accept?: Accept;
  /** Omitted or null only for the token call and the anonymous logger. */
  token?: GatewayToken | null;
  timeoutMs?: number;
}

export interface GatewayResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** A JSON part of a multipart body, typed so the gateway reads it as JSON rather than text. */
export function jsonPart(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: 'application/json' });
}

function queryValue(value: Exclude<QueryScalar, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function isPresent(value: QueryScalar): value is Exclude<QueryScalar, null | undefined> {
  return value !== undefined && value !== null && value !== '';
}

/** Base URL + path params + query + hash (SPEC §7); empty, null and undefined values are dropped. */
export function buildUrl(
  path: string,
  options: { params?: PathParams; query?: QueryParams; hash?: string; baseUrl?: string } = {},
): string {
  const filledPath = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = options.params?.[name];
    // An id missing from an earlier answer: a failed call (the page's DEFAULT message), not a crash.
    if (value === undefined || value === '')
      throw new GatewayError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(options.query ?? {})) {
    const values: readonly QueryScalar[] = Array.isArray(raw) ? raw : [raw as QueryScalar];
    for (const value of values) if (isPresent(value)) search.append(key, queryValue(value));
  }

  const query = search.size > 0 ? `?${search.toString()}` : '';
  const hash = options.hash ? `#${encodeURIComponent(options.hash)}` : '';
  return `${options.baseUrl ?? env().GATEWAY_URL}${filledPath}${query}${hash}`;
}

function encodeBody(body: RequestBody | undefined): { body?: string | FormData; contentType?: string } {
  if (!body) return {};
  if ('json' in body) return { body: JSON.stringify(body.json), contentType: 'application/json' };
  if ('text' in body) return { body: body.text, contentType: 'text/plain;charset=UTF-8' };
  if ('form' in body) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body.form))
      if (isPresent(value)) form.append(key, queryValue(value));
    return { body: form.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  // The transport writes the multipart boundary into Content-Type itself.
  return { body: body.multipart };
}

function parseErrorBody(text: string): unknown {
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

function failure(method: HttpMethod, path: string, info: GatewayResponseInfo): Error {
  const what = `${method} ${path} answered ${info.status} ${info.statusText}`.trim();
  if (info.status === 401 || info.status === 403) return new AuthenticationError(what, info);
  if (info.status === 404) return new NotFoundError(what, info);

  const code = stringField(info.body, 'code');
  const processId = stringField(info.body, 'processId');
  if (code !== undefined && isBusinessCode(code))
    return new BusinessError(what, { ...info, code, processId });
  return new HttpError(what, { ...info, code, processId });
}

/** The request being served, and when this call to the gateway started. */
interface CallContext {
  requestId?: string;
  route?: string;
  started: number;
}

/**
 * One line per gateway call. Only the path template is logged: ids, e-mails and passwords can sit
 * in the real URL. A failure carries the gateway's code and process id, to match its own logs.
 */
function logCall(
  context: CallContext,
  options: RequestOptions,
  status: number,
  extra: Record<string, unknown> = {},
): void {
  const failed = status === 0 || status >= 400;
  log(failed ? 'warn' : 'info', 'gateway call', {
    requestId: context.requestId,
    route: context.route,
    gateway: {
      method: options.method,
      path: options.path,
      status,
      durationMs: Math.round(performance.now() - context.started),
    },
    ...extra,
  });
}

function logFailure(context: CallContext, options: RequestOptions, error: Error, status: number): void {
  const gatewayError = error as { code?: string; processId?: string };
  logCall(context, options, status, {
    code: gatewayError.code,
    processId: gatewayError.processId,
    ...(status === 0 ? { error: errorFields(error) } : {}),
  });
}

async function prepare(options: RequestOptions) {
  const context: CallContext = { ...(await currentRequest()), started: performance.now() };
  const url = buildUrl(options.path, options);
  const { body, contentType } = encodeBody(options.body);
  const headers = new Headers({ Accept: ACCEPT_HEADER[options.accept ?? 'json'] });
  if (contentType) headers.set('Content-Type', contentType);
  if (options.token) headers.set('Authorization', authorizationHeader(options.token));
  // The gateway logs under the same id, so support can follow one request through both.
  if (context.requestId) headers.set('X-Request-Id', context.requestId);
  const timeoutMs =
    options.timeoutMs ??
    (options.body && 'multipart' in options.body ? MULTIPART_TIMEOUT_MS : env().GATEWAY_TIMEOUT_MS);
  return { url, body, headers, timeoutMs, context };
}

/** A transport failure (no HTTP answer) as the gateway error it means. */
function noAnswer(method: HttpMethod, path: string, timeoutMs: number, error: unknown): Error {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new TimeoutError(`${method} ${path} timed out after ${timeoutMs} ms`, timeoutMs, error);
  }
  return new NetworkError(`${method} ${path} failed: no answer from the gateway`, { cause: error });
}

/** Sends one call and returns the raw answer: the body as text (empty for 204) and the headers. */
async function send(
  options: RequestOptions,
): Promise<{ text: string; status: number; headers: Headers; context: CallContext }> {
  const { method, path } = options;
  const { url, body, headers, timeoutMs, context } = await prepare(options);

  let response: WireResponse;
  try {
    response = await wire(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const mapped = noAnswer(method, path, timeoutMs, error);
    logFailure(context, options, mapped, 0);
    throw mapped;
  }

  if (!response.ok) {
    const mapped = failure(method, path, {
      status: response.status,
      statusText: response.statusText,
      body: parseErrorBody(response.text),
    });
    logFailure(context, options, mapped, response.status);
    throw mapped;
  }
  logCall(context, options, response.status);
  return { text: response.text, status: response.status, headers: response.headers, context };
}

/** An error answer is small: more than this is not read (the parsed body is then `{}`). */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

async function errorText(body: ReadableStream<Uint8Array>): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ERROR_BODY_BYTES) {
        await reader.cancel();
        return '';
      }
      chunks.push(value);
    }
  } catch {
    return '';
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface GatewayStream {
  status: number;
  headers: Headers;
  /** The bytes as they arrive, never buffered whole: pipe it on, or cancel it. */
  body: ReadableStream<Uint8Array>;
}

/**
 * A call whose answer is streamed rather than read (a document's bytes): resolves once the status
 * and headers are in. Same Authorization, timeout and error mapping as `request`; the timeout
 * bounds the wait for the headers, and then each pause of the body. `signal` (the browser's
 * request) gives up on the call when the browser does.
 */
export async function requestStream(
  options: RequestOptions & { signal?: AbortSignal },
): Promise<GatewayStream> {
  const { method, path } = options;
  const { url, body, headers, timeoutMs, context } = await prepare(options);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;

  let response: Awaited<ReturnType<typeof openStream>>;
  try {
    response = await openStream(url, { method, headers, body, signal, idleTimeoutMs: timeoutMs });
  } catch (error) {
    // The browser left: nobody waits for a gateway error any more.
    if (options.signal?.aborted) throw error;
    const mapped = noAnswer(method, path, timeoutMs, error);
    logFailure(context, options, mapped, 0);
    throw mapped;
  }

  if (!response.ok) {
    const mapped = failure(method, path, {
      status: response.status,
      statusText: response.statusText,
      body: parseErrorBody(await errorText(response.body)),
    });
    logFailure(context, options, mapped, response.status);
    throw mapped;
  }
  // The duration up to the headers: the body's time belongs to whoever reads it.
  logCall(context, options, response.status);
  return { status: response.status, headers: response.headers, body: response.body };
}

/** Not an answer at all: a body announced as JSON that does not parse. */
const UNREADABLE = Symbol('unreadable');

function decode(text: string, accept: Accept): unknown {
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
    requestId: context.requestId,
    route: context.route,
    gateway: {
      method: options.method,
      path: options.path,
      status,
      durationMs: Math.round(performance.now() - context.started),
    },
    issues,
  });
}

/** Answers production shows although they differ from their schema: not to be kept in a cache. */
const MISMATCHED = new WeakSet<object>();

/** Whether `value` is an answer shown despite a schema mismatch (SPEC §5), rather than a parsed one. */
export function isMismatched(value: unknown): boolean {
  return value !== null && typeof value === 'object' && MISMATCHED.has(value);
}

function validate<S extends z.ZodType>(
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

type WithSchema<S extends z.ZodType, D> = RequestOptions & {
  schema: S;
  /** A 404 answers this instead of throwing NotFoundError (payment account, viban, profile). */
  notFound?: () => D;
};

/** A call whose answer is parsed with `schema`. */
export async function request<S extends z.ZodType, D = never>(
  options: WithSchema<S, D>,
): Promise<z.output<S> | D>;
/** A call with no answer to read (204 or an empty 200): resolves to void. */
export async function request(
  options: RequestOptions & { schema?: undefined; notFound?: () => void },
): Promise<void>;
export async function request(
  options: RequestOptions & { schema?: z.ZodType; notFound?: () => unknown },
): Promise<unknown> {
  try {
    const answer = await send(options);
    if (!options.schema) return undefined;
    return validate(options.schema, decode(answer.text, options.accept ?? 'json'), options, answer);
  } catch (error) {
    if (error instanceof NotFoundError && options.notFound) return options.notFound();
    throw error;
  }
}

/** Like `request`, with the status and headers of the answer (file downloads need Content-Disposition). */
export async function requestWithHeaders<S extends z.ZodType>(
  options: RequestOptions & { schema: S },
): Promise<GatewayResponse<z.output<S>>> {
  const answer = await send(options);
  return {
    data: validate(options.schema, decode(answer.text, options.accept ?? 'json'), options, answer),
    status: answer.status,
    headers: answer.headers,
  };
}
