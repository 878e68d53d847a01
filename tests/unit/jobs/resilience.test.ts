import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pool } from 'pg';
import { migrate } from '@/lib/db/migrate';
import { postgresClient, type SqlClient } from '@/lib/db/sql';
import { startGateway, type RunningGateway } from '@/lib/fake-gateway/server';
import { getDb } from '@/lib/fake-gateway/store';
import { createJob, findJob, jobCounts } from '@/lib/jobs/store';
import { startPostgres, type PostgresServer } from '../../../scripts/postgres-server';
import { freePort } from '../../../scripts/replicas/servers';

/*
 * A job of 200 items on PostgreSQL, run by a replica's engine in its own process, killed mid-way
 * (SIGKILL: nothing runs after); another process's engine finishes it. The fake gateway's call log
 * proves each invoice was written exactly once: an item the dead replica had in flight is sent
 * again with its Idempotency-Key, and the fake answers it without applying it twice.
 */

const ITEMS = 200;
let server: PostgresServer;
let gateway: RunningGateway;
let db: SqlClient;
const children: ChildProcess[] = [];

async function authorization(): Promise<string> {
  const response = await fetch(`${gateway.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-dev-secret',
      scope: 'any',
      username: 'finance@groupe.example',
      password: 'Renovation2020',
    }),
  });
  const token = (await response.json()) as { token_type: string; access_token: string };
  return `${token.token_type} ${token.access_token}`;
}

async function replica(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/jobs/support/engine-process.ts'], {
    env: { ...process.env, DATABASE_URL: server.url, GATEWAY_URL: gateway.url, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const ready = once(child.stdout!, 'data').then(([line]) => String(line));
  const died = once(child, 'exit').then(([code]) => `exited with ${code}`);
  expect(await Promise.race([ready, died])).toContain('ready');
  return child;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  [server, gateway] = await Promise.all([startPostgres(await freePort()), startGateway({ port: 0 })]);
  db = postgresClient(new Pool({ connectionString: server.url, max: 3 }));
  await migrate(db);
}, 120_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await db?.close();
  await gateway?.close();
  await server?.destroy();
}, 60_000);

describe('a job whose replica dies', () => {
  it('is finished by the other replica, each item written exactly once', async () => {
    const { ids } = (await (
      await fetch(`${gateway.url}/__fake/pending-invoices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: ITEMS }),
      })
    ).json()) as { ids: string[] };
    expect(ids).toHaveLength(ITEMS);
    // Slow answers, so that the first replica is killed with items in flight.
    getDb().failures.add({
      method: 'POST',
      path: '/billing/invoices/:id/mark-as-paid',
      delayMs: 15,
      times: 0,
    });
    const { job } = await createJob(db, {
      id: crypto.randomUUID(),
      submissionKey: 'resilience',
      kind: 'markInvoicesPaid',
      params: { paidAt: '2020-03-02' },
      author: { id: 'f', firstName: 'F', lastName: 'F', email: 'f@x.test', roles: ['FINANCE'] },
      recordIds: ids,
      sealedToken: 'unused',
      tokenDigest: 'unused',
    });
    const GATEWAY_AUTHORIZATION = await authorization();

    const first = await replica({ GATEWAY_AUTHORIZATION, JOB_ID: job.id });
    const started = Date.now();
    // Killed with items in flight: taken in the database, maybe sent, never recorded as done.
    for (;;) {
      const counts = await jobCounts(db, job.id);
      if (counts.succeeded >= ITEMS / 3 && counts.running > 0) break;
      await pause(5);
    }
    first.kill('SIGKILL');
    await once(first, 'exit');
    const atKill = await jobCounts(db, job.id);
    expect(atKill.pending).toBeGreaterThan(0);
    expect(atKill.running).toBeGreaterThan(0);

    await replica({ GATEWAY_AUTHORIZATION });
    for (;;) {
      const state = (await findJob(db, job.id))!.state;
      if (state === 'done' || state === 'failed') break;
      expect(Date.now() - started).toBeLessThan(60_000);
      await pause(100);
    }
    const counts = await jobCounts(db, job.id);
    expect(counts).toEqual({ pending: 0, running: 0, succeeded: ITEMS, failed: 0, skipped: 0 });

    const writes = new Map<string, number>();
    for (const call of getDb().calls.list()) {
      const match = /^\/billing\/invoices\/([^/]+)\/mark-as-paid$/.exec(call.path);
      if (call.method === 'POST' && match && !call.replayed && call.status < 300)
        writes.set(match[1]!, (writes.get(match[1]!) ?? 0) + 1);
    }
    expect(writes.size).toBe(ITEMS);
    expect([...writes.values()].every((count) => count === 1)).toBe(true);
    console.info(
      `resilience: killed at ${atKill.succeeded} succeeded, ${atKill.running} in flight; ` +
        `finished in ${Date.now() - started} ms; ` +
        `${
          getDb()
            .calls.list()
            .filter((call) => call.replayed).length
        } replayed`,
    );
  }, 90_000);
});
