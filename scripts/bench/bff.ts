/**
 * What the BFF hop costs. GET /credentials/mine straight to the gateway against
 * the same data through the app (a route handler), in turn on one connection each, then the
 * app's requests per second under concurrent connections.
 */
import { inTurn, ms, printTable, probe, statusList, throughput, type Target } from './measure';
import type { Check } from './checks';
import { signIn } from './session';
import type { Stack } from './stack';

export interface BffOptions {
  requests: number;
  warmup: number;
  appPath: string;
  connections: number;
  seconds: number;
}

/** The budget: BFF cost median ≤ 3 ms, p99 ≤ 10 ms, ≥ 400 requests/s. */
const BUDGET = { medianMs: 3, p99Ms: 10, rps: 400 };

export async function benchBff(stack: Stack, options: BffOptions): Promise<Check[]> {
  const session = await signIn(stack.gatewayUrl, stack.env);
  const direct: Target = {
    label: '(a) gateway direct',
    url: new URL('/credentials/mine', stack.gatewayUrl),
    headers: { authorization: `Bearer ${session.token}` },
  };
  const app: Target = {
    label: '(b) through the app',
    url: new URL(options.appPath, stack.appUrl),
    headers: { cookie: session.cookie },
  };
  const { status } = await probe(app);
  if (status !== 200)
    throw new Error(
      `GET ${options.appPath} on the app answered ${status}, not 200: is the session accepted?`,
    );

  const [a, b] = await inTurn([direct, app], options.warmup, options.requests);
  // The BFF's cost: what the app adds to the gateway call it makes, per percentile.
  const cost = { median: b.median - a.median, p99: b.p99 - a.p99 };
  printTable(
    ['', 'request', 'median', 'p99', 'statuses'],
    [
      [direct.label, 'GET /credentials/mine', ms(a.median), ms(a.p99), statusList(a.statuses)],
      [app.label, `GET ${options.appPath}`, ms(b.median), ms(b.p99), statusList(b.statuses)],
      ['(c) BFF cost (b − a)', '', ms(cost.median), ms(cost.p99), ''],
    ],
  );

  const load = await throughput(app, options.connections, options.seconds);
  console.log(
    `\n(d) throughput of GET ${options.appPath}: ${load.rps.toFixed(0)} requests/s with ${options.connections} ` +
      `connections for ${options.seconds} s (${load.count} ok, ${load.errors} errors; statuses ${statusList(load.statuses)})`,
  );
  return [
    {
      name: 'BFF cost median (c)',
      value: ms(cost.median),
      target: `≤ ${BUDGET.medianMs} ms`,
      pass: cost.median <= BUDGET.medianMs,
    },
    {
      name: 'BFF cost p99 (c)',
      value: ms(cost.p99),
      target: `≤ ${BUDGET.p99Ms} ms`,
      pass: cost.p99 <= BUDGET.p99Ms,
    },
    {
      name: 'BFF throughput (d)',
      value: `${load.rps.toFixed(0)} req/s`,
      target: `≥ ${BUDGET.rps} req/s`,
      pass: load.rps >= BUDGET.rps,
    },
  ];
}
