import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetEnvCache } from '@/lib/env';

export const GATEWAY = 'http://gateway.test';

export const TEST_TOKEN = { tokenType: 'Bearer', accessToken: 'access-123' } as const;

/** A complete, valid configuration pointing at the msw gateway. */
export function stubGatewayEnv(overrides: Record<string, string | undefined> = {}): void {
  const values: Record<string, string | undefined> = {
    GATEWAY_URL: GATEWAY,
    GATEWAY_CLIENT_ID: 'backoffice',
    GATEWAY_CLIENT_SECRET: 'client-secret',
    AUTH_SECRET: 'a'.repeat(32),
    FLASH_SECRET: 'f'.repeat(32),
    PAYMENT_PROVIDER_URL: 'http://payment.test',
    FRONT_OFFICE_URL: 'http://front.test',
    STAFF_EMAIL_DOMAIN: 'groupe.example',
    FAKE_GATEWAY: 'false',
    NODE_ENV: 'test',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvCache();
}

/**
 * The msw gateway of a test file, on the valid configuration above: an unhandled request fails the
 * test, handlers, environment and spies are reset after each test. `silence` mutes the console
 * levels the code under test logs to on purpose.
 */
export function mswGateway({ silence = [] }: { silence?: ('warn' | 'error')[] } = {}): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    stubGatewayEnv();
    for (const level of silence) vi.spyOn(console, level).mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}

/** A staff member's token from an in-process fake gateway (password grant, the demo password). */
export async function fakeGatewayToken(
  gateway: { db(): { config: { clientId: string; clientSecret: string } } },
  username = 'support@groupe.example',
): Promise<{ tokenType: string; accessToken: string }> {
  const { clientId, clientSecret } = gateway.db().config;
  const response = await fetch(`${GATEWAY}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: clientId,
      client_secret: clientSecret,
      scope: 'any',
      username,
      password: 'Renovation2020',
    }),
  });
  const body = (await response.json()) as { access_token: string };
  return { tokenType: 'Bearer', accessToken: body.access_token };
}
