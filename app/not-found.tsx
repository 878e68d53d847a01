import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/shell/not-found-screen';
import { NOT_FOUND_SCREEN } from '@/lib/domain/errors';

export const metadata: Metadata = { title: NOT_FOUND_SCREEN.title };

/**
 * The fallback of every page (Next renders it with each one, ahead of need): kept to the screen
 * alone. A path no route matches gets its 404 in the shell from app/(unknown).
 */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6">
      <NotFoundScreen />
    </main>
  );
}
