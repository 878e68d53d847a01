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
