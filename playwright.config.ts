import { defineConfig } from '@playwright/test';

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4110);
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
/** Set E2E_BASE_URL (and E2E_GATEWAY_URL) to run the tests against servers already running, e.g. `npm run dev`. */
const external = process.env.E2E_BASE_URL;

/**
 * The app under test runs its production build against the fake gateway over real HTTP; the race
 * spec starts extra replicas with the same settings.
 */
export const sharedEnv = {
  GATEWAY_URL: gatewayUrl,
  GATEWAY_CLIENT_ID: 'backoffice',
  GATEWAY_CLIENT_SECRET: 'backoffice-dev-secret',
  FAKE_GATEWAY: 'true',
  AUTH_SECRET: 'e2e-auth-secret-0123456789-0123456789-abcdef',
  FLASH_SECRET: 'e2e-flash-secret-0123456789-0123456789-abcdef',
  AUTH_TRUST_HOST: 'true',
  PAYMENT_PROVIDER_URL: `${gatewayUrl}/__fake/payment-provider`,
  FRONT_OFFICE_URL: 'http://front.example',
  STAFF_EMAIL_DOMAIN: 'groupe.example',
  FAKE_GATEWAY_PORT: String(GATEWAY_PORT),
  FAKE_DEMO_PASSWORD: 'Renovation2020',
  FAKE_TOKEN_LIFETIME_SECONDS: process.env.FAKE_TOKEN_LIFETIME_SECONDS ?? '3600',
  FAKE_SCALE_USERS: '500',
  // Short enough for the hostile sweep to prove a late answer without a minute's wait per page,
  // long enough for the fake on a busy machine.
  GATEWAY_TIMEOUT_MS: '8000',
  // A line per gateway call would bury the test report; failures still log.
  LOG_LEVEL: 'warn',
  // The staff journal's own folder (DATABASE_URL, when set, runs it on PostgreSQL instead).
  JOURNAL_DATA_DIR: process.env.JOURNAL_DATA_DIR ?? '.data/e2e-journal',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${APP_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? []
    : [
        {
          command: 'npx tsx lib/fake-gateway/server.ts',
          port: GATEWAY_PORT,
          env: sharedEnv,
          reuseExistingServer: false,
          timeout: 60_000,
        },
        {
          // The server ops run: the standalone output the container ships.
          command: 'npm run build && npm start',
          url: `http://127.0.0.1:${APP_PORT}/api/health`,
          env: { ...sharedEnv, PORT: String(APP_PORT), HOSTNAME: '127.0.0.1' },
          reuseExistingServer: false,
          timeout: 300_000,
        },
      ],
});
