'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from './use-hydrated';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The root layout's toast host, fetched once the page is interactive: sonner is not part of any
 * page's first load (nor next/dynamic's loader). An alert raised before it arrives shows once it
 * mounts.
 */
export function LazyToaster() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
