import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ListViews } from '@/components/views/list-views';
import { ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { listUsers } from '@/lib/gateway/users';
import { USERS_LIST_DEFAULTS } from '@/lib/lists/users';
import { parseUsersListParams } from '@/lib/lists/users-params';
import { bulkKindsFor } from '@/lib/selection/kinds';
import { toUserRow } from './_components/users-rows';
import { UsersTable } from './_components/users-table';

export const metadata: Metadata = { title: ROUTES.users.title };

/** The customers (SPEC §4): filters, sort and page come from the URL, the gateway pages and sorts. */
export default async function UsersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('users');
  const query = parseUsersListParams(await searchParams);
  const page = await readOrExpire(() =>
    listUsers(session.token, { ...query, sort: query.sort ?? USERS_LIST_DEFAULTS.sort }),
  );

  return (
    <>
      <PageHeader
        title={ROUTES.users.title}
        subtitle="Particuliers et professionnels inscrits."
        actions={<ListViews session={session} list="users" query={query} total={page.total} />}
      />
      <UsersTable
        rows={page.items.map(toUserRow)}
        total={page.total}
        query={query}
        bulkKinds={bulkKindsFor(session.user.roles, ['deactivateUsers'])}
      />
    </>
  );
}
