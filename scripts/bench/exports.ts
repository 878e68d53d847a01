/**
 * A year of invoices exported as CSV at the large scale, (a) straight from
 * GET /reports/invoices and (b) through the app's route handler (/api/exports), in turn on one
 * kept-alive connection each, each read to its last byte: time to the first byte of the body, total
 * time, throughput, and how much the app server's resident memory grows while it streams the file.
 *
 * Memory: before each timed download through the app, its peak RSS is reset to the current RSS
 * (writing 5 to /proc/<pid>/clear_refs, Linux ≥ 4.0); VmHWM after the download less VmRSS before
 * is the growth the download caused. Where the reset is refused, VmRSS is sampled every 5 ms during
 * the download instead (which can miss a peak between two samples).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { Check } from './checks';
import { percentile, printTable, statusList, type Target } from './measure';
import { signIn } from './session';
import type { Stack } from './stack';

export interface ExportsOptions {
  requests: number;
  warmup: number;
  from: string;
  to: string;
}

/** The budget: through the app, at least 80 % of the direct download's throughput, and less memory than the file. */
const BUDGET = { share: 0.8 };

const MB = 1024 * 1024;
const BOM_AND_HEADER = '\uFEFFNuméro;';

interface Download {
  status: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
}

/** One GET over `agent`, timed to its first body byte and to its last. */
function download(target: Target, agent: Agent): Promise<Download> {
  return new Promise((done, fail) => {
    const started = performance.now();
    let firstByteMs = Number.NaN;
    let bytes = 0;
    const req = httpRequest(target.url, { agent, headers: target.headers }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, bytes, firstByteMs, totalMs: performance.now() - started }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** A field of /proc/<pid>/status in bytes (VmRSS: what is resident now, VmHWM: its peak). */
function procKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]) * 1024;
}

function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return procKb(pid, 'VmHWM') <= procKb(pid, 'VmRSS') + 64 * 1024;
  } catch {
    return false;
  }
}

/** A download through the app with the growth of the app's RSS it caused, in bytes. */
async function measuredDownload(
  target: Target,
  agent: Agent,
  pid: number,
): Promise<Download & { growth: number }> {
  const before = procKb(pid, 'VmRSS');
  const reset = resetPeak(pid);
  let sampled = before;
  const sampler = reset
    ? undefined
    : setInterval(() => {
        sampled = Math.max(sampled, procKb(pid, 'VmRSS'));
      }, 5);
  try {
    const result = await download(target, agent);
    const peak = reset ? procKb(pid, 'VmHWM') : Math.max(sampled, procKb(pid, 'VmRSS'));
    return { ...result, growth: Math.max(0, peak - before) };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p99 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    99,
  );
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
const rate = (bytes: number, milliseconds: number) =>
  `${(bytes / MB / (milliseconds / 1000)).toFixed(1)} MB/s`;

export async function benchExports(stack: Stack, options: ExportsOptions): Promise<Check[]> {
  const session = await signIn(stack.gatewayUrl, stack.env);
  const period = new URLSearchParams({ from: options.from, to: options.to });
  const direct: Target = {
    label: '(a) gateway direct',
    url: new URL(`/reports/invoices?${period}`, stack.gatewayUrl),
    headers: { authorization: `Bearer ${session.token}` },
  };
  const app: Target = {
    label: '(b) through the app',
    url: new URL(`/api/exports?report=INVOICES&${period}`, stack.appUrl),
    headers: { cookie: session.cookie },
  };

  // Both answer the same file: the BOM and header first, the same number of bytes.
  const files: string[] = [];
  for (const target of [direct, app]) {
    const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    if (response.status !== 200 || !text.startsWith(BOM_AND_HEADER))
      throw new Error(
        `${target.label} answered ${response.status} without the CSV: is the session accepted?`,
      );
    files.push(text);
  }
  if (files[0] !== files[1]) throw new Error('the app did not answer the same file as the gateway');
  const size = Buffer.byteLength(files[0]);
  const rows = files[0].split('\r\n').filter(Boolean).length - 1;
  files.length = 0;

  const agents = [
    new Agent({ keepAlive: true, maxSockets: 1 }),
    new Agent({ keepAlive: true, maxSockets: 1 }),
  ];
  const runs: Download[][] = [[], []];
  const statuses = [new Set<number>(), new Set<number>()];
  const growths: number[] = [];
  const peakReset = resetPeak(stack.appPid);
  try {
    for (let round = 0; round < options.warmup + options.requests; round += 1) {
      const a = await download(direct, agents[0]);
      const b = await measuredDownload(app, agents[1], stack.appPid);
      if (round < options.warmup) continue;
      for (const [index, result] of [a, b].entries()) {
        runs[index].push(result);
        statuses[index].add(result.status);
      }
      growths.push(b.growth);
    }
  } finally {
    for (const agent of agents) agent.destroy();
  }

  const totals = runs.map((list) => list.map((run) => run.totalMs));
  const firstBytes = runs.map((list) => list.map((run) => run.firstByteMs));
  const share = median(totals[0]) / median(totals[1]);
  const worstGrowth = Math.max(...growths);
  printTable(
    ['', 'request', 'size', 'first byte (median)', 'total (median)', 'total (p99)', 'throughput', 'statuses'],
    [direct, app].map((target, index) => [
      target.label,
      index === 0 ? 'GET /reports/invoices' : 'GET /api/exports?report=INVOICES',
      mb(size),
      ms(median(firstBytes[index])),
      ms(median(totals[index])),
      ms(p99(totals[index])),
      rate(size, median(totals[index])),
      statusList(statuses[index]),
    ]),
  );
  console.log(
    `\n${rows.toLocaleString('en')} invoices from ${options.from} to ${options.to}; ` +
      `(c) the app streams at ${(share * 100).toFixed(0)} % of the direct download's throughput`,
  );
  console.log(
    `(d) the app server's RSS (pid ${stack.appPid}) grew by ${mb(median(growths))} (median) and ` +
      `${mb(worstGrowth)} (worst) during a download of ${mb(size)} ` +
      `(${peakReset ? 'peak RSS reset before each download, VmHWM after' : 'VmRSS sampled every 5 ms'})`,
  );
  return [
    {
      name: `Export streaming, a year of invoices (${mb(size)}) (c)`,
      value: `${(share * 100).toFixed(0)} % of direct`,
      target: `≥ ${BUDGET.share * 100} %`,
      pass: share >= BUDGET.share,
    },
    {
      name: 'Export: app memory growth during the download (d)',
      value: `${mb(worstGrowth)} (worst)`,
      target: `< ${mb(size)} (the file)`,
      pass: worstGrowth < size,
    },
  ];
}
