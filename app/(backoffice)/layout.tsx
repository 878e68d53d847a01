import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { loginUrlFor } from '@/lib/access';
import { currentPath } from '@/lib/auth/request-context';
import { getSession } from '@/lib/auth/session';

/**
 * The signed-in shell around every back-office screen. Each page still calls requireAccess() for its
 * own roles; this only makes sure no shell is drawn for a visitor.
 */
export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  if (!session) redirect(loginUrlFor(await currentPath()));
  return <AppShell user={session.user}>{children}</AppShell>;
}
