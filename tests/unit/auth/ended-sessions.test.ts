import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, isSessionEnded, useEndedSessionStore, VOUCH_MS } from '@/lib/auth/ended-sessions';
import { memoryEndedSessions } from '../support/ended-sessions';

const DAY = 24 * 60 * 60 * 1000;

describe('the record of ended sessions, as each request checks it', () => {
  let shared: ReturnType<typeof memoryEndedSessions>;
  let reads = 0;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    shared = memoryEndedSessions();
    reads = 0;
    useEndedSessionStore({
      end: shared.end,
      isEnded: (sid) => {
        reads += 1;
        return shared.isEnded(sid);
      },
    });
  });

  afterEach(() => {
    useEndedSessionStore(null);
    vi.useRealTimers();
  });

  it("reads the shared record once for a request: its render takes the proxy's answer", async () => {
    for (let request = 0; request < 3; request += 1) {
      expect(await isSessionEnded('sid-1', 'proxy')).toBe(false);
      expect(await isSessionEnded('sid-1', 'render')).toBe(false);
    }
    expect(reads).toBe(3);
  });

  it('reads it for a render no proxy answered for, or answered too long ago', async () => {
    expect(await isSessionEnded('sid-1', 'render')).toBe(false);
    expect(reads).toBe(1);
    await isSessionEnded('sid-1', 'proxy');
    vi.advanceTimersByTime(VOUCH_MS);
    await isSessionEnded('sid-1', 'render');
    expect(reads).toBe(3);
  });

  it("refuses at the next request's proxy a session signed out on another replica", async () => {
    expect(await isSessionEnded('sid-1', 'proxy')).toBe(false);
    expect(await isSessionEnded('sid-1', 'render')).toBe(false);
    await shared.end('sid-1', Date.now() + DAY);
    expect(await isSessionEnded('sid-1', 'proxy')).toBe(true);
    expect(await isSessionEnded('sid-1', 'render')).toBe(true);
  });

  it("refuses a session signed out here at once, even with the proxy's answer not yet taken", async () => {
    expect(await isSessionEnded('sid-1', 'proxy')).toBe(false);
    await endSession('sid-1', Date.now() + DAY);
    expect(await isSessionEnded('sid-1', 'render')).toBe(true);
  });
});
