import { Pool } from 'pg';
import { postgresClient } from '@/lib/db/sql';
import { startJobEngine } from '@/lib/jobs/engine';

/*
 * One replica's job engine in a process of its own, for the resilience test: it marks invoices
 * paid at the fake gateway as lib/jobs/runtime.ts does (one call per item, with the item's
 * Idempotency-Key), until the test kills it. Environment: DATABASE_URL, GATEWAY_URL,
 * GATEWAY_AUTHORIZATION, and JOB_ID to enqueue on start.
 */

async function main() {
  const client = postgresClient(new Pool({ connectionString: process.env.DATABASE_URL, max: 5 }));
  const engine = await startJobEngine({
    client,
    concurrency: 4,
    expireInSeconds: 2,
    leaseSeconds: 2,
    maintenanceIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
    perform: async (job, item) => {
      const response = await fetch(
        `${process.env.GATEWAY_URL}/billing/invoices/${item.recordId}/mark-as-paid`,
        {
          method: 'POST',
          headers: {
            authorization: process.env.GATEWAY_AUTHORIZATION!,
            'content-type': 'application/json',
            'idempotency-key': `${job.id}:${item.position}:${item.run}`,
          },
          body: JSON.stringify({ paidAt: job.params.paidAt }),
        },
      );
      if (response.ok) return { state: 'succeeded' };
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      return { state: 'failed', message: body.message ?? `HTTP ${response.status}` };
    },
  });
  if (process.env.JOB_ID) await engine.enqueue(process.env.JOB_ID);
  process.stdout.write('ready\n');
}

main().catch((error) => {
  process.stderr.write(`engine process failed: ${String(error)}\n`);
  process.exit(1);
});
