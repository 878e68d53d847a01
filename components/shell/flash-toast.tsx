'use client';

import { useEffect } from 'react';
import { notify } from '@/components/ui/notify';
import { consumeFlashAction } from '@/lib/flash/actions';

// Survives re-renders and Strict Mode's double effects within one page load.
const shown = new Set<string>();

/** Shows the one-shot message set before a server-side redirect, then deletes its cookie. */
export function FlashToast({
  flash,
}: {
  flash: { id: string; level: 'info' | 'warning' | 'error'; message: string } | null;
}) {
  useEffect(() => {
    if (!flash || shown.has(flash.id)) return;
    shown.add(flash.id);
    notify({ level: flash.level, message: flash.message });
    void consumeFlashAction();
  }, [flash]);
  return null;
}
