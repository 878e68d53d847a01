'use client';

import { CrashScreen } from '@/components/shell/crash-screen';

/** A crash inside a back-office screen: the shell stays, the page gives way to the crash screen. */
export default function BackofficeError({ error }: { error: unknown }) {
  return <CrashScreen error={error} />;
}
