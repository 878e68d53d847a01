'use client';

import { LOADING_LABEL, LoadingLine } from '@/components/ui/spinner';
import { useHydrated } from '@/components/ui/use-hydrated';

export interface RecordSkeletonProps {
  /** How many tab placeholders to draw, so the bar does not jump when the record arrives. */
  tabs?: number;
  /** Term/value placeholders in the first section. */
  fields?: number;
}

/*
 * Each bar is one bare element: the whole block is hidden from assistive technologies already. A
 * client component, so the flight data carries its two numbers rather than its element tree, and
 * drawn for navigations in the browser: the server's HTML, which the record follows within moments,
 * says only that it loads.
 */
const bars = (count: number, className: string) =>
  Array.from({ length: count }, (_, index) => <span key={index} className={className} />);

/** A record page's header, tabs and first section as grey blocks, for a route's loading.tsx. */
export function RecordSkeleton({ tabs = 4, fields = 6 }: RecordSkeletonProps) {
  if (!useHydrated()) return <LoadingLine />;
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {LOADING_LABEL}
      </p>
      <div aria-hidden="true">
        <div className="mb-6 flex flex-col gap-2">
          <span className="skeleton h-4 w-32" />
          <span className="skeleton h-7 w-80 max-w-full" />
          <span className="skeleton h-3 w-56" />
        </div>
        <div className="mb-6 h-9 w-36 rounded-md bg-border/60" />
        <div className="mb-4 flex flex-wrap gap-4 border-b border-border pb-3">
          {bars(tabs, 'skeleton h-4 w-24')}
        </div>
        <div className="rounded-lg border border-border bg-surface px-5 py-4">
          <span className="mb-4 skeleton h-5 w-40" />
          <div className="grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-2 xl:grid-cols-3">
            {bars(fields, 'skeleton-field')}
          </div>
        </div>
      </div>
    </div>
  );
}
