import type { APIRequestContext } from '@playwright/test';

/** The fake gateway the app under test talks to (see playwright.config.ts). */
export const GATEWAY_URL =
  process.env.E2E_GATEWAY_URL ?? `http://127.0.0.1:${process.env.E2E_GATEWAY_PORT ?? 4110}`;

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
