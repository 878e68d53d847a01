'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

/**
 * A list's filters (or a record tab's), drawn with the page and live once it has loaded: what is
 * typed, chosen or ticked meanwhile is applied then.
 */
export const FilterBar = liveAfterLoad(() => import('./filter-bar').then((module) => module.FilterBar));
