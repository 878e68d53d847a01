'use client';

import { CrashScreen } from '@/components/shell/crash-screen';
import { PageReadScreen } from '@/components/shell/page-read-screen';
import { parsePageReadDigest } from '@/lib/domain/page-read';

/**
 * Inside a back-office screen the shell stays: a failed gateway read shows its message with a retry;
 * anything else is a rendering crash and gives way to the crash screen.
 */
export default function BackofficeError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const failure = parsePageReadDigest(error.digest);
  return failure ? <PageReadScreen failure={failure} reset={reset} /> : <CrashScreen error={error} />;
}
