import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ACCOUNT_LINK, menuFor, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess, type Session } from '@/lib/auth/session';
import { getMyCredentials } from '@/lib/gateway/credentials';
import { detailsOf, MyDetailsList, type MyDetails } from './_components/my-details';

export const metadata: Metadata = { title: ROUTES.home.title };

/**
 * The user's details as the gateway knows them now (a phone changed since sign-in shows), or as the
 * session remembers them when the gateway cannot answer: home must open whatever happens.
 */
async function myDetails(session: Session): Promise<MyDetails> {
  try {
    return detailsOf(await readOrExpire(() => getMyCredentials(session.token)));
  } catch (error) {
    unstable_rethrow(error);
    return session.user;
  }
}

/** Home (SPEC §2): a greeting, the shortcuts the user's roles allow, and their own details. */
export default async function HomePage() {
  const session = await requireAccess('home');
  const details = await myDetails(session);
  const sections = menuFor(session.user.roles);

  return (
    <>
      <PageHeader
        title={`Bonjour ${session.user.firstName}`}
        subtitle="Retrouvez ici les accès de vos rôles et vos informations."
      />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="shortcuts-title">
          <h2 id="shortcuts-title" className="mb-3 text-base font-semibold">
            Accès rapides
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {sections.map((section) => (
              <li key={section.id}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle level={3}>{section.label}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ul className="flex flex-col gap-2">
                      {section.links.map((link) => (
                        <li key={link.routeId}>
                          <Link
                            href={link.href}
                            prefetch={false}
                            className="inline-flex items-center gap-1.5 text-sm font-medium"
                          >
                            <ArrowRight aria-hidden="true" className="size-4" />
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <Card aria-labelledby="my-details-title">
          <CardHeader>
            <CardTitle id="my-details-title">Mes informations</CardTitle>
            <Link href={ACCOUNT_LINK.href} prefetch={false} className="text-sm font-medium">
              Gérer mon compte
            </Link>
          </CardHeader>
          <CardContent>
            <MyDetailsList details={details} columns={3} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
