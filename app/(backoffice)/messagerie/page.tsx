import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ListViews } from '@/components/views/list-views';
import { ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { claimsOnPage } from '@/lib/queues/work';
import { listMyDiscussions } from '@/lib/gateway/messaging';
import { MAILBOX_DEFAULTS } from '@/lib/lists/mailbox';
import { parseMailboxParams } from '@/lib/lists/mailbox-params';
import { bulkKindsFor } from '@/lib/selection/kinds';
import { MAILBOX_SUBTITLE } from './_components/mailbox-list';
import { toMailboxRow } from './_components/mailbox-rows';
import { MailboxTable } from './_components/mailbox-table';
import { ownedBy } from '@/app/(backoffice)/_components/owner-column';

export const metadata: Metadata = { title: ROUTES.messaging.title };

/** "Ma messagerie" (SPEC §1): the signed-in staff member's discussions, unread first, filters in the URL. */
export default async function MessagingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('messaging');
  const query = parseMailboxParams(await searchParams);
  const page = await readOrExpire(() =>
    listMyDiscussions(session.token, { ...query, sort: query.sort ?? MAILBOX_DEFAULTS.sort }),
  );
  const claims = await claimsOnPage(
    'discussion',
    page.items.map((discussion) => discussion.id),
  );

  return (
    <>
      <PageHeader
        title={ROUTES.messaging.title}
        subtitle={MAILBOX_SUBTITLE}
        actions={<ListViews session={session} list="mailbox" query={query} total={page.total} />}
      />
      <MailboxTable
        rows={page.items.map((discussion) => ({
          ...toMailboxRow(discussion, session.user.id),
          ...ownedBy(claims.get(discussion.id)?.staffName),
        }))}
        total={page.total}
        query={query}
        bulkKinds={bulkKindsFor(session.user.roles, ['closeDiscussions'])}
      />
    </>
  );
}
