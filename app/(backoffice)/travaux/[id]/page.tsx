import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DescriptionList } from '@/components/ui/description-list';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { canRunAction, ROUTES } from '@/lib/access';
import { recordTitle } from '@/lib/access/record-title';
import { requireAccess } from '@/lib/auth/session';
import { jobsDatabase } from '@/lib/jobs/database';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { deactivationReason } from '@/lib/domain/enums';
import { resumeWithSession } from '@/lib/jobs/handover';
import { BULK_KIND } from '@/lib/jobs/kinds';
import { JOB_KIND_LABELS, JOB_MESSAGES as M } from '@/lib/jobs/messages';
import { readProgress } from '@/lib/jobs/progress';
import { findJob } from '@/lib/jobs/store';
import { canSeeJob } from '@/lib/jobs/visibility';
import { JobProgressView } from './_components/job-progress';
import { readHeaderCountFirst } from '@/components/shell/unread-discussions';

type Params = { params: Promise<{ id: string }> };

/** The job, for its author and SUPPORT; anyone else finds no page here. */
const readJob = cache(async (id: string) => {
  const session = await requireAccess('jobView');
  await readHeaderCountFirst();
  const db = await jobsDatabase();
  const job = /^[0-9a-f-]{36}$/i.test(id) ? await findJob(db, id) : null;
  if (!job || !canSeeJob(session.user, job)) notFound();
  return { session, db, job };
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { job } = await readJob((await params).id);
  return recordTitle('jobView', JOB_KIND_LABELS[job.kind]);
}

/** A job's progress, updated every 2 s, its outcome per record, « Arrêter » and « Relancer les échecs ». */
export default async function JobPage({ params }: Params) {
  const { session, db, job: read } = await readJob((await params).id);
  // The author coming back after signing in again hands a waiting job the session's token.
  const job = (await resumeWithSession(session, read)) ? ((await findJob(db, read.id)) ?? read) : read;
  const kind = BULK_KIND[job.kind];
  const progress = await readProgress(db, job);
  const { params: given } = job;

  return (
    <>
      <PageHeader title={JOB_KIND_LABELS[job.kind]} subtitle={ROUTES.jobView.title} />
      <DescriptionList
        className="mb-6"
        columns={3}
        items={[
          { term: M.listColumns.author, value: `${job.author.firstName} ${job.author.lastName}` },
          { term: M.listColumns.createdAt, value: formatDateTime(job.createdAt) },
          ...(given.paidAt ? [{ term: 'Date de paiement', value: formatDate(given.paidAt) }] : []),
          ...(given.reason && deactivationReason.is(given.reason)
            ? [{ term: 'Motif', value: deactivationReason.label(given.reason) }]
            : []),
        ]}
      />
      {given.leftOut ? (
        <Notice tone="warning" role="status" className="mb-4">
          {M.cappedList(job.total, given.leftOut)}
        </Notice>
      ) : null}
      <JobProgressView
        jobId={job.id}
        initial={progress}
        recordPattern={ROUTES[kind.record].pattern}
        canAct={canRunAction(session.user.roles, kind.action)}
      />
    </>
  );
}
