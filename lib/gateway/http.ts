import 'server-only';
import type { z } from 'zod';
import { currentRequest } from '@/lib/auth/request-context';
import { MULTIPART_TIMEOUT_MS } from '@/lib/domain/constants';
import { authorizationHeader } from '@/lib/domain/schemas';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import { NetworkError, NotFoundError, PreconditionFailedError, TimeoutError } from './errors';
import { currentIdempotencyKey } from './idempotency';
import { openStream, send as wire, type WireResponse } from './transport';
import { decode, failure, parseErrorBody, validate } from './answers';
import { pendingCondition, rememberEtag, writesRecord, type WriteCondition } from './versions';
import {
  ACCEPT_HEADER,
  buildUrl,
  callFields,
  encodeBody,
  type CallContext,
  type GatewayResponse,
  type HttpMethod,
  type RequestOptions,
} from './request-options';

export { isMismatched } from './answers';
export {
  buildUrl,
  jsonPart,
  type Accept,
  type GatewayResponse,
  type GatewayToken,
  type HttpMethod,
  type PathParams,
  type QueryParams,
  type QueryScalar,
  type RequestBody,
  type RequestOptions,
} from './request-options';

/*
 * THE one way to the gateway (ARCHITECTURE rule 2). Connection reuse: transport.ts sends every call
 * through kept-alive node:http(s) agents and reads every answer to its end, which is what puts the
 * socket back in the pool (tests/unit/gateway/keep-alive.test.ts counts the TCP connections).
 */

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
    ...callFields(context, options, status),
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
  // A quiet read runs on the server's own timer: no request to name (and asking would throw).
  const context: CallContext = {
    ...(options.quiet ? {} : await currentRequest()),
    started: performance.now(),
  };
  const url = buildUrl(options.path, options);
  const { body, contentType } = encodeBody(options.body);
  const headers = new Headers({ Accept: ACCEPT_HEADER[options.accept ?? 'json'] });
  if (contentType) headers.set('Content-Type', contentType);
  if (options.token) headers.set('Authorization', authorizationHeader(options.token));
  // The gateway logs under the same id, so support can follow one request through both.
  if (context.requestId) headers.set('X-Request-Id', context.requestId);
  const idempotencyKey = currentIdempotencyKey();
  if (idempotencyKey && options.method !== 'GET') headers.set('Idempotency-Key', idempotencyKey);
  const timeoutMs =
    options.timeoutMs ??
    (options.body && 'multipart' in options.body ? MULTIPART_TIMEOUT_MS : env().GATEWAY_TIMEOUT_MS);
  return { url, body, headers, timeoutMs, context };
}

/**
 * What AbortSignal.timeout gives, with a timer that ends with the call. AbortSignal.timeout's own
 * timer cannot be cleared: it stays armed for the whole timeout (60 s by default) after a call that
 * took milliseconds, and it holds the async context of the request that made it, so every page
 * served in the last minute stayed in memory.
 */
function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`The operation timed out after ${ms} ms.`, 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
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
  const condition = pendingCondition(method);
  if (condition) {
    condition.checked = true;
    if (writesRecord(condition, path, options.params)) headers.set('If-Match', condition.etag);
    else await checkByRead(condition, options);
  }

  let response: WireResponse;
  const timeout = deadline(timeoutMs);
  try {
    response = await wire(url, { method, headers, body, signal: timeout.signal });
  } catch (error) {
    const mapped = noAnswer(method, path, timeoutMs, error);
    logFailure(context, options, mapped, 0);
    throw mapped;
  } finally {
    timeout.clear();
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
  if (!options.quiet) logCall(context, options, response.status);
  return { text: response.text, status: response.status, headers: response.headers, context };
}

/**
 * A run whose first write goes elsewhere than the record it checked (a project's document under
 * /projects/:id is the record's; a quote's down payment is not): the record's ETag is read again
 * before that write, so the check is never skipped.
 */
async function checkByRead(condition: WriteCondition, write: RequestOptions): Promise<void> {
  const current = await send({
    method: 'GET',
    path: condition.readPath,
    params: { id: condition.id },
    token: write.token,
  });
  if (current.headers.get('etag') !== condition.etag)
    throw new PreconditionFailedError(`${write.method} ${write.path}: the record changed since it was read`, {
      statusText: 'Precondition Failed',
      body: {},
    });
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
  const timeout = deadline(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal;

  let response: Awaited<ReturnType<typeof openStream>>;
  try {
    response = await openStream(url, { method, headers, body, signal, idleTimeoutMs: timeoutMs });
  } catch (error) {
    // The browser left: nobody waits for a gateway error any more.
    if (options.signal?.aborted) throw error;
    const mapped = noAnswer(method, path, timeoutMs, error);
    logFailure(context, options, mapped, 0);
    throw mapped;
  } finally {
    timeout.clear();
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
    const data = validate(options.schema, decode(answer.text, options.accept ?? 'json'), options, answer);
    if (options.method === 'GET') rememberEtag(data, answer.headers.get('etag'));
    return data;
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
