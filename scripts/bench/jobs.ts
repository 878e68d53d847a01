/**
 * The bulk jobs' figure: how fast one job of BENCH_JOB_ITEMS (1,000) items runs against the fake
 * gateway at the bounded concurrency (BENCH_JOB_CONCURRENCY, else BULK_JOB_CONCURRENCY, default 4),
 * on PGlite (a data folder, as a single replica runs) and on PostgreSQL (a throw-away server, as
 * replicas share). The engine is the app's (lib/jobs/engine.ts, pg-boss on the database); each item
 * is one write at the gateway sent as lib/jobs/runtime.ts sends it, with its Idempotency-Key:
 * a re-synchronisation of one user (POST /tooling/domain-events/sync), a write every seeded record
 * accepts as often as asked. From the job's creation to its last item's outcome. The fake runs in
 * a process of its own, as in production the gateway is not in the app's event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { migrate } from '../../lib/db/migrate';
import { openDatabase } from '../../lib/db/open';
import { postgresClient, type SqlClient } from '../../lib/db/sql';
import { spawn } from 'node:child_process';
import { startJobEngine } from '../../lib/jobs/engine';
import { createJob, findJob, jobCounts } from '../../lib/jobs/store';
import { startPostgres } from '../postgres-server';
import { freePort, ROOT } from '../replicas/servers';
import type { Check } from './checks';
import { ms, percentile, printTable } from './measure';

export interface JobsBenchOptions {
  items: number;
  concurrency: number;
}

interface Run {
  engine: string;
  seconds: number;
  perSecond: number;
  callP50: number;
  callP99: number;
  failed: number;
}

async function supportAuthorization(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-dev-secret',
      scope: 'any',
      username: 'support@groupe.example',
      password: 'Renovation2020',
    }),
  });
  const token = (await response.json()) as { token_type: string; access_token: string };
  return `${token.token_type} ${token.access_token}`;
}

async function runJob(
  name: string,
  client: SqlClient,
  gatewayUrl: string,
  authorization: string,
  ids: readonly string[],
  concurrency: number,
): Promise<Run> {
  const durations: number[] = [];
  const engine = await startJobEngine({
    client,
    concurrency,
    perform: async (job, item) => {
      const started = performance.now();
      const response = await fetch(`${gatewayUrl}/tooling/domain-events/sync`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          'idempotency-key': `${job.id}:${item.position}:${item.run}`,
        },
        body: JSON.stringify([{ type: 'USER', mode: 'ID', id: item.recordId }]),
      });
      await response.arrayBuffer();
      durations.push(performance.now() - started);
      return response.ok ? { state: 'succeeded' } : { state: 'failed', message: `HTTP ${response.status}` };
    },
  });
  try {
    const started = performance.now();
    const { job } = await createJob(client, {
      id: crypto.randomUUID(),
      submissionKey: `bench-${name}-${Date.now()}`,
      kind: 'resyncRecords',
      params: {},
      author: { id: 'bench', firstName: 'Bench', lastName: 'Mark', email: 'b@x.test', roles: ['SUPPORT'] },
      recordIds: ids,
      sealedToken: 'unused',
      tokenDigest: 'unused',
    });
    await engine.enqueue(job.id);
    for (;;) {
      const state = (await findJob(client, job.id))!.state;
      if (state === 'done' || state === 'failed' || state === 'stopped') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...durations].sort((a, b) => a - b);
    return {
      engine: name,
      seconds,
      perSecond: ids.length / seconds,
      callP50: percentile(sorted, 50),
      callP99: percentile(sorted, 99),
      failed: (await jobCounts(client, job.id)).failed,
    };
  } finally {
    await engine.stop('graceful');
  }
}

/** The fake gateway in its own process, seeded with enough users; answers its URL and a way to stop it. */
async function startFakeGateway(scaleUsers: number): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'lib/fake-gateway/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      FAKE_GATEWAY_PORT: String(port),
      FAKE_GATEWAY_HOST: '127.0.0.1',
      FAKE_SCALE_USERS: String(scaleUsers),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/__fake/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 240) throw new Error('the fake gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The first `count` users' ids, read page by page as the app reads a list. */
async function userIds(gatewayUrl: string, authorization: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const response = await fetch(`${gatewayUrl}/users?page=${page}&size=100`, { headers: { authorization } });
    const { items } = (await response.json()) as { items: { id: string }[] };
    if (items.length === 0) break;
    ids.push(...items.map((item) => item.id));
  }
  return ids.slice(0, count);
}

export async function benchJobs({ items, concurrency }: JobsBenchOptions): Promise<Check[]> {
  const gateway = await startFakeGateway(Math.max(items + 100, 500));
  const folder = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  const postgres = await startPostgres(await freePort());
  try {
    const authorization = await supportAuthorization(gateway.url);
    const ids = await userIds(gateway.url, authorization, items);
    const runs: Run[] = [];
    const pglite = await openDatabase({ engine: 'pglite', dataDir: folder });
    try {
      runs.push(await runJob('PGlite', pglite, gateway.url, authorization, ids, concurrency));
    } finally {
      await pglite.close();
    }
    const pg = postgresClient(new Pool({ connectionString: postgres.url, max: 5 }));
    try {
      await migrate(pg);
      runs.push(await runJob('PostgreSQL', pg, gateway.url, authorization, ids, concurrency));
    } finally {
      await pg.close();
    }
    printTable(
      ['engine', 'items', 'concurrency', 'total', 'items/s', 'gateway call p50', 'p99', 'failed'],
      runs.map((run) => [
        run.engine,
        String(ids.length),
        String(concurrency),
        `${run.seconds.toFixed(2)} s`,
        run.perSecond.toFixed(0),
        ms(run.callP50),
        ms(run.callP99),
        String(run.failed),
      ]),
    );
    return runs.map((run) => ({
      name: `jobs: ${ids.length} items on ${run.engine}, none failed`,
      value: `${run.perSecond.toFixed(0)} items/s, ${run.failed} failed`,
      target: '0 failed',
      pass: run.failed === 0,
    }));
  } finally {
    await postgres.destroy();
    gateway.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
