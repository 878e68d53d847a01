import 'server-only';
import type { Token } from '@/lib/domain/schemas';
import { env } from '@/lib/env';
import { GatewayError } from './errors';

/*
 * What a call to the gateway is made of: its token, method, path, query and body, and how the URL
 * and the body are encoded. http.ts sends it.
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

export const ACCEPT_HEADER: Record<Accept, string> = {
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
  /**
   * A read the server repeats on its own timer (an open discussion's, every second), for no request:
   * its line is logged only when it fails.
   */
  quiet?: boolean;
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

export function encodeBody(body: RequestBody | undefined): {
  body?: string | FormData;
  contentType?: string;
} {
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

/** The request being served, and when this call to the gateway started. */
export interface CallContext {
  requestId?: string;
  route?: string;
  started: number;
}

/** What every log line about a call says: the request it serves and the call with its duration. */
export function callFields(context: CallContext, options: RequestOptions, status: number) {
  return {
    requestId: context.requestId,
    route: context.route,
    gateway: {
      method: options.method,
      path: options.path,
      status,
      durationMs: Math.round(performance.now() - context.started),
    },
  };
}
