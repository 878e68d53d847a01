/**
 * Runs the fake gateway in-process through MSW's setupServer, with small helpers to call it the
 * way the back-office does (JSON, form-encoded and multipart bodies, Bearer tokens).
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFakeGateway, type FakeGateway } from '@/lib/fake-gateway';

export const BASE_URL = 'http://fake-gateway.test';
export const DEMO_PASSWORD = 'Renovation2020';
export const CLIENT = { client_id: 'backoffice', client_secret: 'backoffice-dev-secret' } as const;

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  query?: Record<string, string | string[]>;
  /** A raw body, sent as is (with its own content type header if any). */
  raw?: { body: string; contentType: string };
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the bodies they expect
export async function call<T = any>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(path, BASE_URL);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  }
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.raw) {
    headers.set('content-type', options.raw.contentType);
    body = options.raw.body;
  }
  const response = await fetch(url, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Text answers (CSV, links) stay text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const result = await call<{ access_token: string }>('/oauth/token', {
    form: { grant_type: 'password', ...CLIENT, scope: 'any', username: email, password },
  });
  if (result.status !== 200) throw new Error(`sign-in of ${email} failed: ${result.status} ${result.text}`);
  return result.body.access_token;
}

export const staffEmail = (local: string) => `${local}@groupe.example`;

/** Starts the in-process gateway for a test file (call at the top of the file); reseeds before each test unless told not to. */
export function startFakeGateway(options: { resetEachTest?: boolean } = {}): { gateway: FakeGateway } {
  const gateway = createFakeGateway({ baseUrl: BASE_URL });
  const server = setupServer(...gateway.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  if (options.resetEachTest !== false) beforeEach(() => void gateway.reset());
  return { gateway };
}
