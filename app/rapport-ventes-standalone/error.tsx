'use client';

import { LazySegmentErrorScreen } from '@/components/shell/lazy-error-screens';

/** As in the back-office: a failed gateway read shows its message with a retry; anything else crashes. */
export default function SalesReportError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LazySegmentErrorScreen {...props} />;
}
