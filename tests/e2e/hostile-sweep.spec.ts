import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import { LOGOUT_PATH, ROUTE_LIST, isPublicRoute, type Route } from '@/lib/access/routes';
import { expect, test } from './support/signed-in';
import { freshenSessions, sessionOf } from './support/signed-in';
import { control, resetGateway } from './support/fake-gateway';
import {
  BEHAVIOURS,
  UNKNOWN_CODE_RULE,
  observe,
  watchScripts,
  type Behaviour,
  type Observation,
  type Outcome,
} from './support/hostile';
import { recordPaths } from './support/records';
import { clearSweepReport, writeSweepReport, type SweepTarget } from './support/hostile-report';

/*
 * Every route of the role table, opened with a role allowed to see it (one record of each
 * type, found through the fake), under each hostile behaviour of the fake gateway applied to every
 * call. Asserts that no script runs, no script link is rendered, the layout never overflows, and each
 * route ends where staff can act: its data, the SPEC §8 message inside the shell, or the login page
 * with the session-expired notice. After each behaviour, the outcomes so far are written to
 * test-results/hostile-sweep/table.md (and into docs/hardening.md with HARDENING_UPDATE=1).
 */

// Not serial: a behaviour that fails must not hide what the others measure.
test.describe.configure({ timeout: 300_000 });

/** Pages open at once: the fake and the app answer several; one browser context each. */
const PARALLEL = 3;

/** A role the route allows: SUPPORT when it may, since it sees every record. */
function roleFor(route: Route): string {
  const access = route.access as readonly string[];
  return access.includes('SUPPORT') ? 'SUPPORT' : access[0];
}

/** The signed-in routes of the role table: every screen but the sign-out handler. */
const SCREENS = ROUTE_LIST.filter((route) => !isPublicRoute(route) && route.pattern !== LOGOUT_PATH);

interface Worker {
  page: Page;
  context: BrowserContext;
  cookies: Cookie[];
}

async function openWorker(browser: Browser, baseURL: string | undefined, role: string): Promise<Worker> {
  const state = await sessionOf(browser, role, baseURL);
  const context = await browser.newContext({ baseURL, storageState: state });
  await watchScripts(context);
  const { cookies } = JSON.parse(await readFile(state, 'utf8')) as { cookies: Cookie[] };
  return { context, page: await context.newPage(), cookies };
}

/** Observes each target, `parallel` at a time, each worker with its own session. */
async function walk(
  browser: Browser,
  baseURL: string | undefined,
  list: SweepTarget[],
  parallel: number,
  idle: boolean,
): Promise<Observation[]> {
  const results: Observation[] = new Array(list.length);
  let next = 0;
  const run = async () => {
    const workers = new Map<string, Worker>();
    try {
      for (let index = next++; index < list.length; index = next++) {
        const target = list[index];
        let worker = workers.get(target.role);
        if (!worker) {
          worker = await openWorker(browser, baseURL, target.role);
          workers.set(target.role, worker);
        }
        // A 401/403 ends the worker's session (a late answer of the page before may end it too);
        // the saved one is still valid at the gateway.
        await worker.context.addCookies(worker.cookies);
        results[index] = await observe(worker.page, target.path, { idle });
      }
    } finally {
      await Promise.all([...workers.values()].map((worker) => worker.context.close()));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, list.length) }, run));
  return results;
}

/** What went wrong on one page, or nothing. */
function problemsOf(observation: Observation, allowed: Outcome[]): string[] {
  const problems: string[] = [];
  if (observation.scripts.length) problems.push(`ran ${observation.scripts.join('; ')}`);
  if (observation.unsafeLinks.length) problems.push(`links ${observation.unsafeLinks.join('; ')}`);
  if (observation.overflowPx > 0) problems.push(`overflows by ${observation.overflowPx} px`);
  if (!allowed.includes(observation.outcome))
    problems.push(`shows ${observation.outcome}, not ${allowed.join(' or ')}`);
  return problems.map((problem) => `${observation.path}: ${problem}`);
}

/**
 * What a route may show under a behaviour. A route that reads nothing from the gateway, or that
 * rendered under the discovery's failing gateway (home falls back on the session), shows its screen
 * where others show a message; a 401/403 still ends its session.
 */
function allowedFor(behaviour: Behaviour, target: SweepTarget): Outcome[] {
  if (target.reads === 0) return ['rendered'];
  const onlyMessages = behaviour.allowed.every((outcome) => outcome.startsWith('message:'));
  return target.gatewayOptional && onlyMessages ? ['rendered'] : behaviour.allowed;
}

/**
 * Every screen with its record and role, and how many gateway calls it makes when the gateway
 * behaves; it must then render normally. Found once per worker (a failed test starts a new one).
 */
async function discover(browser: Browser, baseURL: string | undefined, request: APIRequestContext) {
  await resetGateway(request);
  const records = await recordPaths(request);
  // A route added with a parameter needs a record: add one to tests/e2e/support/records.ts.
  const missing = SCREENS.filter((route) => route.pattern.includes(':') && !records[route.id]);
  const found: SweepTarget[] = [];
  const problems: string[] = missing.map((route) => `${route.id}: no record to open`);
  const workers = new Map<string, Worker>();
  try {
    for (const route of SCREENS) {
      if (missing.includes(route)) continue;
      const target: SweepTarget = {
        route,
        path: records[route.id] ?? route.pattern,
        role: roleFor(route),
        reads: 0,
        gatewayOptional: false,
      };
      let worker = workers.get(target.role);
      if (!worker) {
        worker = await openWorker(browser, baseURL, target.role);
        workers.set(target.role, worker);
      }
      await control(request, 'DELETE', '/calls');
      const observation = await observe(worker.page, target.path);
      const calls = (await control(request, 'GET', '/calls')) as { path: string }[];
      target.reads = calls.filter((call) => !/^\/(oauth\/token|logger)/.test(call.path)).length;
      problems.push(...problemsOf(observation, ['rendered']));
      found.push(target);
    }
  } finally {
    await Promise.all([...workers.values()].map((worker) => worker.context.close()));
  }
  // Which routes still render when every call fails: the 500-unknown-code behaviour's own walk.
  await freshenSessions(
    browser,
    baseURL,
    found.map((target) => target.role),
  );
  await control(request, 'POST', '/failures', { method: '*', path: '*', times: 0, ...UNKNOWN_CODE_RULE });
  let failing: Observation[];
  try {
    failing = await walk(browser, baseURL, found, PARALLEL, false);
  } finally {
    await control(request, 'DELETE', '/failures');
  }
  found.forEach((target, index) => (target.gatewayOptional = failing[index].outcome === 'rendered'));
  return { targets: found, problems, failing };
}

let discovery: ReturnType<typeof discover> | undefined;

function sweepTargets(browser: Browser, baseURL: string | undefined, request: APIRequestContext) {
  discovery ??= discover(browser, baseURL, request);
  return discovery;
}

test('every signed-in route of the role table opens normally, and says whether it reads the gateway', async ({
  browser,
  baseURL,
  request,
}) => {
  await clearSweepReport();
  const { targets, problems } = await sweepTargets(browser, baseURL, request);
  expect(problems).toEqual([]);
  expect(targets.length).toBe(SCREENS.length);
});

function applies(behaviour: Behaviour, index: number): boolean {
  return !behaviour.share || index % behaviour.share.of === behaviour.share.index;
}

for (const behaviour of BEHAVIOURS) {
  test(`under ${behaviour.id} on every call, no route runs a script, links one, overflows or crashes`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const { targets, failing } = await sweepTargets(browser, baseURL, request);
    const chosen = targets.filter((_, index) => applies(behaviour, index));
    expect(chosen.length).toBeGreaterThan(0);
    const allowed = chosen.map((target) => allowedFor(behaviour, target));
    let seen: Observation[];
    if (behaviour.rule === UNKNOWN_CODE_RULE) {
      seen = failing;
    } else {
      await freshenSessions(
        browser,
        baseURL,
        chosen.map((target) => target.role),
      );
      await control(request, 'POST', '/failures', { method: '*', path: '*', times: 0, ...behaviour.rule });
      try {
        const idle = behaviour.allowed.includes('rendered');
        seen = await walk(browser, baseURL, chosen, behaviour.parallel ?? PARALLEL, idle);
      } finally {
        await control(request, 'DELETE', '/failures');
      }
    }
    await writeSweepReport(targets, behaviour.id, seen);

    const problems = seen.flatMap((observation, index) => problemsOf(observation, allowed[index]));
    expect(problems).toEqual([]);
  });
}
