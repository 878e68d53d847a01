'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const ExportForm = liveAfterLoad(() => import('./export-form').then((module) => module.ExportForm));
