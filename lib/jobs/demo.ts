import type { SqlQueries } from '@/lib/db/sql';
import type { JobAuthor } from './types';

/*
 * The demo (the fake gateway) starts with one finished job, as it starts with shared views, so that
 * a fresh machine's « Travaux » has a page to open and the route sweeps have a job to visit. Its id
 * is fixed: written again by another replica or after a restart, it changes nothing. No
 * 'server-only': the end-to-end tests name it.
 */

export const DEMO_JOB_ID = '0b5e5a1e-0000-4000-8000-0000000000a1';

const DEMO_AUTHOR: JobAuthor = {
  id: 'back-office-demo',
  firstName: 'Back-office',
  lastName: '',
  email: 'back-office@groupe.example',
  roles: ['SUPPORT'],
};

export async function seedDemoJob(db: SqlQueries): Promise<void> {
  await db.query(
    `insert into bulk_jobs (id, submission_key, kind, params, author_id, author, state, total, sealed_token, token_digest, finished_at)
     values ($1, $5, 'markInvoicesPaid', $2, $3, $4, 'done', 0, '', '', now())
     on conflict (id) do nothing`,
    [
      DEMO_JOB_ID,
      JSON.stringify({ paidAt: '2020-03-02' }),
      DEMO_AUTHOR.id,
      JSON.stringify(DEMO_AUTHOR),
      `demo:${DEMO_JOB_ID}`,
    ],
  );
}
