'use client';

import { LazySegmentErrorScreen } from '@/components/shell/lazy-error-screens';

/**
 * Inside a back-office screen the shell stays: a failed gateway read shows its message with a retry;
 * anything else is a rendering crash and gives way to the crash screen.
 */
export default function BackofficeError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LazySegmentErrorScreen {...props} />;
}
