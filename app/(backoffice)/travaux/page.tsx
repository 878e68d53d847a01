import type { Metadata } from 'next';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor, ROUTES } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { jobsDatabase } from '@/lib/jobs/database';
import { formatDateTime } from '@/lib/domain/dates';
import { JOB_KIND_LABELS, JOB_MESSAGES as M, JOB_STATE_LABELS } from '@/lib/jobs/messages';
import { listJobs } from '@/lib/jobs/store';
import { jobsAuthorFilter } from '@/lib/jobs/visibility';
import { JOB_STATE_TONES } from './_components/job-state';
import { readHeaderCountFirst } from '@/components/shell/unread-discussions';

export const metadata: Metadata = { title: ROUTES.jobs.title };

/** The bulk jobs: the staff member's own, or everyone's for SUPPORT, newest first. */
export default async function JobsPage() {
  const session = await requireAccess('jobs');
  await readHeaderCountFirst();
  const author = jobsAuthorFilter(session.user);
  const jobs = await listJobs(await jobsDatabase(), author);
  const C = M.listColumns;

  return (
    <>
      <PageHeader title={ROUTES.jobs.title} />
      <Table>
        <THead>
          <Tr>
            <Th>{C.kind}</Th>
            {author === null && <Th>{C.author}</Th>}
            <Th>{C.createdAt}</Th>
            <Th>{C.state}</Th>
            <Th>{C.records}</Th>
          </Tr>
        </THead>
        <TBody>
          {jobs.length === 0 && (
            <TableEmptyRow colSpan={author === null ? 5 : 4}>
              {author === null ? M.emptyAll : M.empty}
            </TableEmptyRow>
          )}
          {jobs.map((job) => (
            <Tr key={job.id}>
              <Td>
                <Link href={pathFor('jobView', { id: job.id })} className="focus-ring rounded font-medium">
                  {JOB_KIND_LABELS[job.kind]}
                </Link>
              </Td>
              {author === null && <Td>{`${job.author.firstName} ${job.author.lastName}`}</Td>}
              <Td>{formatDateTime(job.createdAt)}</Td>
              <Td>
                <Badge tone={JOB_STATE_TONES[job.state]}>{JOB_STATE_LABELS[job.state]}</Badge>
              </Td>
              <Td numeric>{job.total}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </>
  );
}
