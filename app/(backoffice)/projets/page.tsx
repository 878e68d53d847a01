import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ListViews } from '@/components/views/list-views';
import { canAccessRoute, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { claimsOnPage } from '@/lib/queues/work';
import { listProjects } from '@/lib/gateway/projects';
import { getUser } from '@/lib/gateway/users';
import { getWorkTypes } from '@/lib/gateway/works';
import { personLabel } from '@/lib/domain/people';
import { scopeLabel } from '@/lib/lists/scope-label';
import { PROJECTS_LIST_DEFAULTS } from '@/lib/lists/projects';
import { parseProjectsListParams } from '@/lib/lists/projects-params';
import { bulkKindsFor } from '@/lib/selection/kinds';
import { PROJECTS_SUBTITLE, restrictWorkNeed, workNeedGroups } from './_components/projects-list';
import { toProjectRow } from './_components/projects-rows';
import { ProjectsTable } from './_components/projects-table';
import { ownedBy } from '@/app/(backoffice)/_components/owner-column';

export const metadata: Metadata = { title: ROUTES.projects.title };

/** The projects (SPEC §2): filters, sort and page come from the URL, the gateway pages and sorts. */
export default async function ProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('projects');
  // The catalogue is cached after its first load; a work need it does not know is dropped like
  // any malformed value, so the select always shows the filter that applies.
  const workNeeds = workNeedGroups(await readOrExpire(() => getWorkTypes(session.token)));
  const query = restrictWorkNeed(parseProjectsListParams(await searchParams), workNeeds);
  const [page, owner] = await Promise.all([
    readOrExpire(() =>
      listProjects(session.token, { ...query, sort: query.sort ?? PROJECTS_LIST_DEFAULTS.sort }),
    ),
    scopeLabel(query.ownerId, (id) => getUser(session.token, id), personLabel),
  ]);
  const claims = await claimsOnPage(
    'project',
    page.items.map((project) => project.id),
  );

  return (
    <>
      <PageHeader
        title={ROUTES.projects.title}
        subtitle={PROJECTS_SUBTITLE}
        actions={<ListViews session={session} list="projects" query={query} total={page.total} />}
      />
      <ProjectsTable
        rows={page.items.map((project) => ({
          ...toProjectRow(project),
          ...ownedBy(claims.get(project.id)?.staffName),
        }))}
        total={page.total}
        query={query}
        workNeeds={workNeeds}
        ownerLabel={owner}
        canExport={canAccessRoute(session.user.roles, 'exports')}
        bulkKinds={bulkKindsFor(session.user.roles, ['resyncRecords'])}
      />
    </>
  );
}
