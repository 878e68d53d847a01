/**
 * The processes of a several-replica setup on one machine: Redis (Debian's redis-server, on a free
 * port with a temporary directory and no persistence) and replicas of the production build
 * (`node .next/standalone/server.js`, as `npm start` and the container run it). Each child leads its
 * own process group so it stops whole; used by the race tests and `npm run bench`'s load part.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');
export const HOST = '127.0.0.1';
const STOP_TIMEOUT_MS = 10_000;

export interface Running {
  url: string;
  pid: number;
  /** The last lines it printed, to explain a failure. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess & { log: string[] } {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 500) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return Object.assign(child, { log });
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  const pid = child.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  return new Promise((done) => {
    const force = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    signal('SIGTERM');
  });
}

async function waitUntil(
  ready: () => Promise<boolean>,
  what: string,
  child: ChildProcess & { log: string[] },
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}):\n${child.log.join('')}`);
    if (await ready().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  await stopGroup(child);
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${child.log.join('')}`);
}

function running(child: ChildProcess & { log: string[] }, url: string, cleanup = () => {}): Running {
  return {
    url,
    pid: child.pid!,
    output: () => child.log.join(''),
    stop: async () => {
      await stopGroup(child);
      cleanup();
    },
  };
}

/** Where Debian puts redis-server, or on the PATH. */
function redisServer(): string {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server'])
    if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('redis-server is missing: apt-get install -y redis-server (.ci/run does it)');
  return found;
}

/** A throw-away Redis: no saving, no append-only file, its directory removed on stop. */
export async function startRedis(port?: number): Promise<Running> {
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'bo-redis-'));
  const child = startProcess(
    redisServer(),
    ['--port', String(chosen), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', dir],
    process.env,
  );
  const url = `redis://${HOST}:${chosen}`;
  await waitUntil(
    () =>
      new Promise<boolean>((done) => {
        // Ready once it answers PING with +PONG on a raw connection.
        const socket = connect(chosen, HOST);
        socket.once('error', () => done(false));
        socket.once('data', (data: Buffer) => {
          socket.destroy();
          done(data.toString().startsWith('+PONG'));
        });
        socket.write('PING\r\n');
      }),
    'redis-server',
    child,
    10_000,
  );
  return running(child, url, () => rmSync(dir, { recursive: true, force: true }));
}

export function requireBuild(): void {
  if (!existsSync(resolve(ROOT, '.next', 'standalone', 'server.js')))
    throw new Error('no production build: run `npm run build` (.next/standalone/server.js is missing)');
}

/** One replica of the production build on `port`, with `env` (AUTH_SECRET, GATEWAY_URL, REDIS_URL…). */
export async function startReplica(env: Record<string, string>, port?: number): Promise<Running> {
  requireBuild();
  return startNextServer('.next/standalone/server.js', env, port, '/api/health');
}

/** A standalone Next server (`server`, its server.js), up once `healthPath` answers at all or 200. */
export async function startNextServer(
  server: string,
  env: Record<string, string>,
  port?: number,
  healthPath?: string,
): Promise<Running> {
  const chosen = port ?? (await freePort());
  const child = startProcess(process.execPath, [server], {
    ...process.env,
    ...env,
    NODE_ENV: 'production',
    PORT: String(chosen),
    HOSTNAME: HOST,
  });
  const url = `http://${HOST}:${chosen}`;
  await waitUntil(
    async () => (healthPath ? (await fetch(`${url}${healthPath}`)).ok : !!(await fetch(url)).status),
    `${server} on ${url}`,
    child,
    60_000,
  );
  return running(child, url);
}

/**
 * The round-robin balancer (balancer.ts) in a process of its own, as ops run theirs: in the process
 * that also generates the load it would compete with it for the same event loop.
 */
export async function startBalancer(upstreams: string[], port?: number): Promise<Running> {
  const chosen = port ?? (await freePort());
  const child = startProcess(
    resolve(ROOT, 'node_modules', '.bin', 'tsx'),
    ['scripts/replicas/balancer.ts', String(chosen), ...upstreams],
    process.env,
  );
  const url = `http://${HOST}:${chosen}`;
  await waitUntil(async () => (await fetch(`${url}/api/health`)).ok, `balancer on ${url}`, child, 30_000);
  return running(child, url);
}
