import type { Metadata } from 'next';
import { REDIRECT_PARAM, ROUTES, safeRedirect } from '@/lib/access';
import { SESSION_NOTICE_PARAM, sessionNoticeMessage } from '@/lib/auth/notices';
import { requireVisitor } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { PublicHeading } from '../_components/public-heading';
import { firstParam, type SearchParams } from './_lib/search-params';
import { LoginForm } from './_components/after-load';
import { demoAccounts } from './demo-accounts';

export const metadata: Metadata = { title: ROUTES.login.title };

const DEFAULT_DEMO_PASSWORD = 'Renovation2020';

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireVisitor();
  const params = await searchParams;
  const { STAFF_EMAIL_DOMAIN, FAKE_GATEWAY } = env();
  // The demo accounts exist only in the fake gateway: a real deployment never lists them.
  const demo = FAKE_GATEWAY
    ? demoAccounts(STAFF_EMAIL_DOMAIN, process.env.FAKE_DEMO_PASSWORD?.trim() || DEFAULT_DEMO_PASSWORD)
    : null;

  return (
    <>
      <PublicHeading title={ROUTES.login.title}>Connectez-vous avec votre email professionnel.</PublicHeading>
      <LoginForm
        domain={STAFF_EMAIL_DOMAIN}
        redirectTo={safeRedirect(firstParam(params, REDIRECT_PARAM))}
        notice={sessionNoticeMessage(firstParam(params, SESSION_NOTICE_PARAM))}
        demo={demo}
      />
    </>
  );
}
