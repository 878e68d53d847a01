'use client';

import dynamic from 'next/dynamic';

/**
 * The root layout's toast host, fetched after the page is interactive: sonner is not part of any
 * page's first load. An alert raised before it arrives shows once it mounts.
 */
export const LazyToaster = dynamic(() => import('./toaster').then((module) => module.Toaster), {
  ssr: false,
});
