'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const LoginForm = liveAfterLoad(() => import('./login-form').then((module) => module.LoginForm));
