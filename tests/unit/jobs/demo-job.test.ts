import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import { DEMO_JOB_ID, seedDemoJob } from '@/lib/jobs/demo';
import { findJob } from '@/lib/jobs/store';

let db: SqlClient;
beforeAll(async () => {
  db = await openMemoryDatabase();
});
afterAll(() => db.close());

describe("the demo's job", () => {
  it('is written once, finished, whoever writes it again', async () => {
    await seedDemoJob(db);
    await seedDemoJob(db);
    const job = await findJob(db, DEMO_JOB_ID);
    expect(job).toMatchObject({ id: DEMO_JOB_ID, kind: 'markInvoicesPaid', state: 'done', total: 0 });
    expect(await db.query('select id from bulk_jobs')).toHaveLength(1);
  });
});
