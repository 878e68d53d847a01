'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const WorksEditor = liveAfterLoad(() => import('./works-editor').then((module) => module.WorksEditor));
