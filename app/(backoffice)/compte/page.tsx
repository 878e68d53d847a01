import type { Metadata } from 'next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { getMyCredentials } from '@/lib/gateway/credentials';
import { detailsOf, MyDetailsList } from '../_components/my-details';
import { ChangePasswordForm, ChangePhoneForm } from './_components/after-load';

export const metadata: Metadata = { title: ROUTES.account.title };

/** The signed-in user's account (SPEC §2): details read fresh from the gateway, password and phone changes. */
export default async function AccountPage() {
  const session = await requireAccess('account');
  const credentials = await readOrExpire(() => getMyCredentials(session.token));

  return (
    <>
      <PageHeader
        title={ROUTES.account.title}
        subtitle="Vos informations et vos identifiants de connexion."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Mes informations</CardTitle>
          </CardHeader>
          <CardContent>
            <MyDetailsList columns={3} details={detailsOf(credentials)} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Modifier mon mot de passe</CardTitle>
              <CardDescription>Saisissez votre mot de passe actuel puis le nouveau.</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Modifier mon numéro de téléphone</CardTitle>
              <CardDescription>Un numéro de téléphone mobile français.</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <ChangePhoneForm phone={credentials.phone} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
