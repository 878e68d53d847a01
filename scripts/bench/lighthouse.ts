/**
 * Part `lighthouse` of `npm run bench`: what a signed-in staff member's browser sees on
 * a list page and a record page (/clients, /projets, /clients/:id, /projets/:id) of the production
 * build, in Debian's Chromium.
 *
 * (a) Lighthouse 13 (desktop preset) when its CLI is there: LIGHTHOUSE_CLI, or node_modules/.bin/
 *     lighthouse (`npm install --no-save lighthouse@13.5.0`: it runs on Node 20.20, although it
 *     declares node >= 22.19, which is why it is no dependency of the project). Scores of the
 *     performance, accessibility and best-practices categories, and its LCP, TBT and CLS.
 * (b) Always, Playwright with the browser's own performance APIs, no throttling: LCP (the last
 *     largest-contentful-paint entry), TBT (the part over 50 ms of each long task after the first
 *     contentful paint) and CLS (layout shifts without recent input, summed), a median of runs.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Check } from './checks';
import { ms, percentile, printTable } from './measure';
import { matchRoute } from '../../lib/access/match';
import { signIn, type BenchSession } from './session';
import { librariesIn, readBuild, routeWeights } from './weight';
import { ROOT, type Stack } from './stack';

export interface LighthouseOptions {
  /** Playwright runs per page (median printed). */
  runs: number;
}

/** "Good" thresholds of the web vitals; Lighthouse's own for a performance score of 90. */
const BUDGET = { lcpMs: 2500, tbtMs: 200, cls: 0.1, score: 0.9 };

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Vitals {
  lcp: number;
  tbt: number;
  cls: number;
}

interface LighthouseResult extends Vitals {
  performance: number;
  accessibility: number;
  bestPractices: number;
}

export const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((candidate) => candidate && existsSync(candidate));

const lighthouseCli = () =>
  [process.env.LIGHTHOUSE_CLI, path.join(ROOT, 'node_modules', '.bin', 'lighthouse')].find(
    (candidate) => candidate && existsSync(candidate),
  );

async function gatewayJson<T>(stack: Stack, session: BenchSession, route: string): Promise<T> {
  const response = await fetch(new URL(route, stack.gatewayUrl), {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`GET ${route} on the gateway answered ${response.status}`);
  return (await response.json()) as T;
}

/** The pages measured: two lists and two records, ids found through the fake gateway. */
async function pagesToMeasure(stack: Stack, session: BenchSession) {
  const showcase = await fetch(new URL('/__fake/showcase', stack.gatewayUrl));
  if (!showcase.ok) throw new Error(`GET /__fake/showcase answered ${showcase.status}`);
  const projectId = ((await showcase.json()) as Record<string, string>).paying;
  const { items } = await gatewayJson<{ items: { id: string }[] }>(
    stack,
    session,
    '/users?type=PROFESSIONAL&status=ACTIVE&size=1',
  );
  if (!projectId || !items[0]) throw new Error('the fake gateway has no showcase project or professional');
  return [
    { label: 'list', path: '/clients' },
    { label: 'list', path: '/projets' },
    { label: 'record', path: `/clients/${items[0].id}` },
    { label: 'record', path: `/projets/${projectId}` },
  ];
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}: ${err.slice(-500)}`)),
    );
  });
}

async function lighthouse(cli: string, chromium: string, url: string, cookie: string) {
  const out = await run(process.execPath, [
    cli,
    url,
    '--preset=desktop',
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-path=${chromium}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
  ]);
  const report = JSON.parse(out) as {
    finalDisplayedUrl: string;
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse on ${url} ended on ${report.finalDisplayedUrl}: is the session accepted?`);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: report.categories.performance?.score ?? Number.NaN,
    accessibility: report.categories.accessibility?.score ?? Number.NaN,
    bestPractices: report.categories['best-practices']?.score ?? Number.NaN,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  } satisfies LighthouseResult;
}

/** Installed before any script of the page: collects the entries the three figures are made of. */
const OBSERVERS = `(() => {
  const seen = (window.__vitals = { lcp: 0, fcp: 0, shifts: 0, tasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
})();`;

async function playwrightVitals(
  chromium: string,
  appUrl: string,
  paths: string[],
  cookie: string,
  runs: number,
) {
  const { chromium: launcher } = await import('@playwright/test');
  const browser = await launcher.launch({ executablePath: chromium, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const results = new Map<string, Vitals[]>();
    /** The build's script files each page fetched on its first run, e.g. static/chunks/x.js. */
    const scripts = new Map<string, string[]>();
    for (let index = 0; index < runs; index += 1) {
      for (const pagePath of paths) {
        // A fresh context each time: a first load, with nothing cached.
        const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
        const [name, ...value] = cookie.split('=');
        await context.addCookies([{ name, value: value.join('='), url: appUrl }]);
        await context.addInitScript(OBSERVERS);
        const page = await context.newPage();
        const fetched: string[] = [];
        page.on('response', (answer) => {
          const { pathname } = new URL(answer.url());
          if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js'))
            fetched.push(pathname.slice('/_next/'.length));
        });
        const response = await page.goto(new URL(pagePath, appUrl).toString(), { waitUntil: 'networkidle' });
        if (response?.status() !== 200 || new URL(page.url()).pathname !== pagePath)
          throw new Error(`${pagePath} answered ${response?.status()} at ${page.url()}`);
        // Lets the last long tasks and shifts of hydration be reported.
        await page.waitForTimeout(500);
        const vitals = await page.evaluate(() => {
          const seen = (
            window as unknown as {
              __vitals: { lcp: number; fcp: number; shifts: number; tasks: [number, number][] };
            }
          ).__vitals;
          const tbt = seen.tasks
            .filter(([start]) => start >= seen.fcp)
            .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
          return { lcp: seen.lcp, tbt, cls: seen.shifts };
        });
        results.set(pagePath, [...(results.get(pagePath) ?? []), vitals]);
        if (index === 0) scripts.set(pagePath, fetched);
        await context.close();
      }
    }
    return { results, scripts };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const score = (value: number) => (Number.isNaN(value) ? '—' : String(Math.round(value * 100)));
const cls = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(3));

export async function benchLighthouse(stack: Stack, options: LighthouseOptions): Promise<Check[]> {
  const chromium = chromiumPath();
  if (!chromium) {
    console.log('no Chromium (CHROMIUM_PATH or /usr/bin/chromium): part skipped');
    return [];
  }
  const session = await signIn(stack.gatewayUrl, stack.env);
  const pages = await pagesToMeasure(stack, session);
  const checks: Check[] = [];

  const cli = lighthouseCli();
  if (cli) {
    console.log(`(a) Lighthouse (${cli}), desktop preset, in ${chromium}:`);
    const rows: string[][] = [];
    for (const page of pages) {
      const result = await lighthouse(
        cli,
        chromium,
        new URL(page.path, stack.appUrl).toString(),
        session.cookie,
      );
      rows.push([
        `${page.label} ${page.path}`,
        score(result.performance),
        score(result.accessibility),
        score(result.bestPractices),
        ms(result.lcp),
        ms(result.tbt),
        cls(result.cls),
      ]);
      checks.push({
        name: `Lighthouse performance ${page.path}`,
        value: score(result.performance),
        target: `≥ ${BUDGET.score * 100}`,
        pass: result.performance >= BUDGET.score,
      });
    }
    printTable(['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS'], rows);
  } else {
    console.log(
      '(a) Lighthouse: no CLI (LIGHTHOUSE_CLI or node_modules/.bin/lighthouse; `npm install --no-save lighthouse@13.5.0`), skipped',
    );
  }

  console.log(
    `\n(b) Playwright in ${chromium}, performance APIs, no throttling, median of ${options.runs} first loads:`,
  );
  const { results: vitals, scripts } = await playwrightVitals(
    chromium,
    stack.appUrl,
    pages.map((page) => page.path),
    session.cookie,
    options.runs,
  );
  const rows = pages.map((page) => {
    const runs = vitals.get(page.path) ?? [];
    const figures = {
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
      cls: median(runs.map((run) => run.cls)),
    };
    checks.push({
      name: `LCP / TBT / CLS ${page.path}`,
      value: `${ms(figures.lcp)} / ${ms(figures.tbt)} / ${cls(figures.cls)}`,
      target: `≤ ${BUDGET.lcpMs} ms / ${BUDGET.tbtMs} ms / ${BUDGET.cls}`,
      pass: figures.lcp <= BUDGET.lcpMs && figures.tbt <= BUDGET.tbtMs && figures.cls <= BUDGET.cls,
    });
    return [`${page.label} ${page.path}`, ms(figures.lcp), ms(figures.tbt), cls(figures.cls)];
  });
  printTable(['page', 'LCP', 'TBT', 'CLS'], rows);
  checks.push(...compareWithManifests(pages, scripts));
  return checks;
}

/**
 * The weight part reads the first load from the build's manifests; here the same pages in Chromium
 * say whether that reading is right: every chunk it counts was fetched, and what else was fetched
 * came after hydration (the toast host, fetched once the page is interactive).
 */
function compareWithManifests(pages: { path: string }[], scripts: Map<string, string[]>): Check[] {
  const build = readBuild(path.join(ROOT, '.next'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const rows: string[][] = [];
  const checks: Check[] = [];
  for (const { path: pagePath } of pages) {
    const match = matchRoute(pagePath);
    const [weight] = routeWeights(match ? [{ id: match.route.id, pattern: match.route.pattern }] : [], build);
    const fetched = new Set(scripts.get(pagePath) ?? []);
    const counted = new Set(weight?.chunks.map((chunk) => chunk.file) ?? []);
    const missing = [...counted].filter((file) => !fetched.has(file));
    const later = [...fetched].filter((file) => !counted.has(file));
    const laterBytes = later.reduce((sum, file) => sum + build.gzipBytes(file), 0);
    const laterWhat = later.map((file) => librariesIn(build.source(file)).join(', ') || file).join('; ');
    rows.push([
      pagePath,
      weight ? kb(weight.bytes) : '—',
      String(missing.length),
      later.length > 0 ? `${kb(laterBytes)} (${laterWhat})` : '—',
    ]);
    checks.push({
      name: `manifest first load fetched in Chromium ${pagePath}`,
      value: `${counted.size - missing.length} of ${counted.size} chunks`,
      target: 'all',
      pass: Boolean(weight) && missing.length === 0,
    });
  }
  console.log("\n(c) the weight part's first load against the scripts Chromium fetched (first run):");
  printTable(['page', 'first load (manifests)', 'counted, not fetched', 'fetched besides'], rows);
  return checks;
}
