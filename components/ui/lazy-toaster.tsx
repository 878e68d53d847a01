'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The root layout's toast host, fetched once the page is interactive: sonner is not part of any
 * page's first load (nor next/dynamic's loader). An alert raised before it arrives shows once it
 * mounts.
 */
export function LazyToaster() {
  // False in the server's HTML and during hydration, true afterwards.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
