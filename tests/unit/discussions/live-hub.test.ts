import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFrame, readEvents } from '@/lib/discussions/live-events';
import { threadUpdate, type ThreadUpdate } from '@/lib/discussions/thread';
import type { Discussion, Message } from '@/lib/domain/schemas';
import { AuthenticationError } from '@/lib/gateway/errors';
import { discussion, OWNER } from './fixtures';

/*
 * The open discussions of one server process: however many readers watch a discussion, the gateway
 * is read once a second for all of them, each reader is told only what is new for them, and a reader
 * is let go when their stream's life ends, they leave, or the gateway refuses their token.
 */

const getDiscussion = vi.hoisted(() => vi.fn());
vi.mock('@/lib/gateway/messaging', () => ({ getDiscussion }));

const { liveStream, LIVE_POLL_MS, LIVE_STREAM_MAX_MS } = await import('@/lib/discussions/live-hub');

const tokenOf = (name: string) => ({ tokenType: 'Bearer', accessToken: name });
const said = (text: string, id: string): Message => ({
  id,
  type: 'STANDARD',
  sender: OWNER,
  content: text,
  sentAt: `2020-03-03T10:00:0${id.slice(-1)}.000+01:00`,
  readBy: ['u-owner'],
});

let gateway: Discussion;
beforeEach(() => {
  vi.useFakeTimers();
  gateway = discussion();
  getDiscussion.mockReset().mockImplementation(async () => structuredClone(gateway));
});

/** Another member writes, as the gateway records it. */
function post(message: Message): void {
  gateway.messages.push(message);
  gateway.lastMessageDate = message.sentAt;
  gateway.unreadMessagesCount += 1;
}

const readers: { leave: () => void }[] = [];
afterEach(async () => {
  // The hub is the process's: every reader leaves, so the next test starts with none.
  for (const each of readers.splice(0)) each.leave();
  await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
  vi.useRealTimers();
});

/** A reader who had the thread up to `afterId`, and what their stream has said so far. */
function reader(name: string, afterId: string | null = 'm6', id = 'd1') {
  const controller = new AbortController();
  const first = threadUpdate(gateway, afterId);
  const stream = liveStream({
    discussionId: id,
    userId: name,
    token: tokenOf(name),
    first,
    afterId,
    signal: controller.signal,
  });
  const received: ThreadUpdate[] = [];
  let closed = false;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    const chunks = stream.getReader();
    for (;;) {
      const { done, value } = await chunks.read();
      if (done) break;
      const { events, rest } = readEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      received.push(...events.map((event) => JSON.parse(event.data) as ThreadUpdate));
    }
    closed = true;
  })();
  readers.push({ leave: () => controller.abort() });
  return {
    received,
    leave: () => controller.abort(),
    closed: () => closed,
    texts: () =>
      received.flatMap((update) =>
        update.messages.map((message) => ('text' in message ? message.text : message.id)),
      ),
  };
}

const second = () => vi.advanceTimersByTimeAsync(LIVE_POLL_MS);

describe('the live updates of a discussion', () => {
  it('reads the gateway once a second for all its readers, and tells each what is new for them', async () => {
    const camille = reader('u-staff');
    const dominique = reader('u-pro');
    await second();
    expect(getDiscussion).toHaveBeenCalledTimes(1);
    // Nothing new: nobody is told anything past the first update.
    expect(camille.received).toHaveLength(1);

    post(said('Nouveau !', 'm7'));
    await second();
    await second();

    expect(getDiscussion).toHaveBeenCalledTimes(3);
    expect(camille.texts()).toEqual(['Nouveau !']);
    expect(dominique.texts()).toEqual(['Nouveau !']);
    // Sent by someone else, unread by the reader: a page that writes marks it read.
    expect(camille.received.at(-1)).toMatchObject({ unread: 1, reset: false, status: 'ACTIVE' });
    // The newest reader's token reads for all.
    expect(getDiscussion).toHaveBeenLastCalledWith(tokenOf('u-pro'), 'd1', { quiet: true });
  });

  it('catches up a reader whose own read was older than the shared one', async () => {
    reader('u-staff');
    post(said('Premier', 'm7'));
    await second();
    const late = reader('u-pro', 'm6');
    await second();

    expect(late.texts()).toEqual(['Premier']);
  });

  it('tells a reader when the discussion was closed or joined', async () => {
    const camille = reader('u-staff');
    gateway.status = 'ARCHIVED';
    await second();

    expect(camille.received.at(-1)).toMatchObject({ status: 'ARCHIVED', messages: [] });
  });

  it('lets a reader go when the gateway refuses their token, and reads on with the others', async () => {
    const camille = reader('u-staff');
    const dominique = reader('u-pro');
    getDiscussion.mockRejectedValueOnce(new AuthenticationError('expired'));
    await second();
    expect(dominique.closed()).toBe(true);
    expect(camille.closed()).toBe(false);

    post(said('Encore', 'm7'));
    await second();
    expect(getDiscussion).toHaveBeenLastCalledWith(tokenOf('u-staff'), 'd1', { quiet: true });
    expect(camille.texts()).toEqual(['Encore']);
  });

  it('ends a stream after its life, and stops reading once its last reader left', async () => {
    const camille = reader('u-staff');
    await vi.advanceTimersByTimeAsync(LIVE_STREAM_MAX_MS);
    expect(camille.closed()).toBe(true);

    const dominique = reader('u-pro');
    await second();
    dominique.leave();
    await vi.advanceTimersByTimeAsync(1);
    const calls = getDiscussion.mock.calls.length;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 5);
    expect(getDiscussion).toHaveBeenCalledTimes(calls);
    expect(dominique.closed()).toBe(true);
  });

  it('sends a discussion no one may write to any more its first update only', async () => {
    gateway.status = 'ARCHIVED';
    const camille = reader('u-staff');
    await second();

    expect(camille.closed()).toBe(true);
    expect(getDiscussion).not.toHaveBeenCalled();
  });
});

describe('the event stream format', () => {
  it('reads whole events only, whatever the chunks, and skips heartbeats', () => {
    const frames = `:\n\n${eventFrame('update', { a: 1 })}${eventFrame('update', { b: 'x\ny' })}`;
    const cut = frames.length - 7;
    const head = readEvents(frames.slice(0, cut));
    const tail = readEvents(head.rest + frames.slice(cut));

    expect(head.events).toEqual([{ event: 'update', data: '{"a":1}' }]);
    expect(tail.events).toEqual([{ event: 'update', data: '{"b":"x\\ny"}' }]);
    expect(tail.rest).toBe('');
  });
});
