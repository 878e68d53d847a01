import 'server-only';
import { z } from 'zod';
import { DEFAULT_STAFF_EMAIL_DOMAIN, REQUEST_TIMEOUT_MS } from '@/lib/domain/constants';
import { DEFAULT_APPROVAL_POLICY } from '@/lib/access/approvals';
import { approvalPolicySchema } from '@/lib/approvals/policy';

/*
 * The server's configuration, read from process.env and validated once. A bad deployment fails at
 * start-up (instrumentation.ts calls assertEnv) with one message naming every faulty variable, rather
 * than on the first request that happens to need it. Messages are in English: ops read them.
 */

function missingOr(reason: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'missing' : reason);
}

const httpUrl = z
  .url({ protocol: /^https?$/, error: missingOr('expected an http(s) URL') })
  // Paths are appended to the base ("/users"), so a trailing slash would double up.
  .transform((url) => url.replace(/\/+$/, ''));

const nonEmpty = z.string({ error: missingOr('expected a string') }).min(1, { error: 'missing' });

const secret = z
  .string({ error: missingOr('expected a string') })
  .min(32, { error: 'at least 32 characters' });

/** A positive duration in `unit`, decimals allowed so tests can shorten it to seconds. */
function duration(unit: string, min: number, max: number, fallback: number) {
  return z.coerce
    .number({ error: `expected a number of ${unit}` })
    .min(min, { error: `at least ${min} ${unit}` })
    .max(max, { error: `at most ${max} ${unit}` })
    .default(fallback);
}

const envSchema = z.object({
  GATEWAY_URL: httpUrl,
  GATEWAY_CLIENT_ID: nonEmpty,
  GATEWAY_CLIENT_SECRET: nonEmpty,
  AUTH_SECRET: secret,
  FLASH_SECRET: secret,
  PAYMENT_PROVIDER_URL: httpUrl,
  FRONT_OFFICE_URL: httpUrl,
  STAFF_EMAIL_DOMAIN: z
    .hostname({ error: 'expected a hostname such as groupe.example' })
    .transform((host) => host.toLowerCase())
    .default(DEFAULT_STAFF_EMAIL_DOMAIN),
  /**
   * How long a gateway call may take (uploads keep their own 5 minutes). SPEC §9's 60 s by default;
   * the end-to-end tests shorten it so a late answer is proven without waiting a minute per page.
   */
  GATEWAY_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int({ error: 'expected a number of milliseconds' })
    .min(1_000, { error: 'at least 1000 ms' })
    .max(600_000, { error: 'at most 600000 ms' })
    .default(REQUEST_TIMEOUT_MS),
  /** Optional: replicas share each token refresh through it (lib/auth/refresh-store.ts). */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' }).optional(),
  /** A session with no request for this long ends (lib/auth/session-lifetime.ts). */
  SESSION_IDLE_MINUTES: duration('minutes', 0.05, 720, 30),
  /** A session ends this long after its sign-in, however busy: a working day. */
  SESSION_MAX_HOURS: duration('hours', 0.01, 24, 10),
  /** How often, during use, the gateway is asked again for the session's roles and account state. */
  SESSION_RECHECK_SECONDS: duration('seconds', 1, 60, 60),
  /** How long a session outlives re-reads that failed for a passing reason (timeout, 5xx). */
  SESSION_RECHECK_GRACE_MINUTES: duration('minutes', 0, 60, 5),
  /** A queue's item claimed and left untouched this long is free again for "Traiter le suivant" (lib/queues). */
  QUEUE_CLAIM_TIMEOUT_MINUTES: duration('minutes', 0.05, 1440, 30),
  /** How many items of one bulk job this replica sends to the gateway at once (lib/jobs). */
  BULK_JOB_CONCURRENCY: z.coerce
    .number({ error: 'expected a whole number' })
    .int({ error: 'expected a whole number' })
    .min(1, { error: 'at least 1' })
    .max(32, { error: 'at most 32' })
    .default(4),
  /**
   * The actions that wait for a second staff member, with their thresholds in euros
   * (lib/access/approvals.ts): `none`, or e.g. `createCreditNote>5000,replaceRoles`.
   */
  APPROVAL_POLICY: z.string().default(DEFAULT_APPROVAL_POLICY).pipe(approvalPolicySchema),
  /** A request for approval nobody decided on this long expires (lib/approvals). */
  APPROVAL_EXPIRY_HOURS: duration('hours', 0.001, 720, 72),
  /**
   * Optional: the folder where the staff journal keeps the entries waiting for its database
   * (lib/journal/spool.ts); next to JOURNAL_DATA_DIR by default. lib/journal/open.ts reads it.
   */
  JOURNAL_SPOOL_DIR: z.string().trim().min(1, { error: 'expected a folder' }).optional(),
  /**
   * The proxies in front of the app that append to X-Forwarded-For (lib/limits/client-address.ts):
   * 0 when browsers reach it directly, 1 behind one load balancer.
   */
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: 'expected a whole number' })
    .int({ error: 'expected a whole number' })
    .min(0, { error: 'at least 0' })
    .max(10, { error: 'at most 10' })
    .default(0),
  FAKE_GATEWAY: z
    .stringbool({ truthy: ['true'], falsy: ['false'], error: 'expected true or false' })
    .default(false),
  /**
   * A reverse proxy in front says which host the browser addressed (X-Forwarded-Host): the
   * same-origin check of the route handlers (lib/auth/same-origin.ts) then compares with it.
   */
  AUTH_TRUST_HOST: z
    .stringbool({ truthy: ['true', '1'], falsy: ['false', '0'], error: 'expected true or false' })
    .default(false),
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'expected development, test or production',
    })
    .default('development'),
});

export type Env = Readonly<z.infer<typeof envSchema>>;

export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

let cached: Env | undefined;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  // An empty assignment in a .env file (`FOO=`) means "not set", so defaults still apply.
  const input = Object.fromEntries(
    ENV_VARIABLES.map((name) => [name, source[name] === '' ? undefined : source[name]]),
  );
  const result = envSchema.safeParse(input);
  if (!result.success) {
    const problems = new Map<string, string>();
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '?');
      if (!problems.has(name)) problems.set(name, issue.message);
    }
    const list = [...problems].map(([name, reason]) => `${name} (${reason})`).join(', ');
    throw new Error(`Invalid configuration: ${list}`);
  }
  return Object.freeze(result.data);
}

/** The validated configuration; parsed on first use, then cached for the life of the process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For instrumentation.ts `register()`: throws the configuration error at start-up. */
export function assertEnv(): void {
  env();
}

/** Tests change process.env between cases; production never calls this. */
export function resetEnvCache(): void {
  cached = undefined;
}
