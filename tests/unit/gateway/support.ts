import { vi } from 'vitest';
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
