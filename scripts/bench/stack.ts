/**
 * The servers a benchmark phase runs against: the fake gateway (tsx) and the production build as
 * npm start and the container run it (`node .next/standalone/server.js`), each on a free port of
 * 127.0.0.1, each leading its own process group so that tsx, node and their workers stop together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
// @ts-expect-error -- plain ESM helper shared with scripts/dev.mjs, no type declarations
import { envDefaults } from '../load-env-defaults.mjs';
import { freePort } from '../replicas/servers';

export const ROOT = resolve(__dirname, '..', '..');
export const HOST = '127.0.0.1';
// 100,000 users take ~15 s to seed on an idle 2-core machine; leave room for a busy one.
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

interface Child {
  name: string;
  process: ChildProcess;
  stopping: boolean;
}

const running = new Set<Child>();

function signalGroup(child: Child, signal: NodeJS.Signals): void {
  if (child.process.pid === undefined || child.process.exitCode !== null) return;
  try {
    process.kill(-child.process.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Last resort on exit or Ctrl-C: no server outlives the benchmark. */
export function killAll(): void {
  for (const child of running) {
    child.stopping = true;
    signalGroup(child, 'SIGTERM');
  }
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

function start(name: string, args: string[], env: Record<string, string>): Child {
  const [command, ...rest] = args;
  const child: Child = {
    name,
    stopping: false,
    process: spawn(
      command === 'node' ? process.execPath : resolve(ROOT, 'node_modules', '.bin', command),
      rest,
      {
        cwd: ROOT,
        env: env as NodeJS.ProcessEnv,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  };
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.process.stdout?.on('data', keep);
  child.process.stderr?.on('data', keep);
  child.process.on('exit', (code, signal) => {
    running.delete(child);
    // A server that dies mid-run is a real error: the figures would be meaningless.
    if (!child.stopping) {
      console.error(`${name} stopped early (${signal ?? code}). Last output:\n${output}`);
      process.exit(1);
    }
  });
  running.add(child);
  return child;
}

function stop(child: Child): Promise<void> {
  child.stopping = true;
  if (child.process.exitCode !== null || child.process.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
    child.process.once('exit', () => {
      clearTimeout(force);
      done();
    });
    signalGroup(child, 'SIGTERM');
  });
}

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

export function requireBuild(): void {
  if (!existsSync(resolve(ROOT, '.next', 'standalone', 'server.js'))) {
    console.error(
      'npm run bench needs a production build: run `npm run build` first (.next/standalone/server.js is missing).',
    );
    process.exit(1);
  }
}

export interface Stack {
  gatewayUrl: string;
  appUrl: string;
  /** The `.next` folder of the build the app runs, whose manifest names its server actions. */
  appBuild: string;
  /** The app server's process (node .next/standalone/server.js itself), e.g. to read /proc/<pid>/status. */
  appPid: number;
  env: Record<string, string>;
  /** Milliseconds until both servers answered their health checks (the gateway seeds first). */
  startupMs: number;
  stop(): Promise<void>;
}

/** This checkout's production build, as the container runs it. */
export const APP_SERVER = '.next/standalone/server.js';

/**
 * The fake gateway seeded with `scaleUsers` users and the production app in front of it; `appEnv`
 * adds to the app's environment (the journal's database), `appNodeArgs` to its node (a CPU profile),
 * `appServer` runs another build's standalone server instead (a baseline to compare with).
 */
export async function startStack(
  scaleUsers: number,
  appEnv: Record<string, string> = {},
  appNodeArgs: string[] = [],
  appServer = APP_SERVER,
): Promise<Stack> {
  const started = performance.now();
  const [gatewayPort, appPort] = [await freePort(), await freePort()];
  const gatewayUrl = `http://${HOST}:${gatewayPort}`;
  const appUrl = `http://${HOST}:${appPort}`;
  const env: Record<string, string> = {
    ...(envDefaults() as Record<string, string>),
    GATEWAY_URL: gatewayUrl,
    FAKE_GATEWAY_PORT: String(gatewayPort),
    FAKE_GATEWAY_HOST: HOST,
    FAKE_SCALE_USERS: String(scaleUsers),
    PAYMENT_PROVIDER_URL: `${gatewayUrl}/__fake/payment-provider`,
    // Long-lived tokens: a refresh in the middle would be measured as the app's cost.
    FAKE_TOKEN_LIFETIME_SECONDS: '86400',
    NODE_ENV: 'production',
    PORT: String(appPort),
  };
  const gateway = start('fake gateway', ['tsx', 'lib/fake-gateway/server.ts'], env);
  const app = start('app', ['node', ...appNodeArgs, appServer], {
    ...env,
    ...appEnv,
    HOSTNAME: HOST,
  });
  const children = [gateway, app];
  await waitFor(`${gatewayUrl}/__fake/health`);
  await waitFor(`${appUrl}/api/health`);
  return {
    gatewayUrl,
    appUrl,
    appPid: app.process.pid!,
    appBuild: resolve(dirname(resolve(ROOT, appServer)), '.next'),
    env,
    startupMs: performance.now() - started,
    stop: async () => {
      await Promise.all(children.map(stop));
    },
  };
}
