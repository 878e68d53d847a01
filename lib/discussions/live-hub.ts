import 'server-only';
import { getDiscussion } from '@/lib/gateway/messaging';
import { AuthenticationError, BusinessError, NotFoundError } from '@/lib/gateway/errors';
import type { GatewayToken } from '@/lib/gateway/http';
import type { Discussion } from '@/lib/domain/schemas';
import { errorFields, log } from '@/lib/log';
import { eventFrame, HEARTBEAT_FRAME, LIVE_UPDATE_EVENT } from './live-events';
import {
  isVisible,
  messagesAfter,
  threadOf,
  WRITABLE_STATUS,
  type ThreadMessage,
  type ThreadUpdate,
} from './thread';

/*
 * The open discussions of this server process, each read from the gateway once a second whoever
 * and however many watch it, and each reader told what is new for them. A replica serves its own
 * streams: a browser that reconnects through the balancer to another replica says which message it
 * has last, so nothing is lost or doubled, and no replica needs to know the others.
 *
 * A stream lives LIVE_STREAM_MAX_MS at most, then the browser opens another: the app's route
 * handler then checks the session again (ended, idle, roles) and the reader's own access to the
 * discussion, with the reader's own token, as for any request. Between two checks the shared read
 * uses the token of the newest reader; a reader whose token the gateway refuses is closed at once,
 * and learns why from the next stream's answer.
 */

/** How often an open discussion is read from the gateway: a message shows within this, plus a read. */
export const LIVE_POLL_MS = 1_000;
/**
 * A stream's longest life: the session and the access are checked again at least this often, as
 * often as a session's roles are confirmed with the gateway (SESSION_RECHECK_SECONDS, at most 60).
 */
export const LIVE_STREAM_MAX_MS = 60_000;
/** A comment this often keeps a quiet stream through proxies that close idle connections. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** The longest wait between two reads while the gateway fails. */
const MAX_BACKOFF_MS = 10_000;

interface Listener {
  userId: string;
  token: GatewayToken;
  /** The last message this reader has; null before any. */
  lastId: string | null;
  status: ThreadUpdate['status'];
  memberKey: string;
  send: (frame: string) => void;
  close: () => void;
}

interface Channel {
  id: string;
  /** Oldest first: the newest reader's token is the freshest. */
  listeners: Set<Listener>;
  timer: ReturnType<typeof setTimeout> | null;
  /** What the last read found, to skip the fan-out when nothing changed. */
  fingerprint: string | null;
  failures: number;
}

const KEY = Symbol.for('backoffice.discussions.live-hub');
type WithHub = typeof globalThis & { [KEY]?: Map<string, Channel> };

// One map per process, whichever route bundle loads this module.
function channels(): Map<string, Channel> {
  const scope = globalThis as WithHub;
  return (scope[KEY] ??= new Map());
}

const memberKeyOf = (memberIds: readonly string[]) => [...memberIds].sort().join(',');

function fingerprintOf(discussion: Discussion): string {
  const last = discussion.messages.at(-1)?.id ?? '';
  return `${discussion.status}|${memberKeyOf(discussion.members.map((member) => member.id))}|${discussion.messages.length}|${last}`;
}

/** The new messages another member sent that `userId` has not read: a page that may write marks them read. */
function unreadBy(userId: string, messages: readonly ThreadMessage[]): number {
  return messages.filter((message) => {
    if (message.kind === 'STANDARD') return message.senderId !== userId && !message.readBy.includes(userId);
    return message.kind === 'ATTACHMENT' && message.senderId !== userId;
  }).length;
}

function schedule(channel: Channel): void {
  if (channel.timer || channel.listeners.size === 0) return;
  const wait =
    channel.failures === 0 ? LIVE_POLL_MS : Math.min(MAX_BACKOFF_MS, LIVE_POLL_MS * 2 ** channel.failures);
  channel.timer = setTimeout(() => void read(channel), wait);
}

function newest(channel: Channel): Listener | undefined {
  let last: Listener | undefined;
  for (const listener of channel.listeners) last = listener;
  return last;
}

async function read(channel: Channel): Promise<void> {
  const reader = newest(channel);
  if (!reader) return forget(channel);
  let discussion: Discussion;
  try {
    discussion = await getDiscussion(reader.token, channel.id, { quiet: true });
    channel.failures = 0;
  } catch (error) {
    if (
      error instanceof AuthenticationError ||
      error instanceof NotFoundError ||
      error instanceof BusinessError
    ) {
      // This reader may no longer read it (or its session ended): its next stream says so.
      reader.close();
    } else {
      channel.failures += 1;
      log('warn', 'discussion live read failed', { discussionId: channel.id, error: errorFields(error) });
    }
    channel.timer = null;
    schedule(channel);
    return;
  }
  channel.timer = null;
  const fingerprint = fingerprintOf(discussion);
  if (fingerprint !== channel.fingerprint) {
    channel.fingerprint = fingerprint;
    fanOut(channel, discussion);
  }
  schedule(channel);
}

function fanOut(channel: Channel, discussion: Discussion): void {
  const memberIds = discussion.members.map((member) => member.id);
  const memberKey = memberKeyOf(memberIds);
  const thread = isVisible(discussion.status) ? threadOf(discussion) : null;
  for (const listener of channel.listeners) {
    const delta = thread ? messagesAfter(thread.messages, listener.lastId) : { messages: [], reset: true };
    const moved = discussion.status !== listener.status || memberKey !== listener.memberKey;
    if (delta.messages.length === 0 && !delta.reset && !moved) continue;
    const update: ThreadUpdate = {
      status: discussion.status,
      memberIds,
      unread: unreadBy(listener.userId, delta.messages),
      people: thread && delta.messages.length > 0 ? thread.people : {},
      ...delta,
    };
    listener.lastId = delta.messages.at(-1)?.id ?? (delta.reset ? null : listener.lastId);
    listener.status = discussion.status;
    listener.memberKey = memberKey;
    listener.send(eventFrame(LIVE_UPDATE_EVENT, update));
  }
}

function forget(channel: Channel): void {
  if (channel.timer) clearTimeout(channel.timer);
  channel.timer = null;
  if (channels().get(channel.id) === channel) channels().delete(channel.id);
}

export interface LiveStreamOptions {
  discussionId: string;
  userId: string;
  token: GatewayToken;
  /** What the reader's own read found, sent first (app/api/discussions/[id]/live). */
  first: ThreadUpdate;
  /** The message the reader had before `first`. */
  afterId: string | null;
  /** The browser's request: the stream ends when it goes. */
  signal?: AbortSignal;
}

/**
 * The stream of one reader: `first`, then each change the shared read finds, until the reader goes
 * or LIVE_STREAM_MAX_MS passes. A discussion nobody may write to any more gets `first` only.
 */
export function liveStream({ discussionId, userId, token, first, afterId, signal }: LiveStreamOptions) {
  const encoder = new TextEncoder();
  let cleanup = () => undefined as void;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(eventFrame(LIVE_UPDATE_EVENT, first)));
      if (first.status !== WRITABLE_STATUS || signal?.aborted) {
        controller.close();
        return;
      }
      let open = true;
      const listener: Listener = {
        userId,
        token,
        lastId: first.messages.at(-1)?.id ?? (first.reset ? null : afterId),
        status: first.status,
        memberKey: memberKeyOf(first.memberIds),
        send: (frame) => {
          if (open) controller.enqueue(encoder.encode(frame));
        },
        close: () => {
          if (!open) return;
          cleanup();
          controller.close();
        },
      };
      const heartbeat = setInterval(() => listener.send(HEARTBEAT_FRAME), LIVE_HEARTBEAT_MS);
      const lifetime = setTimeout(listener.close, LIVE_STREAM_MAX_MS);
      const onAbort = () => listener.close();
      signal?.addEventListener('abort', onAbort);
      cleanup = () => {
        open = false;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        signal?.removeEventListener('abort', onAbort);
        const channel = channels().get(discussionId);
        if (!channel) return;
        channel.listeners.delete(listener);
        if (channel.listeners.size === 0) forget(channel);
      };

      let channel = channels().get(discussionId);
      if (!channel) {
        channel = {
          id: discussionId,
          listeners: new Set(),
          timer: null,
          fingerprint: null,
          failures: 0,
        };
        channels().set(discussionId, channel);
      }
      channel.listeners.add(listener);
      // The reader's own read may be newer or older than the shared one: compare at the next read.
      channel.fingerprint = null;
      schedule(channel);
    },
    cancel() {
      cleanup();
    },
  });
}
