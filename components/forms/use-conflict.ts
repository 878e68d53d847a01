'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';

/** A refusal because the record changed since the page read it (ActionResult's `conflict`). */
export interface ShownConflict {
  message: string;
  changes: string[];
}

/**
 * « Recharger et appliquer à nouveau » after a write refused as stale: reads the page's data again
 * (the record's new version among it) and, once the new page is drawn, calls `resend`, taken from
 * that render so that it sends the same input with the new version.
 */
export function useReapply(resend: () => void): { reapply: () => void; reapplying: boolean } {
  const router = useRouter();
  const [waiting, setWaiting] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const latest = useRef({ resend, done: () => setWaiting(false) });
  useEffect(() => {
    latest.current.resend = resend;
  });

  // The refresh is the router's: its end is what this effect waits for.
  useEffect(() => {
    if (!waiting || refreshing) return;
    latest.current.done();
    latest.current.resend();
  }, [waiting, refreshing]);

  const reapply = () => {
    setWaiting(true);
    startRefresh(() => router.refresh());
  };
  return { reapply, reapplying: waiting || refreshing };
}
