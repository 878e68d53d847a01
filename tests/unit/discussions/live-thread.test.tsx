// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveThread,
  POLL_INTERVAL_MS,
  type LiveThreadProps,
} from '@/app/(backoffice)/discussions/[id]/_components/live-thread';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';
import { JOIN_TO_WRITE, threadOf, type ThreadMessage, type ThreadUpdate } from '@/lib/discussions/thread';
import { preloadReauthDialog, ReauthProvider } from '@/components/auth/reauth-dialog';
import { preloadDialogs } from '@/components/ui/dialog';
import { sessionExpired } from '@/lib/action-result';
import { FIRST_EVENT_MS, FIRST_STREAM_AFTER_MS } from '@/components/live/use-event-stream';
import { BACKGROUND_HEADER } from '@/lib/domain/background-request';
import { eventFrame, LIVE_UPDATE_EVENT } from '@/lib/discussions/live-events';
import { REAUTH_MESSAGES } from '@/lib/domain/reauth-texts';
import { polledFetch } from '../support/polled-fetch';
import { discussion } from './fixtures';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const actions = vi.hoisted(() => ({ join: vi.fn() }));
vi.mock('@/app/(backoffice)/discussions/[id]/actions', () => ({
  sendMessageAction: vi.fn(),
  joinDiscussionAction: actions.join,
}));

const initial = threadOf(discussion());
const memberIds = ['u-owner', 'u-pro', 'u-staff'];

const NEW_MESSAGE: ThreadMessage = {
  id: 'm7',
  sentAt: '2020-03-03T10:00:00.000+01:00',
  kind: 'STANDARD',
  senderId: 'u-owner',
  text: 'Nouveau !',
  readBy: [],
};

function update(changes: Partial<ThreadUpdate>): ThreadUpdate {
  return {
    status: 'ACTIVE',
    memberIds,
    unread: 0,
    people: initial.people,
    messages: [],
    reset: false,
    ...changes,
  };
}

function answer(changes: Partial<ThreadUpdate>): Response {
  return new Response(JSON.stringify(update(changes)), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** A stream of server-sent events the test writes to, as app/api/discussions/[id]/live does. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (opened) => void (controller = opened) });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    push: (changes: Partial<ThreadUpdate>) =>
      controller.enqueue(encoder.encode(eventFrame(LIVE_UPDATE_EVENT, update(changes)))),
    end: () => controller.close(),
  };
}

const fetchMock = polledFetch();

beforeEach(() => router.refresh.mockReset());

const show = (
  status: 'ACTIVE' | 'ARCHIVED' = 'ACTIVE',
  {
    unread = 0,
    marksRead = true,
    writing = null,
  }: { unread?: number; marksRead?: boolean; writing?: LiveThreadProps['writing'] } = {},
) =>
  render(
    <LiveThread
      discussionId="d1"
      initial={initial}
      status={status}
      memberIds={memberIds}
      unread={unread}
      marksRead={marksRead}
      writing={writing}
    />,
  );

/** The calls the view made, as `METHOD path`. */
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const MARK_READ = 'POST /api/discussions/d1/lu';
/** The polls the view made, its stream's attempts left out. */
const polls = () => calls().filter((call) => call.includes('/messages'));
/**
 * The view first asks for a stream; these tests answer it with JSON, as a proxy that lets no stream
 * through would, and the view polls from then on.
 */
const streamRefused = () => act(() => vi.advanceTimersByTimeAsync(FIRST_STREAM_AFTER_MS));

// The dialog code loads on demand in the app; here it is ready before the clock is faked.
beforeAll(() => Promise.all([preloadDialogs(), preloadReauthDialog()]));

describe('LiveThread where no stream passes', () => {
  it("asks the app's route handler for the messages after its last one, and adds them", async () => {
    fetchMock.mockImplementation(async () => answer({ messages: [NEW_MESSAGE] }));
    show();
    await streamRefused();
    expect(screen.queryByText('Nouveau !')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(polls()).toEqual(['GET /api/discussions/d1/messages?after=m6']);
    expect(screen.getByText('Nouveau !')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(initial.messages.length + 1);
    // The next round asks after the new last message, and a message already there is not doubled.
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(polls()[1]).toBe('GET /api/discussions/d1/messages?after=m7');
    expect(screen.getAllByText('Nouveau !')).toHaveLength(1);
  });

  it('pauses without leaving the page when the session ended, and resumes once signed in again', async () => {
    const expired = new Response(JSON.stringify(sessionExpired('/connexion?redirect=%2Fdiscussions%2Fd1')), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
    fetchMock.mockResolvedValueOnce(expired).mockResolvedValue(answer({}));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const signInAgain = vi.fn().mockResolvedValue({ ok: true, message: REAUTH_MESSAGES.signedIn });
    render(
      <ReauthProvider user={{ id: 'u-staff', email: 'support@groupe.example' }} signInAgain={signInAgain}>
        <LiveThread
          discussionId="d1"
          initial={initial}
          status="ACTIVE"
          memberIds={memberIds}
          unread={0}
          marksRead
          writing={null}
        />
      </ReauthProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    const resume = screen.getByRole('button', { name: REAUTH_MESSAGES.signIn });
    expect(screen.getByRole('status').textContent).toContain(REAUTH_MESSAGES.paused);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(resume);
    // The dialog is a lazily loaded component: let it resolve.
    await act(async () => undefined);
    const dialog = screen.getByRole('dialog', { name: REAUTH_MESSAGES.title });
    fireEvent.change(within(dialog).getByLabelText(/Mot de passe/), { target: { value: 'Renovation2020' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: REAUTH_MESSAGES.signIn }));
    });
    expect(screen.queryByRole('button', { name: REAUTH_MESSAGES.signIn })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
  });

  it('redraws the page when the discussion was closed or joined meanwhile', async () => {
    fetchMock.mockImplementation(async () => answer({ status: 'ARCHIVED' }));
    show();
    await streamRefused();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(router.refresh).toHaveBeenCalled();
  });

  it('does not poll an archived discussion, which takes no message', async () => {
    show('ARCHIVED');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LiveThread with a stream', () => {
  const streams = () => calls().filter((call) => call.includes('/live'));

  it('shows what the stream brings at once, polls nothing, and follows a stream the server ended', async () => {
    const first = eventStream();
    const next = eventStream();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(next.response);
    show();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_STREAM_AFTER_MS));
    first.push({});
    first.push({ messages: [NEW_MESSAGE] });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Nouveau !')).toBeTruthy();

    first.end();
    await act(() => vi.advanceTimersByTimeAsync(1));
    next.push({});
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(streams()).toEqual([
      'GET /api/discussions/d1/live?after=m6',
      'GET /api/discussions/d1/live?after=m7',
    ]);
    expect(polls()).toEqual([]);
    // A stream is the page's own doing: it keeps no session alive.
    const marked = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(BACKGROUND_HEADER));
    expect(marked).toEqual(['1', '1']);
  });

  it('polls instead when streams bring no first event in time, twice in a row', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/live') ? eventStream().response : answer({ messages: [NEW_MESSAGE] }),
    );
    show();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_STREAM_AFTER_MS + FIRST_EVENT_MS));
    expect(polls()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_EVENT_MS * 2));
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));

    expect(streams()).toHaveLength(2);
    expect(polls()).not.toEqual([]);
    expect(screen.getByText('Nouveau !')).toBeTruthy();
  });
});

describe('marking the thread read (SPEC §4)', () => {
  it('opening with unread messages marks it read by a POST, then reads the page again', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    show('ARCHIVED', { unread: 2 });
    await act(async () => undefined);
    expect(calls()).toEqual([MARK_READ]);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('marks it read again when polling finds unread messages, and not while it finds none', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? new Response(null, { status: 204 }) : answer({ unread: 0 }),
    );
    show();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2));
    expect(calls()).not.toContain(MARK_READ);
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? new Response(null, { status: 204 }) : answer({ unread: 1 }),
    );
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(calls().filter((call) => call === MARK_READ)).toHaveLength(1);
    // Nobody asked for these: they keep no session alive.
    const marked = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(BACKGROUND_HEADER));
    expect(marked).toEqual(calls().map(() => '1'));
  });

  it('leaves it unread for a role that does not write discussions, and the page as it is on a refusal', async () => {
    fetchMock.mockResolvedValue(answer({ unread: 3 }));
    show('ACTIVE', { unread: 3, marksRead: false });
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2));
    expect(calls()).not.toContain(MARK_READ);

    cleanup();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{}', { status: 502 }));
    show('ARCHIVED', { unread: 3 });
    await act(async () => undefined);
    expect(calls()).toEqual([MARK_READ]);
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

/** The answer form's code comes once it is needed (components/ui/live-after-load.tsx). */
const formArrived = () => act(() => vi.dynamicImportSettled());

describe('joining', () => {
  beforeEach(() => {
    actions.join.mockReset();
    fetchMock.mockResolvedValue(answer({}));
  });

  it('joins at one click, without a confirmation, and opens the answer form with the focus in it', async () => {
    actions.join.mockResolvedValue({ ok: true, message: M.joined });
    show('ACTIVE', { writing: JOIN_TO_WRITE });
    expect(screen.queryByRole('form', { name: 'Écrire un message' })).toBeNull();
    expect(screen.getByText(M.notMember)).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: M.join }));
    });
    expect(actions.join).toHaveBeenCalledTimes(1);
    expect(actions.join).toHaveBeenCalledWith({ id: 'd1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await formArrived();
    expect(document.activeElement).toBe(screen.getByLabelText('Votre message'));
    expect(screen.queryByRole('button', { name: M.join })).toBeNull();
    expect(screen.getByText(M.joined).getAttribute('role')).toBe('status');
    // The members and the header's count are read again.
    expect(router.refresh).toHaveBeenCalled();
  });

  it('keeps the join and opens no form when the gateway refuses', async () => {
    actions.join.mockResolvedValue({ ok: false, message: M.joinFailed });
    show('ACTIVE', { writing: JOIN_TO_WRITE });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: M.join }));
    });
    expect(screen.queryByRole('form', { name: 'Écrire un message' })).toBeNull();
    expect(screen.getByRole('button', { name: M.join })).toBeTruthy();
  });

  it('takes no focus when the form is there from the start', async () => {
    show('ACTIVE', { writing: true });
    await formArrived();
    expect(screen.getByLabelText('Votre message')).not.toBe(document.activeElement);
    expect(screen.queryByRole('button', { name: M.join })).toBeNull();
  });
});
