'use client';

import { LazyCrashScreen } from '@/components/shell/lazy-error-screens';

/** A crash inside a public screen: the public layout stays, the form gives way to the crash screen. */
export default function PublicError({ error }: { error: unknown }) {
  return <LazyCrashScreen error={error} />;
}
