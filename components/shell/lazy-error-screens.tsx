'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * Every page loads its error boundaries with it, but their screens (texts, report, icons) are needed
 * only once something failed: they are fetched then. A screen the server rendered stays on display
 * until its code arrives, so nothing moves.
 */
const Crash = lazy(() => import('./crash-screen').then((module) => ({ default: module.CrashScreen })));
const SegmentError = lazy(() =>
  import('./segment-error-screen').then((module) => ({ default: module.SegmentErrorScreen })),
);

export function LazyCrashScreen(props: ComponentProps<typeof Crash>) {
  return (
    <Suspense fallback={null}>
      <Crash {...props} />
    </Suspense>
  );
}

export function LazySegmentErrorScreen(props: ComponentProps<typeof SegmentError>) {
  return (
    <Suspense fallback={null}>
      <SegmentError {...props} />
    </Suspense>
  );
}
