import type { Metadata } from 'next';
import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ACCOUNT_LINK, pathFor, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess, type Session } from '@/lib/auth/session';
import { todayInParis } from '@/lib/domain/days';
import { getMyCredentials } from '@/lib/gateway/credentials';
import { HOME_TEXTS as T } from '@/lib/views/messages';
import { homeData } from './_components/home/home-data';
import {
  ApprovalsCard,
  ClaimsCard,
  RecentCard,
  UnreadCard,
  ViewsCard,
} from './_components/home/home-sections';
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

/**
 * Home: the day's work of the signed-in staff member (what they have taken, their queues and views
 * with their counts, their unread discussions, the records they opened last), then their details.
 * The side menu holds the screens, so home no longer repeats them.
 */
export default async function HomePage() {
  const session = await requireAccess('home');
  const [data, details] = await Promise.all([homeData(session), myDetails(session)]);
  const today = todayInParis();

  return (
    <>
      <PageHeader title={T.greeting(session.user.firstName)} subtitle={T.subtitle} />
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 xl:grid-cols-2">
          <ClaimsCard part={data.claims} today={today} />
          <ViewsCard part={data.views} />
          {data.unread !== undefined ? (
            <UnreadCard part={data.unread} allHref={`${pathFor('messaging')}?unread=true`} />
          ) : null}
          <RecentCard part={data.recent} today={today} />
          <ApprovalsCard part={data.approvals} allHref={pathFor('approvals')} today={today} />
        </div>
        <Card aria-labelledby="my-details-title">
          <CardHeader>
            <CardTitle id="my-details-title">{T.myDetails}</CardTitle>
            <Link href={ACCOUNT_LINK.href} prefetch={false} className="text-sm font-medium">
              {T.manageAccount}
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
