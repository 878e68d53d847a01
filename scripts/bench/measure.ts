/** Timing helpers of `npm run bench`: one GET at a time per kept-alive connection, or many for throughput. */
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';

export interface Target {
  label: string;
  url: URL;
  headers: Record<string, string>;
}

export interface Latency {
  median: number;
  p95: number;
  p99: number;
  statuses: Set<number>;
}

/** One GET over `agent`, body read to the end (the full response is what is timed); resolves to the status. */
export function get(target: Target, agent: Agent): Promise<number> {
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

/** One GET with its body as text and no redirect followed, to check a target before timing it. */
export async function probe(target: Target): Promise<{ status: number; body: string }> {
  const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * The targets in turn, round after round, so drifts of the machine weigh the same on each; one
 * kept-alive connection per target; the first `warmup` rounds are not counted.
 */
export async function inTurn(targets: Target[], warmup: number, requests: number): Promise<Latency[]> {
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const times = targets.map(() => [] as number[]);
  const statuses = targets.map(() => new Set<number>());
  for (let round = 0; round < warmup + requests; round += 1) {
    for (const [index, target] of targets.entries()) {
      const started = performance.now();
      const status = await get(target, agents[index]);
      const elapsed = performance.now() - started;
      if (round < warmup) continue;
      times[index].push(elapsed);
      statuses[index].add(status);
    }
  }
  for (const agent of agents) agent.destroy();
  return times.map((values, index) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      statuses: statuses[index],
    };
  });
}

export interface Throughput {
  rps: number;
  count: number;
  errors: number;
  statuses: Set<number>;
}

/** Requests per second of `target` answered 200, with `connections` concurrent connections for `seconds`. */
export async function throughput(target: Target, connections: number, seconds: number): Promise<Throughput> {
  const { rps, count, errors, statuses } = await closedLoop(target, connections, seconds);
  return { rps, count, errors, statuses };
}

export interface Sampled extends Throughput {
  /** Milliseconds of each request answered 200, in the order they ended. */
  times: number[];
  /** Seconds the run lasted. */
  elapsed: number;
}

/**
 * `connections` loops each sending the next GET as soon as the last body has arrived (as autocannon
 * does), for `seconds`, keeping every answered request's time.
 */
export async function closedLoop(target: Target, connections: number, seconds: number): Promise<Sampled> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const statuses = new Set<number>();
  const times: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const status = await get(target, agent);
        statuses.add(status);
        if (status === 200) times.push(performance.now() - sent);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: times.length / elapsed, count: times.length, errors, statuses, times, elapsed };
}

/** CPU seconds a process has used (user + system), from /proc; 0 where /proc is missing. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export const statusList = (statuses: Set<number>) => [...statuses].join(',');

/** A plain-text table: each column as wide as its widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}
