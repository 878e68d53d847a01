import type { Metadata } from 'next';
import Link from 'next/link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { pathFor, ROUTES } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { CreateStaffForm } from './_components/after-load';

export const metadata: Metadata = { title: ROUTES.createCredentials.title };

/** A new staff account with its roles (SUPPORT only); the owner then sets a password from the e-mail. */
export default async function CreateCredentialsPage() {
  const session = await requireAccess('createCredentials');
  return (
    <>
      <PageHeader
        title={ROUTES.createCredentials.title}
        breadcrumb={<Link href={pathFor('credentials')}>{ROUTES.credentials.title}</Link>}
      />
      <Card>
        <CardContent>
          <CreateStaffForm domain={env().STAFF_EMAIL_DOMAIN} grantable={session.user.roles} />
        </CardContent>
      </Card>
    </>
  );
}
