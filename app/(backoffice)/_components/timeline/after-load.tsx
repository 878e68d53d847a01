'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

// The record pages show it in one tab only: the others never fetch its code.
export const FilterBar = liveAfterLoad(() =>
  import('@/components/data-table/filter-bar').then((module) => module.FilterBar),
);
