/**
 * `npm run bench`: what the BFF costs. Starts the fake gateway and the production build (`next
 * start`) on free ports of 127.0.0.1, signs in as SUPPORT, then measures side by side, one request
 * at a time on one kept-alive connection:
 *   (a) GET /credentials/mine straight to the gateway with the bearer token,
 *   (b) the same data through the app (BENCH_APP_PATH, default /api/compte, a route handler that reads /credentials/mine),
 *   (c) the difference, the BFF's own cost (median and p99);
 * then the requests per second of (b) with BENCH_CONNECTIONS (default 10) connections for
 * BENCH_SECONDS (default 5) seconds. Stops both servers at the end.
 *
 * Needs a production build: run `npm run build` first (it exits 1 with a message if .next/BUILD_ID
 * is missing). Options (environment): BENCH_REQUESTS (default 300), BENCH_WARMUP (default 30),
 * BENCH_APP_PATH, BENCH_CONNECTIONS, BENCH_SECONDS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { encode } from 'next-auth/jwt';
// @ts-expect-error -- plain ESM helper shared with scripts/dev.mjs, no type declarations
import { envDefaults } from './load-env-defaults.mjs';

const ROOT = resolve(__dirname, '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const APP_PATH = process.env.BENCH_APP_PATH ?? '/api/compte';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 90_000;

/** lib/auth/session-cookie.ts (server-only, so not importable from a plain script): name, JWE salt, lifetime. */
const SESSION_COOKIE = 'bo.session';
const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Targets the app's budget (issue 4): BFF cost median ≤ 3 ms, p99 ≤ 10 ms, ≥ 400 requests/s. */
const BUDGET = { medianMs: 3, p99Ms: 10, rps: 400 };

const children: ChildProcess[] = [];

function stopChildren(): void {
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      // Each child leads its own process group (detached), so npx/tsx/next and their workers stop together.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function start(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped early (${signal ?? code}). Last output:\n${output}`);
      process.exit(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

interface OauthGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
}

interface MyCredentials {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  roles: string[];
}

/**
 * The session a sign-in through the login page would have written: the same Auth.js JWE, sealed with
 * AUTH_SECRET and the cookie name as salt, holding the gateway token and the user.
 */
async function signIn(
  gatewayUrl: string,
  env: Record<string, string>,
): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${gatewayUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: env.GATEWAY_CLIENT_ID,
      client_secret: env.GATEWAY_CLIENT_SECRET,
      scope: 'any',
      username: `support@${env.STAFF_EMAIL_DOMAIN}`,
      password: env.FAKE_DEMO_PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`sign-in at the gateway failed: ${response.status}`);
  const grant = (await response.json()) as OauthGrant;
  const mine = await fetch(`${gatewayUrl}/credentials/mine`, {
    headers: { authorization: `Bearer ${grant.access_token}` },
  });
  if (!mine.ok) throw new Error(`GET /credentials/mine failed: ${mine.status}`);
  const me = (await mine.json()) as MyCredentials;
  const user = {
    id: me.id,
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    phone: me.phone ?? null,
    roles: me.roles,
  };
  const gateway = {
    tokenType: grant.token_type,
    accessToken: grant.access_token,
    expiresAt: Date.now() + grant.expires_in * 1000,
    ...(grant.refresh_token ? { refreshToken: grant.refresh_token } : {}),
  };
  const value = await encode({
    token: { sub: user.id, user, gateway },
    secret: env.AUTH_SECRET,
    salt: SESSION_COOKIE,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { token: grant.access_token, cookie: `${SESSION_COOKIE}=${value}` };
}

interface Target {
  url: URL;
  headers: Record<string, string>;
}

/** One GET over `agent`, body read to the end; resolves to the status. */
function get(target: Target, agent: Agent): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpRequest(target.url, { agent, headers: target.headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

interface Latency {
  median: number;
  p99: number;
  statuses: Set<number>;
}

/**
 * Both targets in alternation, so drifts of the machine weigh the same on each; one connection per
 * target, kept alive.
 */
async function latencies(
  direct: Target,
  app: Target,
): Promise<{ direct: Latency; app: Latency; cost: Latency }> {
  const agents = {
    direct: new Agent({ keepAlive: true, maxSockets: 1 }),
    app: new Agent({ keepAlive: true, maxSockets: 1 }),
  };
  const times = { direct: [] as number[], app: [] as number[] };
  const statuses = { direct: new Set<number>(), app: new Set<number>() };
  for (let index = 0; index < WARMUP + REQUESTS; index += 1) {
    let started = performance.now();
    const directStatus = await get(direct, agents.direct);
    const directMs = performance.now() - started;
    started = performance.now();
    const appStatus = await get(app, agents.app);
    const appMs = performance.now() - started;
    if (index < WARMUP) continue;
    times.direct.push(directMs);
    times.app.push(appMs);
    statuses.direct.add(directStatus);
    statuses.app.add(appStatus);
  }
  agents.direct.destroy();
  agents.app.destroy();
  const summary = (values: number[], seen: Set<number>): Latency => {
    const sorted = [...values].sort((a, b) => a - b);
    return { median: percentile(sorted, 50), p99: percentile(sorted, 99), statuses: seen };
  };
  const direct_ = summary(times.direct, statuses.direct);
  const app_ = summary(times.app, statuses.app);
  // The BFF's cost: what the app adds to the gateway call it makes, per percentile.
  const cost: Latency = {
    median: app_.median - direct_.median,
    p99: app_.p99 - direct_.p99,
    statuses: new Set(),
  };
  return { direct: direct_, app: app_, cost };
}

async function throughput(
  target: Target,
): Promise<{ rps: number; count: number; errors: number; statuses: Set<number> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = performance.now() + SECONDS * 1000;
  const statuses = new Set<number>();
  let count = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      try {
        const status = await get(target, agent);
        statuses.add(status);
        if (status === 200) count += 1;
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: count / elapsed, count, errors, statuses };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  if (!existsSync(resolve(ROOT, '.next', 'BUILD_ID'))) {
    console.error(
      'npm run bench needs a production build: run `npm run build` first (.next/BUILD_ID is missing).',
    );
    process.exit(1);
  }
  const [gatewayPort, appPort] = [await freePort(), await freePort()];
  const gatewayUrl = `http://${HOST}:${gatewayPort}`;
  const appUrl = `http://${HOST}:${appPort}`;
  const env: Record<string, string> = {
    ...(envDefaults() as Record<string, string>),
    GATEWAY_URL: gatewayUrl,
    FAKE_GATEWAY_PORT: String(gatewayPort),
    FAKE_GATEWAY_HOST: HOST,
    PAYMENT_PROVIDER_URL: `${gatewayUrl}/__fake/payment-provider`,
    // Long-lived tokens: a refresh in the middle would be measured as BFF cost.
    FAKE_TOKEN_LIFETIME_SECONDS: '86400',
    NODE_ENV: 'production',
    PORT: String(appPort),
  };

  const bin = (name: string) => resolve(ROOT, 'node_modules', '.bin', name);
  start('fake gateway', bin('tsx'), ['lib/fake-gateway/server.ts'], env);
  start('next start', bin('next'), ['start', '-p', String(appPort), '-H', HOST], env);
  await waitFor(`${gatewayUrl}/__fake/health`);
  await waitFor(`${appUrl}/api/health`);

  const session = await signIn(gatewayUrl, env);
  const direct: Target = {
    url: new URL('/credentials/mine', gatewayUrl),
    headers: { authorization: `Bearer ${session.token}` },
  };
  const app: Target = { url: new URL(APP_PATH, appUrl), headers: { cookie: session.cookie } };

  const probe = await get(app, new Agent({ keepAlive: false }));
  if (probe !== 200)
    throw new Error(`GET ${APP_PATH} on the app answered ${probe}, not 200: is the session accepted?`);

  console.log(
    `BFF benchmark: ${REQUESTS} requests after ${WARMUP} warm-up, one connection each; node ${process.version}\n`,
  );
  const result = await latencies(direct, app);
  const rows = [
    ['(a) gateway direct', 'GET /credentials/mine', ms(result.direct.median), ms(result.direct.p99)],
    ['(b) through the app', `GET ${APP_PATH}`, ms(result.app.median), ms(result.app.p99)],
    [
      '(c) BFF cost (b − a)',
      '',
      `${ms(result.cost.median)} ${result.cost.median <= BUDGET.medianMs ? '✓' : '✗'} (≤ ${BUDGET.medianMs})`,
      `${ms(result.cost.p99)} ${result.cost.p99 <= BUDGET.p99Ms ? '✓' : '✗'} (≤ ${BUDGET.p99Ms})`,
    ],
  ];
  const widths = [22, 24, 22, 22];
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index])).join(' ');
  console.log(line(['', 'request', 'median', 'p99']));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nstatuses: gateway ${[...result.direct.statuses].join(',')}, app ${[...result.app.statuses].join(',')}`,
  );

  const load = await throughput(app);
  console.log(
    `\nthroughput of GET ${APP_PATH}: ${load.rps.toFixed(0)} requests/s with ${CONNECTIONS} connections for ${SECONDS} s ` +
      `(${load.count} ok, ${load.errors} errors; statuses ${[...load.statuses].join(',')}) ` +
      `${load.rps >= BUDGET.rps ? '✓' : '✗'} (≥ ${BUDGET.rps})`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopping = true;
    stopChildren();
  });
