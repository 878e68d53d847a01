'use client';

import { PenLine, Users, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isTyping, publishPresence, registerBeat, usePresentStaff } from '@/components/live/presence-channel';
import { usePolling } from '@/components/live/use-polling';
import { useReauth } from '@/components/auth/reauth-dialog';
import { cn } from '@/components/ui/cn';
import { BACKGROUND_HEADERS } from '@/lib/domain/background-request';
import { alsoViewingText, writingText } from '@/lib/presence/messages';
import { presenceKey, type RecordView } from '@/lib/presence/record-types';
import type { PresentStaff } from '@/lib/presence/store';

/** The app's presence route handler for one record (app/api/presence/[recordType]/[recordId]). */
export const presenceUrl = (recordType: RecordView, recordId: string) =>
  `/api/presence/${recordType}/${encodeURIComponent(recordId)}`;
/** How often an open record page says it is still open, and learns who else is. */
export const BEAT_INTERVAL_MS = 3_000;

export interface RecordPresenceProps {
  recordType: RecordView;
  recordId: string;
  /** The record's title, filed in the staff member's history (home) by the page's first beat. */
  label?: string;
  /** The page's pass for its beats (lib/presence/ticket.ts), given by the server with the page. */
  ticket: string;
}

/** Answers the beat cannot change by trying again: a record or role the route refuses, or no record at all. */
const FINAL = new Set([400, 403, 404, 413]);

// Beats are the page's, not the staff member's: they keep no session alive (typing included: the
// message sent is the activity).
const beatHeaders = { 'content-type': 'application/json', accept: 'application/json', ...BACKGROUND_HEADERS };

/**
 * Who else has this record open: the page beats every 3 s while it is on screen (not while the tab
 * is hidden), says so at once when it opens, and says it left when it closes; a session that ended
 * pauses the beats until the staff member signs in again. A polite live region,
 * so that a screen reader hears a colleague arrive without losing its place.
 */
export function RecordPresence({ recordType, recordId, label, ticket }: RecordPresenceProps) {
  const key = presenceKey(recordType, recordId);
  const others = usePresentStaff(key);
  const [refused, setRefused] = useState(false);
  const signIns = useReauth()?.signIns ?? 0;
  /** The count of sign-ins again when a beat found the session ended: beats wait for the next one. */
  const [endedAt, setEndedAt] = useState<number | null>(null);
  /** The record whose opening is filed already: only a page's first beat carries the label. */
  const filed = useRef<string | null>(null);

  const poll = useCallback(
    async (signal: AbortSignal) => {
      const first = filed.current !== key;
      const response = await fetch(presenceUrl(recordType, recordId), {
        method: 'POST',
        signal,
        cache: 'no-store',
        headers: beatHeaders,
        body: JSON.stringify({
          ticket,
          writing: isTyping(key),
          ...(first && label ? { label } : {}),
        }),
      });
      if (FINAL.has(response.status)) {
        setRefused(true);
        return;
      }
      if (response.status === 401) {
        setEndedAt(signIns);
        publishPresence(key, []);
        return;
      }
      // A store that failed: polling waits longer, then tries again.
      if (!response.ok) throw new Error(`presence answered ${response.status}`);
      filed.current = key;
      const { others: seen } = (await response.json()) as { others: PresentStaff[] };
      publishPresence(key, seen);
    },
    [key, recordType, recordId, label, ticket, signIns],
  );
  const { pollNow } = usePolling({
    intervalMs: BEAT_INTERVAL_MS,
    enabled: !refused && endedAt !== signIns,
    poll,
  });

  useEffect(() => registerBeat(key, pollNow), [key, pollNow]);
  useEffect(() => {
    pollNow();
    const leave = () => {
      void fetch(presenceUrl(recordType, recordId), {
        method: 'DELETE',
        keepalive: true,
        headers: beatHeaders,
        body: JSON.stringify({ ticket }),
      }).catch(() => undefined);
    };
    // Closing the tab unmounts nothing: the page says it left as it goes.
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
      publishPresence(key, []);
    };
  }, [key, recordType, recordId, ticket, pollNow]);

  const text = alsoViewingText(recordType, others);
  return (
    <LiveLine
      text={text}
      Icon={Users}
      className="-mt-3 mb-6 rounded-md border border-info-line bg-info-soft px-3 py-2 text-info-strong"
    />
  );
}

/** Above a discussion's composer: who else is typing an answer in it now, before this one sends. */
export function WritingNotice({ discussionId }: { discussionId: string }) {
  const writers = usePresentStaff(presenceKey('discussionView', discussionId)).filter(
    (person) => person.writing,
  );
  return <LiveLine text={writingText(writers)} Icon={PenLine} className="font-medium text-warning-strong" />;
}

/**
 * A line in a polite live region that stays in the page while empty: a region added with its text
 * is often not read out, one whose text changes is.
 */
function LiveLine({ text, Icon, className }: { text: string | null; Icon: LucideIcon; className: string }) {
  return (
    <div role="status" aria-live="polite">
      {text ? (
        <p className={cn('flex items-start gap-2 text-sm', className)}>
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text}
        </p>
      ) : null}
    </div>
  );
}
