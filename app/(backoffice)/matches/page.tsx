import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ListViews } from '@/components/views/list-views';
import { ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { listMatches } from '@/lib/gateway/matches';
import { getProject } from '@/lib/gateway/projects';
import { getUser } from '@/lib/gateway/users';
import { personLabel } from '@/lib/domain/people';
import { scopeLabel } from '@/lib/lists/scope-label';
import { MATCHES_LIST_DEFAULTS } from '@/lib/lists/matches';
import { parseMatchesListParams } from '@/lib/lists/matches-params';
import { bulkKindsFor } from '@/lib/selection/kinds';
import { MATCHES_SUBTITLE } from './_components/matches-list';
import { toMatchRow } from './_components/matches-rows';
import { MatchesTable } from './_components/matches-table';

export const metadata: Metadata = { title: ROUTES.matches.title };

/** The matches (SPEC §2): filters, sort and page come from the URL, the gateway pages and sorts. */
export default async function MatchesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('matches');
  const query = parseMatchesListParams(await searchParams);
  const [page, projectLabel, professionalLabel] = await Promise.all([
    readOrExpire(() =>
      listMatches(session.token, { ...query, sort: query.sort ?? MATCHES_LIST_DEFAULTS.sort }),
    ),
    scopeLabel(
      query.projectId,
      (id) => getProject(session.token, id),
      (project) => `${project.rid} – ${project.workNeed.label}`,
    ),
    scopeLabel(query.userId, (id) => getUser(session.token, id), personLabel),
  ]);

  return (
    <>
      <PageHeader
        title={ROUTES.matches.title}
        subtitle={MATCHES_SUBTITLE}
        actions={<ListViews session={session} list="matches" query={query} total={page.total} />}
      />
      <MatchesTable
        rows={page.items.map(toMatchRow)}
        total={page.total}
        query={query}
        scope={{ projectLabel, professionalLabel }}
        bulkKinds={bulkKindsFor(session.user.roles, ['acceptMatches'])}
      />
    </>
  );
}
