// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveThread, POLL_INTERVAL_MS } from '@/app/(backoffice)/discussions/[id]/_components/live-thread';
import { threadOf, type ThreadUpdate } from '@/app/(backoffice)/discussions/_lib/thread';
import { discussion } from './fixtures';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/app/(backoffice)/discussions/[id]/actions', () => ({ sendMessageAction: vi.fn() }));

const initial = threadOf(discussion());
const memberIds = ['u-owner', 'u-pro', 'u-staff'];

function answer(update: Partial<ThreadUpdate>): Response {
  const body: ThreadUpdate = {
    status: 'ACTIVE',
    memberIds,
    people: initial.people,
    messages: [],
    reset: false,
    ...update,
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  router.refresh.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const show = (status: 'ACTIVE' | 'ARCHIVED' = 'ACTIVE') =>
  render(
    <LiveThread discussionId="d1" initial={initial} status={status} memberIds={memberIds} writing={null} />,
  );

describe('LiveThread', () => {
  it("asks the app's route handler for the messages after its last one, and adds them", async () => {
    fetchMock.mockResolvedValue(
      answer({
        messages: [
          {
            id: 'm7',
            sentAt: '2020-03-03T10:00:00.000+01:00',
            kind: 'STANDARD',
            senderId: 'u-owner',
            text: 'Nouveau !',
            readBy: [],
          },
        ],
      }),
    );
    show();
    expect(screen.queryByText('Nouveau !')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/discussions/d1/messages?after=m6');
    expect(screen.getByText('Nouveau !')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(initial.messages.length + 1);
    // The next round asks after the new last message, and a message already there is not doubled.
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(String(fetchMock.mock.calls[1][0])).toBe('/api/discussions/d1/messages?after=m7');
    expect(screen.getAllByText('Nouveau !')).toHaveLength(1);
  });

  it('redraws the page when the discussion was closed or joined meanwhile', async () => {
    fetchMock.mockResolvedValue(answer({ status: 'ARCHIVED' }));
    show();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(router.refresh).toHaveBeenCalled();
  });

  it('does not poll an archived discussion, which takes no message', async () => {
    show('ARCHIVED');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
