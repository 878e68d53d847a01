import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { getSession } from '@/lib/auth/session';

/**
 * Around the 404 of a path outside the role table: a signed-in user keeps the shell to find their
 * way on. Here rather than in the root not-found, which Next renders on every request as the
 * fallback of every page, so its shell was drawn twice per page.
 */
export default async function UnknownPathLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  if (!session) return <main className="flex min-h-dvh items-center justify-center px-6">{children}</main>;
  return <AppShell user={session.user}>{children}</AppShell>;
}
