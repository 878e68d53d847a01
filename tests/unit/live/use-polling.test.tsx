// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BACKOFF_MS, usePolling } from '@/components/live/use-polling';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A round that ends when the test says so. */
function deferredRounds() {
  const pending: { resolve: () => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  const poll = vi.fn(
    (signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject, signal });
      }),
  );
  return { poll, pending };
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePolling', () => {
  it('polls once per interval, the next round waiting for the previous one to end', async () => {
    const { poll, pending } = deferredRounds();
    renderHook(() => usePolling({ intervalMs: 2000, poll }));
    expect(poll).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(poll).toHaveBeenCalledTimes(1);
    // A slow round: no second one starts meanwhile.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => pending[0].resolve());
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(poll).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('pauses while the tab is hidden and polls at once when it shows again', async () => {
    const poll = vi.fn(async () => undefined);
    renderHook(() => usePolling({ intervalMs: 2000, poll }));
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(poll).not.toHaveBeenCalled();
    await act(async () => setVisibility('visible'));
    expect(poll).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('runs a round now on demand, or right after the one in flight', async () => {
    const { poll, pending } = deferredRounds();
    const { result } = renderHook(() => usePolling({ intervalMs: 2000, poll }));
    await act(async () => result.current.pollNow());
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => result.current.pollNow());
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => pending[0].resolve());
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('waits longer after each failure, up to the maximum, and back to the interval after a success', async () => {
    let fail = true;
    const poll = vi.fn(async () => {
      if (fail) throw new Error('down');
    });
    renderHook(() => usePolling({ intervalMs: 2000, poll }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(poll).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(poll).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(poll).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(poll).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(16_000 + MAX_BACKOFF_MS));
    const calls = poll.mock.calls.length;
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(MAX_BACKOFF_MS));
    expect(poll.mock.calls.length).toBe(calls + 1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(poll.mock.calls.length).toBe(calls + 2);
  });

  it('stops and aborts the round in flight on unmount; polls nothing when disabled', async () => {
    const { poll, pending } = deferredRounds();
    const { unmount } = renderHook(() => usePolling({ intervalMs: 2000, poll }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    unmount();
    expect(pending[0].signal.aborted).toBe(true);
    await act(async () => pending[0].resolve());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(poll).toHaveBeenCalledTimes(1);

    const idle = vi.fn(async () => undefined);
    renderHook(() => usePolling({ intervalMs: 2000, enabled: false, poll: idle }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(idle).not.toHaveBeenCalled();
  });
});
