'use client';

import { useEffect, useRef, useState } from 'react';
import { BACKGROUND_HEADERS } from '@/lib/domain/background-request';
import { readEvents, type LiveEvent } from '@/lib/discussions/live-events';

/**
 * The page was just read: its first stream waits as its first poll did, and lets the page's own
 * loading settle first (a tool waiting for the network to rest sees it rest).
 */
export const FIRST_STREAM_AFTER_MS = 2_000;
/** With no first event within this, the stream is held back on its way (a buffering proxy). */
export const FIRST_EVENT_MS = 5_000;
/** With nothing at all (not even a heartbeat) for this long, the stream is dead: open another. */
export const SILENT_STREAM_MS = 40_000;
/** Streams that fail to bring their first event in a row before the page polls instead, for the rest of its life. */
export const STREAM_ATTEMPTS = 2;
const RETRY_MS = 1_000;

export interface EventStreamOptions {
  /** False closes the stream (a discussion no one writes to, a session ended). */
  enabled: boolean;
  /** The next stream's URL: it says what the page already has. */
  url: () => string;
  onEvent: (event: LiveEvent) => void;
  /** A 401: the session ended. The page says so; the stream stays closed until `enabled` changes. */
  onSessionEnded: (response: Response) => void | Promise<void>;
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

const isEventStream = (response: Response) =>
  response.ok &&
  Boolean(response.body) &&
  (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

/**
 * Server-sent events read from a streamed fetch (which, unlike EventSource, carries the background
 * header: a stream never keeps a session alive). A stream the server ends is followed by the next
 * at once; none while the tab is hidden, one when it shows again. Where streams cannot pass (no
 * stream, or no first event in time, STREAM_ATTEMPTS times in a row) it answers `fallBack`, and the
 * page polls instead.
 */
export function useEventStream({ enabled, url, onEvent, onSessionEnded }: EventStreamOptions): {
  fallBack: boolean;
} {
  const [fallBack, setFallBack] = useState(false);
  const handlers = useRef({ url, onEvent, onSessionEnded });
  useEffect(() => {
    handlers.current = { url, onEvent, onSessionEnded };
  });

  useEffect(() => {
    if (!enabled || fallBack) return;
    const page = new AbortController();
    let attempt: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    /** One stream, to its end: what it brought decides what follows. */
    async function read(current: AbortController): Promise<'ended' | 'no stream' | 'events' | 'nothing'> {
      let received = false;
      let watchdog = setTimeout(() => current.abort(), FIRST_EVENT_MS);
      try {
        const response = await fetch(handlers.current.url(), {
          signal: current.signal,
          cache: 'no-store',
          headers: { accept: 'text/event-stream', ...BACKGROUND_HEADERS },
        });
        if (response.status === 401) {
          await handlers.current.onSessionEnded(response);
          return 'ended';
        }
        if (!isEventStream(response)) {
          await response.body?.cancel();
          return 'no stream';
        }
        const reader = response.body!.getReader();
        // A stream given up ends its read at once, whatever the fetch does with its body.
        current.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const { events, rest } = readEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = rest;
          received ||= events.length > 0;
          if (received) {
            clearTimeout(watchdog);
            watchdog = setTimeout(() => current.abort(), SILENT_STREAM_MS);
          }
          for (const event of events) handlers.current.onEvent(event);
        }
      } catch {
        // Cut, or given up by the watchdog: what it brought decides.
      } finally {
        clearTimeout(watchdog);
      }
      return received ? 'events' : 'nothing';
    }

    async function open(): Promise<void> {
      clearTimeout(retry);
      if (page.signal.aborted || attempt || isHidden()) return;
      const current = new AbortController();
      attempt = current;
      const leave = () => current.abort();
      page.signal.addEventListener('abort', leave);
      const outcome = await read(current);
      page.signal.removeEventListener('abort', leave);
      attempt = null;
      if (outcome === 'ended' || page.signal.aborted || isHidden()) return;
      // An answer that is no stream (a proxy turning it into something else, a replica without the
      // route) will not be one next time either.
      failures = outcome === 'events' ? 0 : outcome === 'no stream' ? STREAM_ATTEMPTS : failures + 1;
      if (failures >= STREAM_ATTEMPTS) {
        setFallBack(true);
        return;
      }
      retry = setTimeout(() => void open(), failures === 0 ? 0 : RETRY_MS);
    }

    const onVisibility = () => {
      if (isHidden()) {
        clearTimeout(retry);
        attempt?.abort();
      } else void open();
    };
    document.addEventListener('visibilitychange', onVisibility);
    retry = setTimeout(() => void open(), FIRST_STREAM_AFTER_MS);
    return () => {
      page.abort();
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, fallBack]);

  return { fallBack };
}
