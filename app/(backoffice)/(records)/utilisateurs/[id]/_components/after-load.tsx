'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const RolesEditor = liveAfterLoad(() => import('./roles-editor').then((module) => module.RolesEditor));
