import type { Metadata } from 'next';
import { AppShell } from '@/components/shell/app-shell';
import { NotFoundScreen } from '@/components/shell/not-found-screen';
import { getSession } from '@/lib/auth/session';
import { NOT_FOUND_SCREEN } from '@/lib/domain/errors';

export const metadata: Metadata = { title: NOT_FOUND_SCREEN.title };

/** Any path outside the role table. A signed-in user keeps the shell around it to find their way on. */
export default async function NotFound() {
  const session = await getSession();
  if (!session) {
    return (
      <main className="flex min-h-dvh items-center justify-center px-6">
        <NotFoundScreen />
      </main>
    );
  }
  return (
    <AppShell user={session.user}>
      <NotFoundScreen />
    </AppShell>
  );
}
