'use client';

import { CrashScreen } from '@/components/shell/crash-screen';
import { PageReadScreen } from '@/components/shell/page-read-screen';
import { parsePageReadDigest } from '@/lib/domain/page-read';

/** As in the back-office: a failed gateway read shows its message with a retry; anything else crashes. */
export default function SalesReportError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const failure = parsePageReadDigest(error.digest);
  return failure ? <PageReadScreen failure={failure} reset={reset} /> : <CrashScreen error={error} />;
}
