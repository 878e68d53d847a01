import { Plus } from 'lucide-react';
import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { ListViews } from '@/components/views/list-views';
import { pathFor, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { listStaffCredentials } from '@/lib/gateway/credentials';
import { CREDENTIALS_LIST_DEFAULTS } from '@/lib/lists/credentials';
import { parseCredentialsListParams } from '@/lib/lists/credentials-params';
import { toCredentialsRow } from './_components/credentials-list';
import { CredentialsTable } from './_components/credentials-table';

export const metadata: Metadata = { title: ROUTES.credentials.title };

/** The staff accounts and their roles (SUPPORT only). */
export default async function CredentialsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('credentials');
  const query = parseCredentialsListParams(await searchParams);
  const page = await readOrExpire(() =>
    listStaffCredentials(session.token, { ...query, sort: query.sort ?? CREDENTIALS_LIST_DEFAULTS.sort }),
  );

  return (
    <>
      <PageHeader
        title={ROUTES.credentials.title}
        subtitle="Les comptes du personnel et leurs rôles."
        actions={
          <>
            <ListViews session={session} list="credentials" query={query} total={page.total} />
            <ButtonLink href={pathFor('createCredentials')}>
              <Plus aria-hidden="true" />
              {ROUTES.createCredentials.title}
            </ButtonLink>
          </>
        }
      />
      <CredentialsTable rows={page.items.map(toCredentialsRow)} total={page.total} query={query} />
    </>
  );
}
