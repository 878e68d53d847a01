import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlClient } from '@/lib/db/sql';
import { startJobEngine, type JobEngine } from '@/lib/jobs/engine';
import {
  createJob,
  findJob,
  handTokenOver,
  jobCounts,
  jobItems,
  requestStop,
  retryFailed,
  type NewJob,
} from '@/lib/jobs/store';
import type { ItemOutcome, Job, JobItem, JobState } from '@/lib/jobs/types';

/*
 * The job engine on one database engine: `open` gives one client (PGlite, one process) or two
 * separate pools (PostgreSQL, two replicas). `perform` stands in for the gateway and counts calls.
 */

const AUTHOR = {
  id: 'staff-1',
  firstName: 'Fanny',
  lastName: 'Finance',
  email: 'f@x.test',
  roles: ['FINANCE' as const],
};
let serial = 0;

function newJob(count: number, submissionKey = `key-${++serial}`): NewJob {
  return {
    id: crypto.randomUUID(),
    submissionKey,
    kind: 'markInvoicesPaid',
    params: { paidAt: '2020-03-03' },
    author: AUTHOR,
    recordIds: Array.from({ length: count }, (_, i) => `inv-${i + 1}`),
    sealedToken: 'sealed',
    tokenDigest: 'digest-1',
  };
}

type Perform = (job: Job, item: JobItem) => Promise<ItemOutcome>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(db: SqlClient, id: string, states: readonly JobState[], ms = 15_000): Promise<Job> {
  const end = Date.now() + ms;
  for (;;) {
    const job = await findJob(db, id);
    if (job && states.includes(job.state)) return job;
    if (Date.now() > end) throw new Error(`job ${id} still ${job?.state}`);
    await pause(50);
  }
}

export function engineSuite(name: string, open: () => Promise<SqlClient[]>) {
  describe(`bulk jobs on ${name}`, () => {
    let clients: SqlClient[];
    let db: SqlClient;
    let engines: JobEngine[] = [];
    const calls = new Map<string, number>();
    let behaviour: Perform;
    const perform: Perform = async (job, item) => {
      calls.set(item.recordId, (calls.get(item.recordId) ?? 0) + 1);
      return behaviour(job, item);
    };
    const start = async (client: SqlClient, concurrency = 4) => {
      const engine = await startJobEngine({
        client,
        perform,
        concurrency,
        expireInSeconds: 2,
        // Long enough that no item outlives it on a busy machine: these tests never kill an engine.
        leaseSeconds: 10,
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
      });
      engines.push(engine);
      return engine;
    };

    beforeAll(async () => {
      clients = await open();
      db = clients[0]!;
    }, 60_000);
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.close()));
    });
    beforeEach(async () => {
      calls.clear();
      behaviour = async () => ({ state: 'succeeded' });
      await db.exec('delete from bulk_job_items; delete from bulk_jobs;');
    });
    afterEach(async () => {
      await Promise.all(engines.map((engine) => engine.stop('abandon')));
      engines = [];
    });

    it('runs a queued job to done, each item once, never more than `concurrency` at a time', async () => {
      let inFlight = 0;
      let most = 0;
      behaviour = async () => {
        most = Math.max(most, ++inFlight);
        await pause(5);
        inFlight -= 1;
        return { state: 'succeeded' };
      };
      const { job } = await createJob(db, newJob(30));
      expect(job.state).toBe('queued');
      const engine = await start(db, 3);
      await engine.enqueue(job.id);
      const done = await until(db, job.id, ['done', 'failed', 'stopped']);
      expect(done.state).toBe('done');
      expect(await jobCounts(db, job.id)).toEqual({
        pending: 0,
        running: 0,
        succeeded: 30,
        failed: 0,
        skipped: 0,
      });
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
      expect(calls.size).toBe(30);
      expect(most).toBeLessThanOrEqual(3);
    });

    it('ends failed with the gateway message of each failed item; « Relancer les échecs » runs only those', async () => {
      behaviour = async (_job, item) =>
        item.position % 3 === 0
          ? { state: 'failed', message: 'Facture déjà payée.' }
          : { state: 'succeeded' };
      const { job } = await createJob(db, newJob(9));
      const engine = await start(db);
      await engine.enqueue(job.id);
      expect((await until(db, job.id, ['done', 'failed'])).state).toBe('failed');
      const failed = (await jobItems(db, job.id)).filter((item) => item.state === 'failed');
      expect(failed.map((item) => item.recordId)).toEqual(['inv-1', 'inv-4', 'inv-7']);
      expect(failed.every((item) => item.message === 'Facture déjà payée.')).toBe(true);

      calls.clear();
      behaviour = async () => ({ state: 'succeeded' });
      expect(await retryFailed(db, job.id)).toBe(3);
      await engine.enqueue(job.id);
      const retried = await until(db, job.id, ['done', 'failed']);
      expect(retried).toMatchObject({ state: 'done', run: 2 });
      expect([...calls.keys()].sort()).toEqual(['inv-1', 'inv-4', 'inv-7']);
      expect(await retryFailed(db, job.id)).toBe(0);
    });

    it('stops cleanly: running items finish, the others are « non tenté », none is sent after', async () => {
      behaviour = async () => {
        await pause(40);
        return { state: 'succeeded' };
      };
      const { job } = await createJob(db, newJob(40));
      const engine = await start(db, 2);
      await engine.enqueue(job.id);
      await until(db, job.id, ['running']);
      await pause(100);
      expect(await requestStop(db, job.id)).toBe(true);
      const stopped = await until(db, job.id, ['stopped']);
      const counts = await jobCounts(db, job.id);
      expect(stopped.state).toBe('stopped');
      expect(counts.pending + counts.running).toBe(0);
      expect(counts.skipped).toBeGreaterThan(0);
      expect(counts.succeeded).toBe(calls.size);
      const sent = calls.size;
      await pause(300);
      expect(calls.size).toBe(sent);
      expect(await requestStop(db, job.id)).toBe(false);
    });

    it('waits when the author’s token expired, and resumes only with another token', async () => {
      let expired = true;
      behaviour = async () => (expired ? { state: 'expired' } : { state: 'succeeded' });
      const { job } = await createJob(db, newJob(5));
      const engine = await start(db);
      await engine.enqueue(job.id);
      const waiting = await until(db, job.id, ['waiting']);
      expect(waiting.waitingForToken).toBe(true);
      expect((await jobCounts(db, job.id)).pending).toBe(5);
      // The same token as the one that expired is no reason to run again.
      expect(await handTokenOver(db, job.id, 'sealed', 'digest-1')).toBe(false);
      expired = false;
      expect(await handTokenOver(db, job.id, 'sealed-2', 'digest-2')).toBe(true);
      await engine.enqueue(job.id);
      expect((await until(db, job.id, ['done'])).state).toBe('done');
    });

    it('starts one job for a submission sent twice', async () => {
      const first = await createJob(db, newJob(3, 'same-form'));
      const second = await createJob(db, { ...newJob(3, 'same-form'), id: crypto.randomUUID() });
      expect(first.created).toBe(true);
      expect(second).toMatchObject({ created: false, job: { id: first.job.id } });
      expect((await db.query<{ n: number }>('select count(*)::int as n from bulk_jobs'))[0]!.n).toBe(1);
    });

    it('two engines on one job never run an item twice', async () => {
      behaviour = async () => {
        await pause(2);
        return { state: 'succeeded' };
      };
      const { job } = await createJob(db, newJob(200));
      const [a, b] = [await start(db), await start(clients[1] ?? db)];
      // Both engines are told to run it: each takes the job, the items are shared between them.
      await Promise.all([a!.enqueue(job.id), b!.enqueue(job.id)]);
      expect((await until(db, job.id, ['done'], 30_000)).state).toBe('done');
      expect(calls.size).toBe(200);
      expect([...calls.values()].filter((count) => count !== 1)).toEqual([]);
    });

    it('resumes on another engine when the one running it stops mid-way', async () => {
      behaviour = async () => {
        await pause(10);
        return { state: 'succeeded' };
      };
      const { job } = await createJob(db, newJob(60));
      const first = await start(db, 2);
      await first.enqueue(job.id);
      await until(db, job.id, ['running']);
      await pause(150);
      await first.stop('graceful');
      const half = await jobCounts(db, job.id);
      expect(half.succeeded).toBeGreaterThan(0);
      expect(half.pending).toBeGreaterThan(0);
      await start(clients[1] ?? db, 2);
      expect((await until(db, job.id, ['done'], 30_000)).state).toBe('done');
      expect([...calls.values()].filter((count) => count !== 1)).toEqual([]);
      expect(calls.size).toBe(60);
    });
  });
}
