import { pathFor } from '@/lib/access';
import { handleRoute } from '@/lib/auth/handle-route';
import { jobsDatabase } from '@/lib/jobs/database';
import { resumeWithSession } from '@/lib/jobs/handover';
import { JOB_MESSAGES as M } from '@/lib/jobs/messages';
import { readProgress } from '@/lib/jobs/progress';
import { findJob } from '@/lib/jobs/store';
import { canSeeJob } from '@/lib/jobs/visibility';
import { json } from '@/lib/route-responses';

export const dynamic = 'force-dynamic';

/*
 * A job's progress, polled every 2 s by its page (a background request: it keeps no session
 * alive). One read of the back-office database, no gateway call. A job someone else started reads
 * as missing, except for SUPPORT.
 */
export const GET = handleRoute<{ id: string }>(
  ({ id }) => ({ route: 'jobView', answers: 'json', page: pathFor('jobView', { id }), notFound: M.notFound }),
  async ({ params, session }) => {
    const db = await jobsDatabase();
    let job = /^[0-9a-f-]{36}$/i.test(params.id) ? await findJob(db, params.id) : null;
    if (!job || !canSeeJob(session.user, job)) return json(404, { message: M.notFound });
    if (await resumeWithSession(session, job)) job = (await findJob(db, job.id)) ?? job;
    return json(200, await readProgress(db, job));
  },
);
