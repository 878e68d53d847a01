import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ListViews } from '@/components/views/list-views';
import { ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { issueWorkOnPage } from '@/lib/queues/work';
import { listIssues } from '@/lib/gateway/issues';
import { getProject } from '@/lib/gateway/projects';
import { scopeLabel } from '@/lib/lists/scope-label';
import { ISSUES_LIST_DEFAULTS } from '@/lib/lists/issues';
import { parseIssuesListParams } from '@/lib/lists/issues-params';
import { ISSUES_SUBTITLE } from './_components/issues-list';
import { toIssueRow } from './_components/issues-rows';
import { IssuesTable } from './_components/issues-table';
import { ownedBy } from '@/app/(backoffice)/_components/owner-column';

export const metadata: Metadata = { title: ROUTES.issues.title };

/** The issue reports (SPEC §2): filters, sort and page come from the URL, the gateway pages and sorts. */
export default async function IssuesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('issues');
  const query = parseIssuesListParams(await searchParams);
  const [page, projectLabel] = await Promise.all([
    readOrExpire(() =>
      listIssues(session.token, { ...query, sort: query.sort ?? ISSUES_LIST_DEFAULTS.sort }),
    ),
    scopeLabel(
      query.projectId,
      (id) => getProject(session.token, id),
      (project) => `${project.rid} – ${project.workNeed.label}`,
    ),
  ]);
  const work = await issueWorkOnPage(page.items.map((issue) => issue.id));

  return (
    <>
      <PageHeader
        title={ROUTES.issues.title}
        subtitle={ISSUES_SUBTITLE}
        actions={<ListViews session={session} list="issues" query={query} total={page.total} />}
      />
      <IssuesTable
        rows={page.items.map((issue) => ({
          ...toIssueRow(issue),
          workStatus: work?.get(issue.id)?.status ?? null,
          ...ownedBy(work?.get(issue.id)?.claim?.staffName),
        }))}
        total={page.total}
        query={query}
        scope={{ projectLabel }}
      />
    </>
  );
}
