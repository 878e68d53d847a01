'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const ChangePasswordForm = liveAfterLoad(() =>
  import('./change-password-form').then((module) => module.ChangePasswordForm),
);

export const ChangePhoneForm = liveAfterLoad(() =>
  import('./change-phone-form').then((module) => module.ChangePhoneForm),
);
