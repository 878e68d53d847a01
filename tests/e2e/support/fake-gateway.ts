import { sharedEnv } from '../../../playwright.config';
import type { APIRequestContext } from '@playwright/test';

/** The fake gateway this worker's app talks to (see playwright.config.ts). */
export const GATEWAY_URL = process.env.E2E_GATEWAY_URL ?? sharedEnv.GATEWAY_URL;

export const DEMO_PASSWORD = 'Renovation2020';
export const STAFF_DOMAIN = 'groupe.example';

export function demoEmail(role: string): string {
  return `${role.toLowerCase()}@${STAFF_DOMAIN}`;
}

/** Calls a control endpoint of the fake gateway (reset, clock, failures, calls…). */
export async function control(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.fetch(`${GATEWAY_URL}/__fake${path}`, { method, data });
  if (!response.ok()) throw new Error(`${method} /__fake${path} answered ${response.status()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

export async function resetGateway(request: APIRequestContext): Promise<void> {
  await control(request, 'POST', '/reset');
}

/** An `Authorization` header value for reading the fake's data straight from the gateway, as `role`. */
export async function gatewayAuthorization(request: APIRequestContext, role = 'SUPPORT'): Promise<string> {
  const response = await request.post(`${GATEWAY_URL}/oauth/token`, {
    form: {
      grant_type: 'password',
      client_id: process.env.GATEWAY_CLIENT_ID ?? 'backoffice',
      client_secret: process.env.GATEWAY_CLIENT_SECRET ?? 'backoffice-dev-secret',
      scope: 'any',
      username: demoEmail(role),
      password: DEMO_PASSWORD,
    },
  });
  if (!response.ok())
    throw new Error(`the fake refused the password grant for ${role}: ${response.status()}`);
  const token = (await response.json()) as { token_type: string; access_token: string };
  return `${token.token_type} ${token.access_token}`;
}

/** GET `path` on the fake gateway; fails the test unless it answers 2xx. */
export async function gatewayGet<T>(
  request: APIRequestContext,
  authorization: string,
  path: string,
): Promise<T> {
  const response = await request.get(`${GATEWAY_URL}${path}`, { headers: { Authorization: authorization } });
  if (!response.ok()) throw new Error(`GET ${path} on the fake answered ${response.status()}`);
  return (await response.json()) as T;
}
