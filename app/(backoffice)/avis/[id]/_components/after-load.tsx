'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const ModerationForm = liveAfterLoad(() =>
  import('./moderation-form').then((module) => module.ModerationForm),
);
