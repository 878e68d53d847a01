'use client';

import { useCallback, useEffect, useRef } from 'react';

/** The longest wait between two rounds after failures in a row. */
export const MAX_BACKOFF_MS = 30_000;

export interface PollingOptions {
  /** The wait between the end of a round and the start of the next. */
  intervalMs: number;
  /** False stops polling (e.g. a read-only view). */
  enabled?: boolean;
  /**
   * One round. The next starts only once it has ended, so rounds never overlap. A rejection
   * doubles the wait before the next round, up to MAX_BACKOFF_MS, until a round succeeds.
   */
  poll: (signal: AbortSignal) => Promise<void>;
}

export interface Polling {
  /** Runs a round now (or right after the one in flight), e.g. after the user sent something. */
  pollNow: () => void;
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Short polling while the page is on screen: a round every `intervalMs`, none while the tab is
 * hidden, one at once when it shows again, and the round in flight aborted on unmount.
 */
export function usePolling({ intervalMs, enabled = true, poll }: PollingOptions): Polling {
  const pollRef = useRef(poll);
  const nowRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    pollRef.current = poll;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let again = false;
    let failures = 0;

    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (controller.signal.aborted || isHidden()) return;
      const wait = failures === 0 ? intervalMs : Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures);
      timer = setTimeout(run, wait);
    };

    async function run() {
      clearTimeout(timer);
      timer = undefined;
      if (running) {
        again = true;
        return;
      }
      if (controller.signal.aborted || isHidden()) return;
      running = true;
      try {
        await pollRef.current(controller.signal);
        failures = 0;
      } catch {
        if (controller.signal.aborted) return;
        failures += 1;
      } finally {
        running = false;
      }
      if (again) {
        again = false;
        void run();
      } else {
        schedule();
      }
    }

    const onVisibility = () => {
      if (isHidden()) {
        clearTimeout(timer);
        timer = undefined;
      } else if (!running && timer === undefined) {
        void run();
      }
    };

    nowRef.current = () => void run();
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      controller.abort();
      clearTimeout(timer);
      nowRef.current = () => undefined;
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs]);

  const pollNow = useCallback(() => nowRef.current(), []);
  return { pollNow };
}
