'use client';

import { CircleAlert } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { PAGE_READ_TEXTS, pageReadMessage, type PageReadFailure } from '@/lib/domain/page-read';

/**
 * A page whose gateway read failed (not a crash): the SPEC §8 message inside the shell, a retry that
 * renders the page again on the server, and the id the server logged the failure under.
 */
export function PageReadScreen({ failure, reset }: { failure: PageReadFailure; reset: () => void }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const retry = () =>
    startRetry(() => {
      // The server render failed, so the page must be fetched again before the boundary resets.
      router.refresh();
      reset();
    });

  return (
    <section
      role="alert"
      aria-labelledby="page-read-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-danger-solid" />
      <h1 id="page-read-title" className="text-lg font-semibold text-fg">
        {pageReadMessage(failure.code)}
      </h1>
      <Button onClick={retry} loading={retrying}>
        {PAGE_READ_TEXTS.retry}
      </Button>
      <p className="text-xs text-fg-muted">
        {PAGE_READ_TEXTS.requestId} : <span className="font-mono select-all">{failure.requestId}</span>
      </p>
    </section>
  );
}
