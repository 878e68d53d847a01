'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const CreateStaffForm = liveAfterLoad(() =>
  import('./create-staff-form').then((module) => module.CreateStaffForm),
);
