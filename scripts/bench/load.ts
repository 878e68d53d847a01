/**
 * The load figure: BENCH_LOAD_SESSIONS staff sessions, each signed in through the app's own
 * sign-in, browse lists, records and messaging at once for BENCH_LOAD_SECONDS against the production
 * build and the fake gateway: requests per second, p50 and p99 per kind of page and overall, and the
 * errors (any answer but a 200 page of the app, or one that shows an error message), 0 expected.
 *
 * Each session is one browser tab: one request at a time on its own kept-alive connection, the next
 * as soon as the last one's body has arrived (no think time: the figure is what the app sustains).
 * Their gateway tokens live BENCH_LOAD_TOKEN_SECONDS (default 90), so each session's token is
 * refreshed once during a 60-s run, as when staff work across an expiry.
 * With BENCH_LOAD_REPLICAS=2 or more, the same load goes through a round-robin balancer to that many
 * replicas sharing refreshes through a throw-away Redis, as ops will run them.
 */
import { Agent, request as httpRequest } from 'node:http';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ERROR_MESSAGES } from '../../lib/domain/error-texts';
import { startBalancer, startRedis, startReplica, type Running } from '../replicas/servers';
import { SESSION_COOKIE, signInThroughApp } from '../replicas/sign-in';
import type { Check } from './checks';
import { cpuSeconds, ms, percentile, printTable } from './measure';
import { signIn } from './session';
import type { Stack } from './stack';

export interface LoadOptions {
  sessions: number;
  seconds: number;
  /** 1: the stack's app alone; more: that many replicas behind a balancer, with Redis. */
  replicas: number;
  /**
   * The gateway tokens' lifetime for the load's sessions: under a minute plus the run, every
   * session's token needs its refresh while it browses (the app refreshes under 60 s left).
   */
  tokenSeconds: number;
}

type Kind = 'list' | 'record' | 'messaging';

interface Page {
  kind: Kind;
  path: string;
}

/** The report's steady-state row leaves out the requests sent in the first seconds. */
const STEADY_AFTER_S = 10;
/**
 * Sign-ins at once while the sessions are opened: the gateway's password grant is the slow part. All
 * are `support@`, and the limits on guessing take at most 5 attempts of one account at once.
 */
const SIGN_IN_CONCURRENCY = 5;
/** The "Une erreur est survenue…" family: the DEFAULT message, its page-read form and the crash screen. */
const ERROR_MARKER = ERROR_MESSAGES.GENERIC.replace(/\.$/, '');

interface Sample {
  kind: Kind;
  path: string;
  /** Seconds since the load started. */
  at: number;
  ms: number;
  ok: boolean;
}

async function gatewayJson<T>(stack: Stack, token: string | null, path: string): Promise<T> {
  const response = await fetch(new URL(path, stack.gatewayUrl), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`GET ${path} on the gateway answered ${response.status}`);
  return (await response.json()) as T;
}

/** What staff open most: the lists, a few records of each list's first page, and messaging. */
async function pagesToBrowse(stack: Stack): Promise<Page[]> {
  const { token } = await signIn(stack.gatewayUrl, stack.env);
  const users = await gatewayJson<{ items: { id: string }[] }>(stack, token, '/users?page=1&size=5');
  const projects = await gatewayJson<{ items: { id: string }[] }>(stack, token, '/projects?page=1&size=5');
  const showcase = await gatewayJson<Record<string, string>>(stack, null, '/__fake/showcase');
  const discussions = await gatewayJson<Record<string, string>>(stack, null, '/__fake/showcase/discussions');
  const thread = await gatewayJson<{ messages: { id: string }[] }>(
    stack,
    token,
    `/messaging/discussions/${discussions.staff}`,
  );
  const lastMessage = thread.messages.at(-1)?.id;
  return [
    ...['/clients', '/projets', '/factures', '/communications', '/matches'].map((path) => ({
      kind: 'list' as const,
      path,
    })),
    ...users.items.map(({ id }) => ({ kind: 'record' as const, path: `/clients/${id}` })),
    ...[...projects.items.map(({ id }) => id), showcase.paying].map((id) => ({
      kind: 'record' as const,
      path: `/projets/${id}`,
    })),
    { kind: 'messaging', path: '/messagerie' },
    { kind: 'messaging', path: `/discussions/${discussions.staff}` },
    { kind: 'messaging', path: `/discussions/${discussions.everyMessage}` },
    // What an open discussion view asks every 2 s.
    {
      kind: 'messaging',
      path: `/api/discussions/${discussions.staff}/messages${lastMessage ? `?after=${lastMessage}` : ''}`,
    },
  ];
}

async function setTokenLifetime(stack: Stack, seconds: number): Promise<void> {
  const response = await fetch(new URL('/__fake/token-lifetime', stack.gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!response.ok) throw new Error(`POST /__fake/token-lifetime answered ${response.status}`);
}

async function openSessions(
  appUrl: string,
  env: Record<string, string>,
  count: number,
  build?: string,
): Promise<string[]> {
  const email = `support@${env.STAFF_EMAIL_DOMAIN}`;
  const cookies: string[] = [];
  for (let start = 0; start < count; start += SIGN_IN_CONCURRENCY) {
    const batch = Math.min(SIGN_IN_CONCURRENCY, count - start);
    cookies.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => signInThroughApp(appUrl, email, env.FAKE_DEMO_PASSWORD, build)),
      )),
    );
  }
  return cookies;
}

interface Answer {
  ok: boolean;
  /** What went wrong, for the report: the status, the redirect's target or the error shown. */
  failure?: string;
  /** The session cookie the answer set (after a token refresh), as a browser would keep it. */
  cookie?: string;
}

/** Where a redirect sends the session, with the login page's reason (`motif`) when it gives one. */
function redirectTarget(location: string | undefined): string {
  if (!location) return '';
  const url = new URL(location, 'http://app');
  const motif = url.searchParams.get('motif');
  return ` → ${url.pathname}${motif ? ` (motif=${motif})` : ''}`;
}

/** One GET, body read to the end; ok when it is a 200 that shows no error message. */
function browse(url: URL, cookie: string, agent: Agent): Promise<Answer> {
  return new Promise((done) => {
    const req = httpRequest(url, { agent, headers: { cookie } }, (res) => {
      const chunks: Buffer[] = [];
      const set = (res.headers['set-cookie'] ?? [])
        .map((line) => line.split(';')[0])
        .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const shown = status === 200 && Buffer.concat(chunks).includes(ERROR_MARKER);
        const ok = status === 200 && !shown;
        done({
          ok,
          cookie: set,
          failure: ok
            ? undefined
            : `${status}${redirectTarget(res.headers.location)}${shown ? ' (error shown)' : ''}`,
        });
      });
      res.on('error', (error) => done({ ok: false, failure: `response ${error.message}` }));
    });
    req.on('error', (error) => done({ ok: false, failure: `request ${error.message}` }));
    req.end();
  });
}

interface Target {
  appUrl: string;
  /** The app server processes, whose CPU time is the load's cost independent of what else runs. */
  pids: number[];
  /** What serves it, for the report. */
  label: string;
  /** The servers' last warnings and errors, to explain a lost session. */
  logs(): string[];
  stop(): Promise<void>;
}

/** The distinct warning and error events of a server's JSON log lines, with their counts. */
function warnings(output: string): string[] {
  const counts = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: string;
        event?: string;
        gateway?: { path: string; status: number };
      };
      if (entry.level === 'info') continue;
      const key = `${entry.level} ${entry.event}${entry.gateway ? ` ${entry.gateway.path} ${entry.gateway.status}` : ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } catch {
      // A line cut by the output's window.
    }
  }
  return [...counts].map(([key, count]) => `${key} ×${count}`);
}

async function replicated(stack: Stack, count: number): Promise<Target> {
  const redis = await startRedis();
  const servers: Running[] = [redis];
  try {
    const env = { ...stack.env, REDIS_URL: redis.url, LOG_LEVEL: 'warn' };
    const replicas = await Promise.all(Array.from({ length: count }, () => startReplica(env)));
    servers.push(...replicas);
    const balancer = await startBalancer(replicas.map((replica) => replica.url));
    servers.push(balancer);
    return {
      appUrl: balancer.url,
      pids: replicas.map((replica) => replica.pid),
      logs: () => replicas.flatMap((replica) => warnings(replica.output())),
      label: `${count} replicas behind a round-robin balancer, refreshes shared through Redis`,
      stop: async () => {
        await Promise.all(servers.map((server) => server.stop()));
      },
    };
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
}

function summary(label: string, samples: Sample[], seconds: number): string[] {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => !sample.ok).length;
  return [
    label,
    String(samples.length),
    (samples.length / seconds).toFixed(0),
    times.length ? ms(percentile(times, 50)) : '-',
    times.length ? ms(percentile(times, 99)) : '-',
    String(errors),
  ];
}

export async function benchLoad(
  stack: Stack,
  options: LoadOptions,
): Promise<{ checks: Check[]; cpuMsPerRequest: number }> {
  const pages = await pagesToBrowse(stack);
  const target: Target =
    options.replicas > 1
      ? await replicated(stack, options.replicas)
      : {
          appUrl: stack.appUrl,
          pids: [stack.appPid],
          label: 'one app process',
          logs: () => [],
          stop: async () => undefined,
        };
  try {
    // Every page once first on each replica (the balancer takes them in turn): a page that fails
    // alone is a broken benchmark, and a first render loads its route's code, which is no load figure.
    const [probeCookie] = await openSessions(target.appUrl, stack.env, 1, stack.appBuild);
    const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const page of pages) {
      for (let replica = 0; replica < target.pids.length; replica += 1) {
        const answer = await browse(new URL(page.path, target.appUrl), probeCookie, probeAgent);
        if (!answer.ok) throw new Error(`${page.path} answered ${answer.failure} before the load`);
      }
    }
    probeAgent.destroy();

    const signInStarted = performance.now();
    await setTokenLifetime(stack, options.tokenSeconds);
    const cookies = await openSessions(target.appUrl, stack.env, options.sessions, stack.appBuild);
    console.log(
      `${target.label}: ${options.sessions} sessions signed in through the app in ` +
        `${((performance.now() - signInStarted) / 1000).toFixed(1)} s, their gateway tokens living ` +
        `${options.tokenSeconds} s; ${pages.length} pages ` +
        `(${pages
          .map((page) => page.path.split('/')[1])
          .filter((v, i, all) => all.indexOf(v) === i)
          .join(', ')}) ` +
        `browsed for ${options.seconds} s`,
    );

    const samples: Sample[] = [];
    const failures = new Map<string, number>();
    /** Sessions whose cookie an answer cleared, with that answer: every later request of theirs fails. */
    const lost = new Map<number, string>();
    const cpuBefore = target.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    await Promise.all(
      cookies.map(async (signedIn, session) => {
        let cookie = signedIn;
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        // Each session starts at another page, so the app serves a mix from the first second.
        for (let step = session; performance.now() < deadline; step += 1) {
          const page = pages[step % pages.length];
          const sent = performance.now();
          const answer = await browse(new URL(page.path, target.appUrl), cookie, agent);
          const at = (sent - started) / 1000;
          samples.push({ kind: page.kind, path: page.path, at, ms: performance.now() - sent, ok: answer.ok });
          if (answer.cookie === `${SESSION_COOKIE}=` && !lost.has(session))
            lost.set(
              session,
              `${page.path.split('?')[0]} at +${at.toFixed(1)} s: ${answer.failure ?? 'cleared'}`,
            );
          if (answer.cookie) cookie = answer.cookie;
          if (answer.failure) {
            const key = `${page.path.split('?')[0]}: ${answer.failure}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
        }
        agent.destroy();
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    if (process.env.BENCH_LOAD_SAMPLES)
      writeFileSync(process.env.BENCH_LOAD_SAMPLES, JSON.stringify(samples));
    const cpu = target.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
    // The figures are only as good as the machine was quiet: say how busy it was.
    console.log(
      `app CPU: ${cpu.toFixed(1)} s over ${elapsed.toFixed(1)} s, ${((cpu * 1000) / Math.max(1, samples.length)).toFixed(1)} ms a request; ` +
        `machine load average over the last minute: ${loadavg()[0].toFixed(1)} (2 cores)`,
    );

    const kinds: Kind[] = ['list', 'record', 'messaging'];
    printTable(
      ['pages', 'requests', 'requests/s', 'p50', 'p99', 'errors'],
      [
        ...kinds.map((kind) =>
          summary(
            kind === 'list' ? 'lists' : kind === 'record' ? 'records' : 'messaging',
            samples.filter((sample) => sample.kind === kind),
            elapsed,
          ),
        ),
        summary('all', samples, elapsed),
        // Past the opening burst, when 200 first requests arrive in the same instant.
        summary(
          `all sent after +${STEADY_AFTER_S} s`,
          samples.filter((sample) => sample.at >= STEADY_AFTER_S),
          elapsed - STEADY_AFTER_S,
        ),
      ],
    );
    const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `slowest: ${slowest.map((sample) => `${sample.path.split('?')[0]} ${ms(sample.ms)} (sent at +${sample.at.toFixed(1)} s)`).join('; ')}`,
    );
    for (const [failure, count] of failures) console.log(`error ×${count}: ${failure}`);
    if (lost.size > 0) {
      console.log(`sessions lost: ${lost.size}; the answer that cleared each one's cookie:`);
      for (const why of lost.values()) console.log(`  ${why}`);
      for (const line of target.logs()) console.log(`  server: ${line}`);
    }
    const errors = samples.filter((sample) => !sample.ok).length;
    const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    console.log(
      `(${(samples.length / elapsed).toFixed(0)} requests/s, p50 ${ms(percentile(sorted, 50))}, ` +
        `p99 ${ms(percentile(sorted, 99))}, ${errors} errors, over ${elapsed.toFixed(1)} s)`,
    );
    return {
      checks: [
        {
          name: `load: errors among ${samples.length} requests of ${options.sessions} sessions`,
          value: String(errors),
          target: '0',
          pass: errors === 0,
        },
      ],
      cpuMsPerRequest: (cpu * 1000) / Math.max(1, samples.length),
    };
  } finally {
    await target.stop();
  }
}
