/**
 * Part `ratio` of `npm run bench`: what a back-office page costs next to the framework's own floor.
 * A minimal Next app (scripts/bench/minimal-app: the same Next, standalone; its page reads a cookie,
 * fetches the 20 rows /clients shows from the same fake gateway, renders them as a table) is built
 * when its sources changed and runs beside the production build. Each page, signed in as SUPPORT,
 * gets the same closed-loop load (`connections` at once, each sending its next GET when the last body
 * has arrived), in rounds taken in turn so that the shared machine's drifts weigh on all alike:
 * requests/s, p50, p99, the serving process's CPU per request, the HTML's bytes and, on lists, the
 * markup of the rows. Then the ratios of the targets, PASS or FAIL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printAfterLoad } from './after-load';
import type { Check } from './checks';
import { closedLoop, cpuSeconds, ms, percentile, printTable, type Target } from './measure';
import {
  check,
  gatewayText,
  INVOICES_CALL,
  LIST_CALL,
  pickProfessional,
  projectRecord,
  PROJECTS_CALL,
} from './pages';
import { signIn } from './session';
import { ROOT, type Stack } from './stack';
import { startNextServer, type Running } from '../replicas/servers';

export interface RatioOptions {
  connections: number;
  /** Measured seconds per page, split into `rounds`. */
  seconds: number;
  rounds: number;
  /** Unmeasured seconds of the same load per page first. */
  warmupSeconds: number;
}

const MINIMAL_DIR = path.join(ROOT, 'scripts', 'bench', 'minimal-app');
const MINIMAL_SERVER = path.join(
  MINIMAL_DIR,
  '.next',
  'standalone',
  'scripts',
  'bench',
  'minimal-app',
  'server.js',
);

/** Issue targets: each a share of another page's requests/s, or a bound on p99 and on the HTML. */
const BARE_OF_MINIMAL = 0.75;
const PAGE_OF_BARE = 0.7;
const P99_OF_P50 = 2;
const HTML_OF_ROWS = 2;
/** What a served request may leave on the app's heap: the code V8 still compiles as pages warm up. */
const HEAP_KEPT_KB = 2;

interface Page {
  label: string;
  target: Target;
  /** A text the page must show, so a login page or an error is never measured. */
  marker: string;
  kind: 'minimal' | 'bare' | 'list' | 'record';
  pid: number;
}

interface Measured {
  times: number[];
  count: number;
  errors: number;
  seconds: number;
  cpu: number;
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'next-env.d.ts') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** `next build` of the minimal app, unless its standalone server is newer than its sources. */
function buildMinimal(): void {
  if (existsSync(MINIMAL_SERVER) && statSync(MINIMAL_SERVER).mtimeMs > newestSource(MINIMAL_DIR)) return;
  console.log('building the minimal app (scripts/bench/minimal-app)…');
  const built = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build', MINIMAL_DIR], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0)
    throw new Error(`next build of the minimal app failed:\n${built.stdout}${built.stderr}`);
}

/**
 * What the rows weigh as markup: the last `<tbody>…</tbody>` (a list streams its loading skeleton's
 * table first, then the rows).
 */
function rowsMarkup(html: string): number {
  const start = html.lastIndexOf('<tbody');
  const end = html.indexOf('</tbody>', start);
  return start === -1 || end === -1 ? 0 : end + '</tbody>'.length - start;
}

/** The node flags that let heapAfterCollection() ask the app for its heap (scripts/bench/heap-probe.mjs). */
export const HEAP_PROBE_ARGS = [
  '--expose-gc',
  '--import',
  path.join(ROOT, 'scripts', 'bench', 'heap-probe.mjs'),
];

/** The app's heap once its garbage is collected, in bytes. */
async function heapAfterCollection(pid: number): Promise<number> {
  const file = path.join(tmpdir(), `bo-heap-${pid}`);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (existsSync(file)) {
      const bytes = Number(readFileSync(file, 'utf8'));
      rmSync(file, { force: true });
      return bytes;
    }
  }
  throw new Error('the app did not answer the heap probe: start it with HEAP_PROBE_ARGS');
}

export async function benchRatio(stack: Stack, options: RatioOptions): Promise<Check[]> {
  buildMinimal();
  const session = await signIn(stack.gatewayUrl, stack.env);
  const minimal: Running = await startNextServer(MINIMAL_SERVER, {
    ...stack.env,
    MINIMAL_ROWS_URL: new URL(LIST_CALL, stack.gatewayUrl).toString(),
  });
  try {
    const userId = await pickProfessional(stack, session.token);
    const project = await projectRecord(stack, session.token);
    const firstRid = async (call: string) =>
      (JSON.parse(await gatewayText(stack, session.token, call)) as { items: { rid: string }[] }).items[0]
        .rid;
    const firstInvoice = (
      JSON.parse(await gatewayText(stack, session.token, INVOICES_CALL)) as { items: { number: string }[] }
    ).items[0].number;
    const user = JSON.parse(await gatewayText(stack, session.token, `/users/${userId}`)) as { rid: string };
    const newestUser = await firstRid(LIST_CALL);

    const app = (label: string, pathname: string, marker: string, kind: Page['kind']): Page => ({
      label,
      kind,
      marker,
      pid: stack.appPid,
      target: { label, url: new URL(pathname, stack.appUrl), headers: { cookie: session.cookie } },
    });
    const pages: Page[] = [
      {
        label: 'minimal Next page',
        kind: 'minimal',
        marker: newestUser,
        pid: minimal.pid,
        target: {
          label: 'minimal',
          url: new URL('/', minimal.url),
          headers: { cookie: `token=${session.token}` },
        },
      },
      app('signed-in, no gateway read', '/creation-utilisateur', 'SGID', 'bare'),
      app('users list', '/clients', newestUser, 'list'),
      app('projects list', '/projets', await firstRid(PROJECTS_CALL), 'list'),
      app('provider invoices list', '/factures', firstInvoice, 'list'),
      app('user record', `/clients/${userId}`, user.rid, 'record'),
      app('project record', `/projets/${project.id}`, project.rid, 'record'),
    ];
    const html = new Map<Page, string>();
    for (const page of pages) {
      await check(page.target, page.marker);
      const response = await fetch(page.target.url, { headers: page.target.headers });
      html.set(page, await response.text());
    }

    /*
     * The load keeps no cookie the app sets: with one sealed more than a minute ago, every request
     * would re-confirm the session's facts and re-seal it, which a browser, keeping the new cookie,
     * causes once a minute. Each slice starts from a fresh sign-in instead.
     */
    const freshCookie = async (page: Page) => {
      if (page.kind === 'minimal') return;
      page.target.headers.cookie = (await signIn(stack.gatewayUrl, stack.env)).cookie;
    };
    for (const page of pages) {
      await freshCookie(page);
      await closedLoop(page.target, options.connections, options.warmupSeconds);
    }
    const heapBefore = await heapAfterCollection(stack.appPid);
    const measured = new Map<Page, Measured>(
      pages.map((page) => [page, { times: [], count: 0, errors: 0, seconds: 0, cpu: 0 }]),
    );
    const slice = options.seconds / options.rounds;
    for (let round = 0; round < options.rounds; round += 1) {
      for (const page of pages) {
        await freshCookie(page);
        const cpuBefore = cpuSeconds(page.pid);
        const run = await closedLoop(page.target, options.connections, slice);
        const sum = measured.get(page)!;
        sum.cpu += cpuSeconds(page.pid) - cpuBefore;
        sum.times.push(...run.times);
        sum.count += run.count;
        sum.errors += run.errors;
        sum.seconds += run.elapsed;
      }
    }

    const heapAfter = await heapAfterCollection(stack.appPid);
    const appRequests = pages
      .filter((page) => page.pid === stack.appPid)
      .reduce((sum, page) => sum + measured.get(page)!.count, 0);
    const keptPerRequest = (heapAfter - heapBefore) / appRequests;

    const figures = pages.map((page) => {
      const sum = measured.get(page)!;
      const sorted = [...sum.times].sort((a, b) => a - b);
      const body = html.get(page)!;
      return {
        page,
        rps: sum.count / sum.seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        cpuMs: (sum.cpu * 1000) / Math.max(1, sum.count),
        errors: sum.errors,
        bytes: Buffer.byteLength(body),
        rows: page.kind === 'list' || page.kind === 'minimal' ? rowsMarkup(body) : 0,
      };
    });
    const [floor, bare] = figures;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    printTable(
      [
        'page',
        'request',
        'requests/s',
        'p50',
        'p99',
        'CPU/request',
        'HTML',
        'rows markup',
        'ratio',
        'ratio by CPU',
        'errors',
      ],
      figures.map((figure) => [
        figure.page.label,
        `GET ${figure.page.target.url.pathname}`,
        figure.rps.toFixed(1),
        ms(figure.p50),
        ms(figure.p99),
        ms(figure.cpuMs),
        kb(figure.bytes),
        figure.rows ? kb(figure.rows) : '',
        figure === floor
          ? '1'
          : figure === bare
            ? `${(figure.rps / floor.rps).toFixed(2)} of minimal`
            : `${(figure.rps / bare.rps).toFixed(2)} of signed-in`,
        // The same ratio were the serving process's CPU all that limits it: steadier on a busy machine.
        figure === floor ? '1' : ((figure === bare ? floor : bare).cpuMs / figure.cpuMs).toFixed(2),
        String(figure.errors),
      ]),
    );

    const checks: Check[] = [
      {
        name: 'ratio: signed-in page (no gateway read) / minimal Next page, requests/s',
        value: (bare.rps / floor.rps).toFixed(2),
        target: `≥ ${BARE_OF_MINIMAL}`,
        pass: bare.rps >= BARE_OF_MINIMAL * floor.rps,
      },
    ];
    for (const figure of figures.slice(2)) {
      checks.push({
        name: `ratio: ${figure.page.target.url.pathname.replace(/\/[0-9a-f-]{36}$/, '/:id')} / signed-in page, requests/s`,
        value: (figure.rps / bare.rps).toFixed(2),
        target: `≥ ${PAGE_OF_BARE}`,
        pass: figure.rps >= PAGE_OF_BARE * bare.rps,
      });
    }
    for (const figure of figures.slice(1)) {
      checks.push({
        name: `ratio: p99 / p50 at ${options.connections} connections, ${figure.page.target.url.pathname.replace(/\/[0-9a-f-]{36}$/, '/:id')}`,
        value: (figure.p99 / figure.p50).toFixed(2),
        target: `≤ ${P99_OF_P50}`,
        pass: figure.p99 <= P99_OF_P50 * figure.p50,
      });
    }
    // The shell is the signed-in page's whole weight: what a list adds to it is what its rows cost.
    for (const figure of figures.filter((entry) => entry.page.kind === 'list')) {
      const added = figure.bytes - bare.bytes;
      checks.push({
        name: `ratio: HTML beyond the signed-in page / rows markup, ${figure.page.target.url.pathname}`,
        value: figure.rows
          ? `${(added / figure.rows).toFixed(2)} (whole page ${(figure.bytes / figure.rows).toFixed(2)})`
          : 'no rows',
        target: `≤ ${HTML_OF_ROWS}`,
        pass: figure.rows > 0 && added <= HTML_OF_ROWS * figure.rows,
      });
    }
    // A request must leave nothing behind once served: what stays grows the heap until a collection
    // stalls every request, or the process runs out of memory.
    console.log(
      `\nThe app's heap after a forced collection: ${(heapBefore / 1e6).toFixed(1)} MB before the measured rounds, ` +
        `${(heapAfter / 1e6).toFixed(1)} MB after their ${appRequests} requests.`,
    );
    checks.push({
      name: 'ratio: heap kept per request after a forced collection',
      value: `${(keptPerRequest / 1024).toFixed(2)} kB`,
      target: `≤ ${HEAP_KEPT_KB} kB`,
      pass: keptPerRequest <= HEAP_KEPT_KB * 1024,
    });
    await printAfterLoad(
      stack.appUrl,
      (await signIn(stack.gatewayUrl, stack.env)).cookie,
      pages.filter((page) => page.kind !== 'minimal').map((page) => page.target.url.pathname),
    );
    checks.push({
      name: 'ratio: errors under load',
      value: String(figures.reduce((sum, figure) => sum + figure.errors, 0)),
      target: '0',
      pass: figures.every((figure) => figure.errors === 0),
    });
    return checks;
  } finally {
    await minimal.stop();
  }
}
