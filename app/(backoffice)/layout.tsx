import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ReauthProvider } from '@/components/auth/reauth-dialog';
import { AppShell } from '@/components/shell/app-shell';
import { keptUnreadDiscussionCount } from '@/components/shell/unread-discussions';
import { loginUrlFor } from '@/lib/access';
import { currentPath } from '@/lib/auth/request-context';
import { getSession } from '@/lib/auth/session';
import { shellViews } from '@/lib/views/visible';
import { signInAgainAction } from './sign-in-again';

/**
 * The signed-in shell around every back-office screen. Each page still calls requireAccess() for its
 * own roles; this only makes sure no shell is drawn for a visitor.
 */
export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  if (!session) redirect(loginUrlFor(await currentPath()));
  const { id, email } = session.user;
  const [views, unread] = await Promise.all([shellViews(session.user), keptUnreadDiscussionCount(session)]);
  return (
    // A session that ends while a form is filled is renewed in place, keeping what was typed.
    <ReauthProvider user={{ id, email }} signInAgain={signInAgainAction}>
      <AppShell user={session.user} views={views} unread={unread}>
        {children}
      </AppShell>
    </ReauthProvider>
  );
}
