'use client';

import { LazyCrashScreen } from '@/components/shell/lazy-error-screens';
import { CRASH_SCREEN } from '@/lib/domain/shell-texts';
import './globals.css';

/** A crash of the root layout itself: the same screen, in a document of its own. */
export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="fr">
      <body>
        <title>{CRASH_SCREEN.title}</title>
        <main className="flex min-h-dvh items-center justify-center px-6">
          <LazyCrashScreen error={error} />
        </main>
      </body>
    </html>
  );
}
