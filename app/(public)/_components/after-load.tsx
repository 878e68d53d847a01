'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const PasswordForm = liveAfterLoad(() =>
  import('./password-form').then((module) => module.PasswordForm),
);
