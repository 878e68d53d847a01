import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ListViews } from '@/components/views/list-views';
import { ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { listCommunications } from '@/lib/gateway/communications';
import { getUser } from '@/lib/gateway/users';
import { personLabel } from '@/lib/domain/people';
import { scopeLabel } from '@/lib/lists/scope-label';
import { COMMUNICATIONS_LIST_DEFAULTS } from '@/lib/lists/communications';
import { parseCommunicationsListParams } from '@/lib/lists/communications-params';
import { COMMUNICATIONS_SUBTITLE } from './_components/communications-list';
import { toCommunicationRow } from './_components/communications-rows';
import { CommunicationsTable } from './_components/communications-table';

export const metadata: Metadata = { title: ROUTES.communications.title };

/** The e-mails and SMS sent (SPEC §2): filters, sort and page come from the URL, the gateway pages. */
export default async function CommunicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('communications');
  const query = parseCommunicationsListParams(await searchParams);
  const [page, userLabel] = await Promise.all([
    readOrExpire(() =>
      listCommunications(session.token, { ...query, sort: query.sort ?? COMMUNICATIONS_LIST_DEFAULTS.sort }),
    ),
    scopeLabel(query.userId, (id) => getUser(session.token, id), personLabel),
  ]);

  return (
    <>
      <PageHeader
        title={ROUTES.communications.title}
        subtitle={COMMUNICATIONS_SUBTITLE}
        actions={<ListViews session={session} list="communications" query={query} total={page.total} />}
      />
      <CommunicationsTable
        rows={page.items.map(toCommunicationRow)}
        total={page.total}
        query={query}
        scope={{ userLabel }}
      />
    </>
  );
}
