'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const ForgotPasswordForm = liveAfterLoad(() =>
  import('./forgot-password-form').then((module) => module.ForgotPasswordForm),
);
