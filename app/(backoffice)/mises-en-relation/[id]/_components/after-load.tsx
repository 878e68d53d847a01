'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const UpdateRelationshipForm = liveAfterLoad(() =>
  import('./update-relationship-form').then((module) => module.UpdateRelationshipForm),
);
