'use client';

import { liveAfterLoad } from '@/components/ui/live-after-load';

export const MessageForm = liveAfterLoad(() => import('./message-form').then((module) => module.MessageForm));
