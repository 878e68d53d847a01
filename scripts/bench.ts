/**
 * `npm run bench`: what the BFF costs, how fast the pages render, how fast documents and exports
 * stream and messages arrive, against the production
 * build (the standalone server) and the fake gateway, each started on free ports of 127.0.0.1 and
 * stopped at the end. Needs `npm run build` first (exits 1 if .next/standalone/server.js is
 * missing). Twelve parts; all but the sixth each on its own freshly started pair of servers, one after the other so they
 * never share the 2 cores:
 *
 * 1. BFF, gateway at the fake's default scale: (a) GET /credentials/mine straight to the
 *    gateway, (b) the same data through the app (BENCH_APP_PATH, default /api/compte), in turn on one
 *    kept-alive connection each; (c) = b − a, the BFF's own cost (median, p99); (d) requests/s of (b)
 *    with BENCH_CONNECTIONS connections for BENCH_SECONDS seconds.
 * 2. Pages, gateway at 100,000 users: server time to the full HTML response
 *    of (2) /clients, (3) /clients/:id (of the 20 newest active professionals, the one whose record
 *    and account state weigh the most), (4) /projets, (5) /projets/:id (the `paying` showcase),
 *    (6) /factures, (7) /devis/:id (that project's signed quote) and (8) /communications, next to
 *    (1) a bare page and to the gateway calls they make.
 *    Bare page = /creation-utilisateur: same proxy, session decode and shell, zero gateway call.
 * 3. Documents, gateway at the fake's default scale: a BENCH_DOC_MB (default 9) MB PDF
 *    read (a) straight from GET /documents/:id/content and (b) through the app's route handler, in
 *    turn, each to its last byte; the app's throughput as a share of the direct read's.
 * 4. Messaging, gateway at the fake's default scale: server time to the full HTML of
 *    /discussions/:id for a discussion of BENCH_THREAD_MESSAGES messages, beside the bare page and
 *    the gateway read; then the delay between a message another member posts in the fake and its
 *    appearance in an open discussion view (Chromium; median of BENCH_ARRIVALS).
 * 5. Exports, gateway at 100,000 users: a year of invoices as CSV (BENCH_EXPORT_FROM to
 *    BENCH_EXPORT_TO, about 6 MB) downloaded (a) straight from GET /reports/invoices and (b) through
 *    the app's /api/exports, in turn: time to the first byte, total time, the app's throughput as a
 *    share of the direct one's (c), and the growth of the app server's RSS during a download (d).
 *
 * 6. Weight, no server: the gzipped JavaScript of each role-table route's first load, from
 *    the build's manifests (scripts/bench/weight.ts), each with its verdict, the largest and the
 *    median, and the three heaviest modules (with and without the runtime) and chunks of the
 *    heaviest route.
 * 7. Lighthouse, gateway at the fake's default scale: /clients, /projets, /clients/:id and
 *    /projets/:id signed in, in Chromium: Lighthouse's desktop scores and LCP/TBT/CLS when its CLI is
 *    installed (LIGHTHOUSE_CLI or node_modules/.bin/lighthouse, not a dependency: see
 *    scripts/bench/lighthouse.ts), and always LCP, TBT and CLS from the browser's performance APIs
 *    through Playwright (median of BENCH_VITALS_RUNS, default 3); the first run also checks part 6's
 *    reading against the scripts Chromium fetched (each counted chunk fetched; what else came after).
 *
 * 8. Load, gateway at the fake's default scale: BENCH_LOAD_SESSIONS (default 200) sessions,
 *    each signed in through the app's sign-in, browse lists, records and messaging at once for
 *    BENCH_LOAD_SECONDS (default 60): requests/s, p50 and p99 per kind of page, errors (0 expected);
 *    with BENCH_LOAD_REPLICAS=2, through a round-robin balancer to two replicas sharing Redis
 *    (scripts/bench/load.ts). With BENCH_BASELINE, another build runs the same load first and the
 *    app's CPU per request is compared (target: 35 % lower).
 *
 * 9. Journal: the cost of writing one journal entry (median, p99) on PGlite (a data folder)
 *    and on PostgreSQL (a throw-away server from Debian's binaries, or BENCH_DATABASE_URL); then the
 *    server time of three filtered pages of /journal over BENCH_JOURNAL_ENTRIES (1,000,000) entries,
 *    on each engine (scripts/bench/journal.ts).
 *
 * 10. Home, gateway at 100,000 users, eight shared views in the app's own PGlite folder:
 *    BENCH_HOME_SESSIONS (200) sessions of ten demo accounts in turn open `/` once each, spread over
 *    BENCH_HOME_SECONDS (60), and the fake counts the gateway calls they cause (by call); then the
 *    server time of `/` as SUPPORT beside the bare page (scripts/bench/home.ts).
 * 11. Presence: the delay between a staff member opening a record on one replica and a colleague
 *    who has it open on another seeing them, replicas sharing Redis, then PostgreSQL (median and max
 *    of BENCH_PRESENCE_TRIALS, default 20), and a beat's round trip (scripts/bench/presence.ts).
 * 12. Ratio, gateway at the fake's default scale: a minimal Next app (scripts/bench/minimal-app, built
 *    when its sources changed) and the signed-in /creation-utilisateur, /clients, /projets, /factures,
 *    /clients/:id and /projets/:id under the same closed-loop load (10 connections, 12 s each in three
 *    rounds taken in turn, after 3 s of warm-up): requests/s, p50, p99, CPU per request, bytes per
 *    page and their ratios; then the scripts each page fetches in Chromium before and after the load
 *    event (scripts/bench/ratio.ts, after-load.ts), and the heap the measured requests left on the
 *    app once its garbage is collected (scripts/bench/heap-probe.mjs). With BENCH_CPU_PROF=<dir>, the
 *    app runs with --cpu-prof and its profile is printed by module (scripts/bench/profile.ts).
 * 13. Jobs, no app server: a bulk job of BENCH_JOB_ITEMS (1,000) items run by the job engine against
 *    the fake gateway at the bounded concurrency, on PGlite then PostgreSQL: items/s, the gateway
 *    call's p50/p99, failures (scripts/bench/jobs.ts).
 * 14. Conflict, the fake gateway in the measuring process: what the runner's record version check
 *    adds to an action, with the fake's ETags (If-Match) and without (a read again), in gateway
 *    reads and median time, beside the journal's read of the fields after the write
 *    (scripts/bench/conflict.ts).
 * 15. Live, gateway at the fake's default scale: the app's CPU with BENCH_LIVE_DISCUSSIONS discussions
 *    open in server-sent event streams against none, then the delay from the gateway receiving a
 *    message to an SSE client seeing it (median, p90; scripts/bench/live.ts).
 *
 * Targets (printed PASS/FAIL at the end, never an exit code: a benchmark reports, it does not assert):
 * BFF cost median ≤ 3 ms, p99 ≤ 10 ms, ≥ 400 requests/s; every page of part 2 and /discussions/:id
 * median < 50 ms; documents and exports through the app at ≥ 80 % of the direct throughput; the
 * app's memory growing by less than the exported file's size; live arrival median < 3 s; every route's
 * first-load JavaScript ≤ 160 kB gzipped; Lighthouse performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms and
 * CLS ≤ 0.1 (the web vitals' "good"); no error under load; a filtered /journal page
 * over 1,000,000 entries median < 50 ms; home's median < 100 ms; presence seen across two replicas within 10 s;
 * the signed-in page at ≥ 0.75 × the minimal page's requests/s, every list and record at ≥ 0.7 × the
 * signed-in page's, p99 ≤ 2 × p50, a list's HTML beyond the signed-in page ≤ 2 × its rows' markup,
 * at most 2 kB of heap kept per request served;
 * the conflict check adding ≤ 1 gateway read and ≤ 5 ms median to an action;
 * a live message median ≤ 1 s and p90 ≤ 1.5 s, and 200 open discussions adding < 10 % of a core.
 * Exits non-zero only on a real error: no build, a server that does not start or dies, a page that
 * does not answer 200 with its content.
 *
 * Options (environment):
 *   BENCH_PARTS          bff,pages,documents,messaging,exports,weight,lighthouse,load,journal,home,presence,ratio,jobs,conflict,live
 *                        (default all; `pages` alone runs part 2 only; `conflict` alone needs no build)
 *   BENCH_BFF_USERS      users seeded for part 1 (default: the fake's default, 500)
 *   BENCH_REQUESTS       timed requests per target in part 1 (default 300), BENCH_WARMUP (default 30)
 *   BENCH_APP_PATH       part 1's app path (default /api/compte)
 *   BENCH_CONNECTIONS    part 1's throughput connections (default 10), BENCH_SECONDS (default 5)
 *   BENCH_PAGE_USERS     users seeded for part 2 (default 100000)
 *   BENCH_PAGE_REQUESTS  timed requests per target in part 2 (default 200), BENCH_PAGE_WARMUP (default 20)
 *   BENCH_USER_ID        the user record of part 2, instead of the picked professional
 *   BENCH_DOC_MB         the document's size in part 3 (default 9), BENCH_DOC_REQUESTS (default 40),
 *                        BENCH_DOC_WARMUP (default 5)
 *   BENCH_THREAD_MESSAGES messages of part 4's discussion (default 500); BENCH_ARRIVALS (default 20)
 *   BENCH_THREAD_REQUESTS timed requests per target in part 4 (default 200), BENCH_THREAD_WARMUP (default 20)
 *   BENCH_EXPORT_USERS   users seeded for part 5 (default 100000)
 *   BENCH_EXPORT_FROM    part 5's period (default 2019-03-03 to BENCH_EXPORT_TO 2020-03-02: the
 *                        year before the fake's clock), BENCH_EXPORT_REQUESTS (default 10),
 *                        BENCH_EXPORT_WARMUP (default 2)
 *   BENCH_LOAD_SESSIONS  part 7's sessions (default 200), BENCH_LOAD_SECONDS (default 60),
 *                        BENCH_LOAD_REPLICAS (default 1: the app alone; 2: two replicas, a balancer, Redis),
 *                        BENCH_LOAD_TOKEN_SECONDS (default 90: each session's token is refreshed once),
 *                        BENCH_LOAD_SAMPLES (a file to write every request of part 7 to, as JSON),
 *                        BENCH_BASELINE (another build's .next/standalone/server.js: part 8 runs on it first,
 *                        then on this build, and compares their CPU per request; one replica only)
 *   BENCH_JOURNAL_WRITES  timed writes per engine in part 9 (default 1000); BENCH_JOURNAL_ENTRIES (default
 *                        1000000); BENCH_JOURNAL_REQUESTS per page (default 100), BENCH_JOURNAL_WARMUP (10);
 *                        BENCH_DATABASE_URL a PostgreSQL server to use instead of starting one (its
 *                        journal_entries table is emptied); BENCH_PG_PORT (default 5437)
 *   BENCH_HOME_USERS     users seeded for part 10 (default 100000); BENCH_HOME_REQUESTS timed requests (default
 *                        100), BENCH_HOME_WARMUP (default 20); BENCH_HOME_SESSIONS (default 200) and
 *                        BENCH_HOME_SECONDS (default 60) for the gateway calls
 *   BENCH_PRESENCE_TRIALS openings timed per store in part 11 (default 20)
 *   BENCH_RATIO_CONNECTIONS connections of part 12 (default 10), BENCH_RATIO_SECONDS measured per page (12),
 *                        BENCH_RATIO_ROUNDS (3), BENCH_RATIO_WARMUP seconds per page (3), BENCH_RATIO_USERS
 *                        (the fake's default); BENCH_CPU_PROF a folder: the app runs with --cpu-prof there and
 *                        the profile's top modules are printed; BENCH_APP_NODE_ARGS more node flags for the app
 *   BENCH_JOB_ITEMS      items of part 13's job (default 1000); BENCH_JOB_CONCURRENCY (default
 *                        BULK_JOB_CONCURRENCY, else 4)
 *   BENCH_CONFLICT_ROUNDS actions timed per gateway mode in part 14 (default 300), BENCH_CONFLICT_WARMUP (30)
 *   BENCH_LIVE_DISCUSSIONS discussions open in streams in part 15 (default 200), BENCH_LIVE_MESSAGES messages
 *                        timed (default 50), BENCH_LIVE_SECONDS each CPU measurement (default 20)
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG } from '../lib/fake-gateway/core/config';
import { benchBff } from './bench/bff';
import { benchConflict } from './bench/conflict';
import { benchDocuments } from './bench/documents';
import { benchHome } from './bench/home';
import { benchExports } from './bench/exports';
import { printChecks, type Check } from './bench/checks';
import { benchDiscussions } from './bench/discussions';
import { benchLive } from './bench/live';
import { benchLoad } from './bench/load';
import { benchJobs } from './bench/jobs';
import { benchJournal } from './bench/journal';
import { benchPages } from './bench/pages';
import { benchPresence } from './bench/presence';
import { printProfile } from './bench/profile';
import { benchRatio, HEAP_PROBE_ARGS } from './bench/ratio';
import { benchLighthouse } from './bench/lighthouse';
import { benchWeight } from './bench/weight';
import { killAll, requireBuild, startStack, type Stack } from './bench/stack';

const numberOption = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** How much cheaper per request the load must be than the baseline build's (BENCH_BASELINE). */
const LOAD_CPU_CUT = 0.35;
const KNOWN_PARTS = [
  'bff',
  'pages',
  'documents',
  'messaging',
  'exports',
  'weight',
  'lighthouse',
  'load',
  'journal',
  'home',
  'presence',
  'ratio',
  'jobs',
  'conflict',
  'live',
];
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? KNOWN_PARTS.join(',')).split(',').map((part) => part.trim()),
);

async function withStack<T>(
  scaleUsers: number,
  run: (stack: Stack) => Promise<T>,
  appNodeArgs: string[] = [],
  appServer?: string,
): Promise<T> {
  const stack = await startStack(scaleUsers, {}, appNodeArgs, appServer);
  console.log(
    `servers up in ${(stack.startupMs / 1000).toFixed(1)} s (gateway ${stack.gatewayUrl} seeded with ` +
      `${scaleUsers.toLocaleString('en')} users, app ${stack.appUrl})\n`,
  );
  try {
    return await run(stack);
  } finally {
    await stack.stop();
  }
}

async function main(): Promise<void> {
  // The conflict part runs the runner's modules from source, not the build.
  if ([...PARTS].some((part) => part !== 'conflict')) requireBuild();
  const unknown = [...PARTS].filter((part) => !KNOWN_PARTS.includes(part));
  if (unknown.length > 0)
    throw new Error(`BENCH_PARTS: unknown part ${unknown.join(', ')} (known: ${KNOWN_PARTS.join(', ')})`);
  const started = performance.now();
  const checks: Check[] = [];
  console.log(`npm run bench on node ${process.version}\n`);

  if (PARTS.has('bff')) {
    const requests = numberOption('BENCH_REQUESTS', 300);
    const warmup = numberOption('BENCH_WARMUP', 30);
    console.log(`Part 1, BFF: ${requests} requests per target after ${warmup} warm-up, in turn`);
    checks.push(
      ...(await withStack(numberOption('BENCH_BFF_USERS', DEFAULT_CONFIG.scaleUsers), (stack) =>
        benchBff(stack, {
          requests,
          warmup,
          appPath: process.env.BENCH_APP_PATH ?? '/api/compte',
          connections: numberOption('BENCH_CONNECTIONS', 10),
          seconds: numberOption('BENCH_SECONDS', 5),
        }),
      )),
    );
  }

  if (PARTS.has('pages')) {
    const requests = numberOption('BENCH_PAGE_REQUESTS', 200);
    const warmup = numberOption('BENCH_PAGE_WARMUP', 20);
    console.log(
      `\nPart 2, pages: server time to the full HTML response, ${requests} requests per target after ${warmup} warm-up, in turn`,
    );
    checks.push(
      ...(await withStack(numberOption('BENCH_PAGE_USERS', 100_000), (stack) =>
        benchPages(stack, { requests, warmup, userId: process.env.BENCH_USER_ID }),
      )),
    );
  }

  if (PARTS.has('documents')) {
    const requests = numberOption('BENCH_DOC_REQUESTS', 40);
    const warmup = numberOption('BENCH_DOC_WARMUP', 5);
    const megabytes = numberOption('BENCH_DOC_MB', 9);
    console.log(
      `\nPart 3, documents: a ${megabytes} MB PDF to its last byte, ${requests} reads per target after ${warmup} warm-up, in turn`,
    );
    checks.push(
      ...(await withStack(DEFAULT_CONFIG.scaleUsers, (stack) =>
        benchDocuments(stack, { requests, warmup, megabytes }),
      )),
    );
  }

  if (PARTS.has('messaging')) {
    const requests = numberOption('BENCH_THREAD_REQUESTS', 200);
    const warmup = numberOption('BENCH_THREAD_WARMUP', 20);
    const messages = numberOption('BENCH_THREAD_MESSAGES', 500);
    console.log(
      `\nPart 4, messaging: /discussions/:id with ${messages} messages, ${requests} requests per target after ${warmup} warm-up, in turn`,
    );
    checks.push(
      ...(await withStack(DEFAULT_CONFIG.scaleUsers, (stack) =>
        benchDiscussions(stack, {
          requests,
          warmup,
          messages,
          arrivals: numberOption('BENCH_ARRIVALS', 20),
        }),
      )),
    );
  }

  if (PARTS.has('exports')) {
    const requests = numberOption('BENCH_EXPORT_REQUESTS', 10);
    const warmup = numberOption('BENCH_EXPORT_WARMUP', 2);
    const from = process.env.BENCH_EXPORT_FROM ?? '2019-03-03';
    const to = process.env.BENCH_EXPORT_TO ?? '2020-03-02';
    console.log(
      `\nPart 5, exports: the invoices CSV from ${from} to ${to} to its last byte, ${requests} downloads per target after ${warmup} warm-up, in turn`,
    );
    checks.push(
      ...(await withStack(numberOption('BENCH_EXPORT_USERS', 100_000), (stack) =>
        benchExports(stack, { requests, warmup, from, to }),
      )),
    );
  }

  if (PARTS.has('weight')) {
    console.log(
      "\nPart 6, weight: gzipped JavaScript of each route's first load, from the build's manifests",
    );
    checks.push(...benchWeight());
  }

  if (PARTS.has('lighthouse')) {
    const runs = numberOption('BENCH_VITALS_RUNS', 3);
    console.log(
      '\nPart 7, Lighthouse and web vitals: signed-in list and record pages of the production build, in Chromium',
    );
    checks.push(...(await withStack(DEFAULT_CONFIG.scaleUsers, (stack) => benchLighthouse(stack, { runs }))));
  }

  if (PARTS.has('load')) {
    const sessions = numberOption('BENCH_LOAD_SESSIONS', 200);
    const seconds = numberOption('BENCH_LOAD_SECONDS', 60);
    const replicas = numberOption('BENCH_LOAD_REPLICAS', 1);
    const tokenSeconds = numberOption('BENCH_LOAD_TOKEN_SECONDS', 90);
    const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
    console.log(
      `\nPart 8, load: ${sessions} signed-in sessions browsing lists, records and messaging for ${seconds} s`,
    );
    const load = (server?: string) =>
      withStack(
        DEFAULT_CONFIG.scaleUsers,
        (stack) => benchLoad(stack, { sessions, seconds, replicas, tokenSeconds }),
        [],
        server,
      );
    // Another build's figure from the same run, on the same machine, just before this build's.
    let before: Awaited<ReturnType<typeof load>> | null = null;
    if (baseline && replicas === 1) {
      console.log(`baseline build: ${baseline}`);
      before = await load(baseline);
      console.log('\nthis build:');
    }
    const after = await load();
    checks.push(...after.checks);
    if (before) {
      const lower = 1 - after.cpuMsPerRequest / before.cpuMsPerRequest;
      checks.push({
        name: 'load: app CPU per request, this build against the baseline build (same run)',
        value: `${before.cpuMsPerRequest.toFixed(1)} → ${after.cpuMsPerRequest.toFixed(1)} ms (${(lower * 100).toFixed(0)} % lower)`,
        target: `≥ ${LOAD_CPU_CUT * 100} % lower`,
        pass: lower >= LOAD_CPU_CUT,
      });
    }
  }

  if (PARTS.has('journal')) {
    const entries = numberOption('BENCH_JOURNAL_ENTRIES', 1_000_000);
    console.log(
      `\nPart 9, journal: writing an entry on PGlite and PostgreSQL, then /journal over ${entries.toLocaleString('en')} entries`,
    );
    checks.push(
      ...(await benchJournal({
        writes: numberOption('BENCH_JOURNAL_WRITES', 1000),
        entries,
        requests: numberOption('BENCH_JOURNAL_REQUESTS', 100),
        warmup: numberOption('BENCH_JOURNAL_WARMUP', 10),
      })),
    );
  }

  if (PARTS.has('home')) {
    const scaleUsers = numberOption('BENCH_HOME_USERS', 100_000);
    console.log(`\nPart 10, home: / with shared views at ${scaleUsers.toLocaleString('en')} users`);
    checks.push(
      ...(await benchHome({
        scaleUsers,
        requests: numberOption('BENCH_HOME_REQUESTS', 100),
        warmup: numberOption('BENCH_HOME_WARMUP', 20),
        sessions: numberOption('BENCH_HOME_SESSIONS', 200),
        seconds: numberOption('BENCH_HOME_SECONDS', 60),
      })),
    );
  }

  if (PARTS.has('presence')) {
    const trials = numberOption('BENCH_PRESENCE_TRIALS', 20);
    console.log(
      `\nPart 11, presence: ${trials} openings of a record on one replica, seen by a colleague on another`,
    );
    checks.push(...(await withStack(DEFAULT_CONFIG.scaleUsers, (stack) => benchPresence(stack, { trials }))));
  }

  if (PARTS.has('ratio')) {
    const options = {
      connections: numberOption('BENCH_RATIO_CONNECTIONS', 10),
      seconds: numberOption('BENCH_RATIO_SECONDS', 12),
      rounds: numberOption('BENCH_RATIO_ROUNDS', 3),
      warmupSeconds: numberOption('BENCH_RATIO_WARMUP', 3),
    };
    const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
    console.log(
      `\nPart 12, ratio: each page with ${options.connections} connections for ${options.seconds} s ` +
        `(${options.rounds} rounds in turn) after ${options.warmupSeconds} s of warm-up, beside a minimal Next page`,
    );
    const profiled = new Date();
    checks.push(
      ...(await withStack(
        numberOption('BENCH_RATIO_USERS', DEFAULT_CONFIG.scaleUsers),
        (stack) => benchRatio(stack, options),
        [
          ...HEAP_PROBE_ARGS,
          ...(process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
          ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        ],
      )),
    );
    if (profileDir) {
      const written = readdirSync(profileDir)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) => path.join(profileDir, name))
        .filter((file) => statSync(file).mtime >= profiled);
      for (const file of written) printProfile(file);
    }
  }
  if (PARTS.has('jobs')) {
    const items = numberOption('BENCH_JOB_ITEMS', 1_000);
    const concurrency = numberOption('BENCH_JOB_CONCURRENCY', numberOption('BULK_JOB_CONCURRENCY', 4));
    console.log(`\nPart 13, jobs: one job of ${items} items at a concurrency of ${concurrency}`);
    checks.push(...(await benchJobs({ items, concurrency })));
  }
  if (PARTS.has('conflict')) {
    console.log(
      "\nPart 14, conflict: the runner's record version check, with and without the gateway's ETags",
    );
    checks.push(...(await benchConflict()));
  }
  if (PARTS.has('live')) {
    const discussions = numberOption('BENCH_LIVE_DISCUSSIONS', 200);
    const messages = numberOption('BENCH_LIVE_MESSAGES', 50);
    console.log(
      `\nPart 15, live: the app's CPU with ${discussions} discussions open in streams, then ${messages} messages from the gateway to an SSE client`,
    );
    checks.push(
      ...(await withStack(DEFAULT_CONFIG.scaleUsers, (stack) =>
        benchLive(stack, { discussions, messages, seconds: numberOption('BENCH_LIVE_SECONDS', 20) }),
      )),
    );
  }

  console.log(`\nTargets (run took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  printChecks(checks);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killAll();
  process.exitCode = 1;
});
