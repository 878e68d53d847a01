'use client';

import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { HOME_PATH } from '@/lib/access/home';
import { CRASH_SCREEN } from '@/lib/domain/error-texts';
import { crashReportOf, sendBrowserReport } from './browser-report';

// One report per error object, whatever the number of renders or effect runs (Strict Mode runs them twice).
const reported = new WeakSet<object>();

function report(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  sendBrowserReport(crashReportOf(error, window.location.pathname));
}

/** The fallback of a rendering crash (SPEC §2), which reports "Browser runtime error" once. */
export function CrashScreen({ error }: { error: unknown }) {
  useEffect(() => report(error), [error]);

  return (
    <section
      role="alert"
      aria-labelledby="crash-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-danger-solid" />
      <h1 id="crash-title" className="text-2xl font-semibold text-fg">
        {CRASH_SCREEN.title}
      </h1>
      <p className="text-base text-fg-muted">{CRASH_SCREEN.text}</p>
      {/* A full reload: whatever broke in the client's state is gone. */}
      <Button onClick={() => window.location.assign(HOME_PATH)}>{CRASH_SCREEN.button}</Button>
    </section>
  );
}
