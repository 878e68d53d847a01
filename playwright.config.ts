import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell: Chromium's engine without the browser around it, at less than half the CPU
 * of the full browser run headless; the full one when only it is installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_BROWSER = '/usr/bin/chromium';
const BROWSER = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;

/** How every worker starts its browser; a spec that needs the full browser changes only the binary. */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? BROWSER,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Set E2E_BASE_URL (and E2E_GATEWAY_URL) to run the tests against servers already running, e.g. `npm run dev`. */
const external = process.env.E2E_BASE_URL;
/**
 * Each worker drives its own fake gateway, app and journal (ports counted up from the first pair),
 * so two workers never see each other's writes, resets or ended sessions. Playwright loads this
 * file again in every worker with TEST_PARALLEL_INDEX set, which is how a worker finds its pair.
 */
const WORKERS = external ? 1 : Number(process.env.E2E_WORKERS ?? 2);
const FIRST_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const FIRST_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4110);
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * The app under test runs its production build against the fake gateway over real HTTP; the replica
 * specs start extra replicas with the same settings.
 */
function envOf(index: number) {
  const gatewayPort = FIRST_GATEWAY_PORT + index;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  return {
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
    FAKE_GATEWAY_PORT: String(gatewayPort),
    FAKE_DEMO_PASSWORD: 'Renovation2020',
    FAKE_TOKEN_LIFETIME_SECONDS: process.env.FAKE_TOKEN_LIFETIME_SECONDS ?? '3600',
    FAKE_SCALE_USERS: '500',
    // Short enough for the hostile sweep to prove a late answer without a minute's wait per page,
    // long enough for the fake on a busy machine.
    GATEWAY_TIMEOUT_MS: '5000',
    // A line per gateway call would bury the test report; failures still log.
    LOG_LEVEL: 'warn',
    // The staff journal's own folder (DATABASE_URL, when set, runs it on PostgreSQL instead).
    JOURNAL_DATA_DIR: `${process.env.JOURNAL_DATA_DIR ?? '.data/e2e-journal'}-${index}`,
    // Four eyes holds only credit notes no seeded invoice reaches, so the other specs still run
    // their actions directly; tests/e2e/approvals.spec.ts sets an invoice above it.
    APPROVAL_POLICY: 'createCreditNote>40000',
  };
}

/** The settings of this worker's app and fake gateway; the replica specs start theirs with them. */
export const sharedEnv = envOf(slot);

function serversOf(index: number) {
  const env = envOf(index);
  const appPort = FIRST_APP_PORT + index;
  return [
    {
      command: 'npx tsx lib/fake-gateway/server.ts',
      port: FIRST_GATEWAY_PORT + index,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The server ops run: the standalone output the container ships, built once for all workers
      // (E2E_PREBUILT=1 when `npm test` has built it already, beside the unit tests).
      command: index === 0 && !process.env.E2E_PREBUILT ? 'npm run build && npm start' : 'npm start',
      url: `http://127.0.0.1:${appPort}/api/health`,
      env: { ...env, PORT: String(appPort), HOSTNAME: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ];
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: external ?? `http://127.0.0.1:${FIRST_APP_PORT + slot}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace of every passing test cost a quarter of the suite's CPU: traces are kept for
    // retries (CI=1), or asked for with `--trace on`.
    trace: 'on-first-retry',
    launchOptions,
  },
  // Playwright starts these one after the other, so the first app's build is done before the others start.
  webServer: external ? [] : Array.from({ length: WORKERS }, (_, index) => serversOf(index)).flat(),
});
