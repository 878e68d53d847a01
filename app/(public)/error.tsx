'use client';

import { CrashScreen } from '@/components/shell/crash-screen';

/** A crash inside a public screen: the public layout stays, the form gives way to the crash screen. */
export default function PublicError({ error }: { error: unknown }) {
  return <CrashScreen error={error} />;
}
