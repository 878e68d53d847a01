'use client';

import { ArrowDown } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useReauth } from '@/components/auth/reauth-dialog';
import { useEventStream } from '@/components/live/use-event-stream';
import { usePolling } from '@/components/live/use-polling';
import { WritingNotice } from '@/components/record/record-presence';
import { Button } from '@/components/ui/button';
import { BACKGROUND_HEADERS } from '@/lib/domain/background-request';
import type { DiscussionStatus } from '@/lib/domain/enums';
import { REAUTH_MESSAGES } from '@/lib/domain/reauth-texts';
import { LIVE_UPDATE_EVENT, liveUrl } from '@/lib/discussions/live-events';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';
import { JOIN_TO_WRITE, mergeThread, type Thread, type ThreadUpdate } from '@/lib/discussions/thread';
import { MessageForm } from './after-load';
import { JoinToWrite } from './join-to-write';
import { MessageItem } from './message-item';

/** How often the open discussion asks for new messages where its stream cannot pass. */
export const POLL_INTERVAL_MS = 2_000;
/** Within this many pixels of the end, the reader counts as following the conversation. */
const BOTTOM_SLACK_PX = 48;

export interface LiveThreadProps {
  discussionId: string;
  /** The thread as the page read it; a page refresh brings a newer one. */
  initial: Thread;
  status: DiscussionStatus;
  memberIds: string[];
  /** The reader's unread count as the page read it. */
  unread: number;
  /** Whether this reader's opening marks the thread read: the roles that write discussions. */
  marksRead: boolean;
  /**
   * The answer form: hidden when null (the role may not write), shown when true, offered behind a
   * one-click join when JOIN_TO_WRITE (a staff member who is not a member), replaced by its reason
   * when another string.
   */
  writing: true | string | null;
}

export function threadUpdateUrl(discussionId: string, afterId: string | null): string {
  const query = afterId ? `?${new URLSearchParams({ after: afterId })}` : '';
  return `/api/discussions/${encodeURIComponent(discussionId)}/messages${query}`;
}

/** Where the open view marks its thread read (a POST: a GET never changes anything). */
export function readMarkUrl(discussionId: string): string {
  return `/api/discussions/${encodeURIComponent(discussionId)}/lu`;
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The messages of an open discussion, kept current while the tab is on screen by the app's stream
 * of server-sent events (app/api/discussions/[id]/live), or, where a stream cannot pass, by polling
 * its route handler (app/api/discussions/[id]/messages) every 2 s. The view follows the
 * conversation while the reader is at its end; a reader who scrolled back stays where they are
 * and gets a "new messages" button instead. A reader who may write marks the thread read when it
 * opens with unread messages and whenever polling finds some (SPEC §4).
 */
const NOTHING_NEW: Thread = { people: {}, messages: [] };

export function LiveThread({
  discussionId,
  initial,
  status,
  memberIds,
  unread,
  marksRead,
  writing,
}: LiveThreadProps) {
  const router = useRouter();
  const reauth = useReauth();
  /**
   * The count of sign-ins again when polling found the session ended: the view pauses (the draft
   * below stays as typed) until the staff member signs in again, which changes the count.
   */
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const paused = endedAt !== null && reauth !== null && reauth.signIns === endedAt;
  /** What polling brought since the page was read. */
  const [live, setLive] = useState<Thread>(NOTHING_NEW);
  const [unseen, setUnseen] = useState(0);
  /** Joined from this view: the form shows (and takes the focus) before the page reads itself again. */
  const [joined, setJoined] = useState(false);
  const mayType = writing === true || (writing === JOIN_TO_WRITE && joined);
  const messages = useMemo(() => mergeThread(initial.messages, live.messages), [initial, live]);
  const people = useMemo(() => ({ ...initial.people, ...live.people }), [initial, live]);

  const listRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  /** Scroll to the end on the next render whatever the reader's position (opening, own message). */
  const toEnd = useRef(true);
  const current = useRef({ messages, status, memberIds });
  useEffect(() => {
    current.current = { messages, status, memberIds };
  });

  const marking = useRef(false);
  const markRead = useCallback(async () => {
    if (marking.current) return;
    marking.current = true;
    try {
      // It follows the page's opening (which counted) or a poll: no activity of its own.
      const response = await fetch(readMarkUrl(discussionId), {
        method: 'POST',
        cache: 'no-store',
        headers: BACKGROUND_HEADERS,
      });
      // Read again: who has read what, and no unread count left.
      if (response.ok) router.refresh();
    } catch {
      // Not marked this time: the next round of polling that finds unread messages tries again.
    } finally {
      marking.current = false;
    }
  }, [discussionId, router]);
  useEffect(() => {
    if (marksRead && unread > 0) void markRead();
  }, [marksRead, unread, markRead]);

  /** What a poll or the stream brought: new messages added, the page read again when it changed. */
  const apply = useCallback(
    (update: ThreadUpdate) => {
      const known = current.current;
      if (marksRead && update.unread > 0) void markRead();
      if (update.status !== known.status || !sameMembers(update.memberIds, known.memberIds)) {
        // Closed, joined or hidden meanwhile: the page redraws its header, actions and form.
        router.refresh();
      }
      if (update.reset) {
        setLive(NOTHING_NEW);
        router.refresh();
        return;
      }
      const ids = new Set(known.messages.map((message) => message.id));
      const added = update.messages.filter((message) => !ids.has(message.id));
      if (added.length === 0) return;
      setLive((previous) => ({
        people: { ...previous.people, ...update.people },
        messages: mergeThread(previous.messages, added),
      }));
      if (!atEnd.current && !toEnd.current) setUnseen((count) => count + added.length);
    },
    [router, marksRead, markRead],
  );
  const sessionEnded = useCallback(
    async (response: Response) => {
      if (reauth) {
        setEndedAt(reauth.signIns);
        return;
      }
      const { redirectTo } = (await response.json()) as { redirectTo?: string };
      window.location.assign(redirectTo ?? '/connexion');
    },
    [reauth],
  );
  const lastId = () => current.current.messages.at(-1)?.id ?? null;

  const poll = useCallback(
    async (signal: AbortSignal) => {
      const response = await fetch(threadUpdateUrl(discussionId, lastId()), {
        signal,
        cache: 'no-store',
        headers: { accept: 'application/json', ...BACKGROUND_HEADERS },
      });
      if (response.status === 401) return sessionEnded(response);
      if (!response.ok) throw new Error(`live read answered ${response.status}`);
      apply((await response.json()) as ThreadUpdate);
    },
    [discussionId, apply, sessionEnded],
  );
  // Only an ACTIVE discussion receives messages (SPEC §4): streamed, or polled where streams cannot pass.
  const streaming = status === 'ACTIVE' && !paused;
  const { fallBack } = useEventStream({
    enabled: streaming,
    url: () => liveUrl(discussionId, lastId()),
    onEvent: (event) => {
      if (event.event === LIVE_UPDATE_EVENT) apply(JSON.parse(event.data) as ThreadUpdate);
    },
    onSessionEnded: sessionEnded,
  });
  const { pollNow } = usePolling({ intervalMs: POLL_INTERVAL_MS, enabled: streaming && fallBack, poll });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !(toEnd.current || atEnd.current)) return;
    list.scrollTop = list.scrollHeight;
    toEnd.current = false;
  }, [messages]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight <= BOTTOM_SLACK_PX;
    if (atEnd.current) setUnseen(0);
  };

  const showLatest = () => {
    const list = listRef.current;
    if (list) list.scrollTo({ top: list.scrollHeight, behavior: 'smooth' });
    setUnseen(0);
  };

  const onSent = () => {
    toEnd.current = true;
    pollNow();
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="relative">
        {/* The log role sits on a frame of its own: on the <ol> it would hide the list from assistive technologies. */}
        <div
          ref={listRef}
          onScroll={onScroll}
          role="log"
          aria-label="Messages de la discussion"
          tabIndex={0}
          className="focus-ring max-h-[65vh] min-h-40 overflow-y-auto rounded-md border border-border bg-surface p-4"
        >
          <ol className="flex flex-col gap-3">
            {messages.length === 0 ? (
              <li className="self-center text-sm text-fg-muted">{M.empty}</li>
            ) : (
              messages.map((message) => (
                <li key={message.id} className="flex flex-col">
                  <MessageItem message={message} people={people} />
                </li>
              ))
            )}
          </ol>
        </div>
        {unseen > 0 ? (
          <Button
            variant="primary"
            size="sm"
            onClick={showLatest}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
          >
            <ArrowDown aria-hidden="true" />
            {M.newMessages(unseen)}
          </Button>
        ) : null}
      </div>
      {paused ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-warning-strong">
          {REAUTH_MESSAGES.paused}
          <Button variant="link" onClick={() => reauth?.ask({})}>
            {REAUTH_MESSAGES.signIn}
          </Button>
        </p>
      ) : null}
      {mayType && joined ? (
        <p role="status" className="text-sm font-medium text-success-strong">
          {M.joined}
        </p>
      ) : null}
      {writing !== null ? <WritingNotice discussionId={discussionId} /> : null}
      {mayType ? <MessageForm discussionId={discussionId} onSent={onSent} autoFocus={joined} /> : null}
      {writing === JOIN_TO_WRITE && !joined ? (
        <JoinToWrite
          discussionId={discussionId}
          onJoined={() => {
            setJoined(true);
            // The members, the header's count and the journal tab as the gateway now has them.
            router.refresh();
          }}
        />
      ) : null}
      {typeof writing === 'string' && writing !== JOIN_TO_WRITE ? (
        <p role="status" className="text-sm text-fg-muted">
          {writing}
        </p>
      ) : null}
    </div>
  );
}
