'use client';

import { parsePageReadDigest } from '@/lib/domain/page-read';
import { CrashScreen } from './crash-screen';
import { PageReadScreen } from './page-read-screen';

/**
 * Inside a screen's layout: a failed gateway read shows its message with a retry; anything else is a
 * rendering crash and gives way to the crash screen.
 */
export function SegmentErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const failure = parsePageReadDigest(error.digest);
  return failure ? <PageReadScreen failure={failure} reset={reset} /> : <CrashScreen error={error} />;
}
