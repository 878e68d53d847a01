import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { AuthenticationError, HttpError, NotFoundError } from '@/lib/gateway/errors';
import { stubGatewayEnv } from '../gateway/support';
import { discussion } from './fixtures';

/*
 * The live read of an open discussion view and its read mark: the session and the role table are
 * checked here (the proxy lets route handlers through), the gateway path of an attachment never
 * goes out, and only the POST of the page, from a role that writes discussions, marks it read.
 */

const mocks = vi.hoisted(() => ({
  getSession: vi.fn(),
  getDiscussion: vi.fn(),
  markDiscussionAsRead: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ getSession: mocks.getSession }));
vi.mock('@/lib/gateway/messaging', () => ({
  getDiscussion: mocks.getDiscussion,
  markDiscussionAsRead: mocks.markDiscussionAsRead,
}));

const { GET } = await import('@/app/api/discussions/[id]/messages/route');
const { POST } = await import('@/app/api/discussions/[id]/lu/route');
const live = await import('@/app/api/discussions/[id]/live/route');

const token = { tokenType: 'Bearer', accessToken: 'access-1' };
const session = (roles: string[]) => ({
  user: { id: 'u-staff', firstName: 'Sophie', lastName: 'Marchand', email: 's@x', roles },
  token,
});

async function read(id: string, after?: string) {
  const query = after === undefined ? '' : `?${new URLSearchParams({ after })}`;
  const response = await GET(
    new NextRequest(`http://127.0.0.1:3000/api/discussions/${id}/messages${query}`),
    {
      params: Promise.resolve({ id }),
    },
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
}

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.getSession.mockResolvedValue(session(['FINANCE']));
  mocks.getDiscussion.mockResolvedValue(discussion());
  mocks.markDiscussionAsRead.mockResolvedValue(undefined);
});

describe('GET /api/discussions/:id/messages', () => {
  it('answers the messages after the given one, for any role of the discussion view, never cached', async () => {
    const result = await read('d1', 'm4');
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    expect(mocks.getDiscussion).toHaveBeenCalledWith(token, 'd1');
    expect(result.body).toMatchObject({
      status: 'ACTIVE',
      memberIds: ['u-owner', 'u-pro', 'u-staff'],
      reset: false,
    });
    expect(result.body.messages.map((message: { id: string }) => message.id)).toEqual(['m5', 'm6']);
  });

  it("answers the whole thread to replace the page's when the last message it has is unknown", async () => {
    const result = await read('d1', 'gone');
    expect(result.body.reset).toBe(true);
    expect(result.body.messages).toHaveLength(6);
    expect(JSON.stringify(result.body)).not.toMatch(/"\/documents\/[^"]*\/content"/);
    expect(JSON.stringify(result.body)).toContain('/api/documents/doc-photo/content');
  });

  it.each([['FINANCE'], ['SUPPORT']])(
    'answers the unread count to %s and marks nothing read: a GET changes nothing',
    async (role) => {
      mocks.getSession.mockResolvedValue(session([role]));
      mocks.getDiscussion.mockResolvedValue(discussion({ unreadMessagesCount: 2 }));
      const result = await read('d1', 'm6');
      expect(result.body).toMatchObject({ unread: 2, messages: [] });
      expect(mocks.markDiscussionAsRead).not.toHaveBeenCalled();
    },
  );

  it('sends no message of a discussion that is neither ACTIVE nor ARCHIVED, and marks nothing', async () => {
    mocks.getDiscussion.mockResolvedValue(discussion({ status: 'EVICTED', unreadMessagesCount: 3 }));
    const result = await read('d1', 'm1');
    expect(result.body).toMatchObject({ status: 'EVICTED', unread: 0, messages: [], reset: true });
    expect(mocks.markDiscussionAsRead).not.toHaveBeenCalled();
  });

  it('answers 401 with the typed session expiry without a session, before any gateway call', async () => {
    mocks.getSession.mockResolvedValue(null);
    const result = await read('d1', 'm1');
    expect(result).toMatchObject({
      status: 401,
      body: {
        sessionExpired: true,
        message: 'Votre session a expiré, merci de vous reconnecter.',
        redirectTo: '/connexion?redirect=%2Fdiscussions%2Fd1',
      },
    });
    expect(mocks.getDiscussion).not.toHaveBeenCalled();
  });

  it('refuses a session without a role of the discussion view', async () => {
    mocks.getSession.mockResolvedValue(session(['NOT_A_ROLE']));
    expect((await read('d1')).status).toBe(403);
    expect(mocks.getDiscussion).not.toHaveBeenCalled();
  });

  it('ends the session on a gateway 401/403, and tells the page where to go', async () => {
    mocks.getDiscussion.mockRejectedValue(new AuthenticationError('expired', { status: 401 }));
    const result = await read('d1', 'm1');
    expect(result.status).toBe(401);
    expect(result.body.sessionExpired).toBe(true);
    expect(result.body.redirectTo).toBe('/deconnexion?motif=expired&redirect=%2Fdiscussions%2Fd1');
  });

  it('answers 404 for an unknown discussion and for an id that is not one path segment', async () => {
    mocks.getDiscussion.mockRejectedValue(
      new NotFoundError('missing', { statusText: 'Not Found', body: {} }),
    );
    expect((await read('d1')).status).toBe(404);
    mocks.getDiscussion.mockReset();
    expect((await read('..')).status).toBe(404);
    expect(mocks.getDiscussion).not.toHaveBeenCalled();
  });

  it('refuses an oversized `after`', async () => {
    expect((await read('d1', 'x'.repeat(201))).status).toBe(400);
  });
});

describe('GET /api/discussions/:id/live', () => {
  const open = (id: string, after = 'm4') => {
    const browser = new AbortController();
    const request = new NextRequest(
      `http://127.0.0.1:3000/api/discussions/${id}/live?${new URLSearchParams({ after })}`,
      { signal: browser.signal },
    );
    return { browser, response: live.GET(request, { params: Promise.resolve({ id }) }) };
  };

  it("streams first what the reader's own read finds after their last message, past any compression", async () => {
    const { browser, response } = open('d1');
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(mocks.getDiscussion).toHaveBeenCalledWith(token, 'd1');
    const { value } = await answer.body!.getReader().read();
    const frame = new TextDecoder().decode(value);
    expect(frame.startsWith('event: update\ndata: ')).toBe(true);
    expect(JSON.parse(frame.split('data: ')[1]!)).toMatchObject({ status: 'ACTIVE', reset: false });
    browser.abort();
  });

  it('refuses as the polled read does: no session, no role, no such discussion, a bad `after`', async () => {
    mocks.getSession.mockResolvedValue(null);
    expect((await open('d1').response).status).toBe(401);
    mocks.getSession.mockResolvedValue(session(['NOT_A_ROLE']));
    expect((await open('d1').response).status).toBe(403);
    expect(mocks.getDiscussion).not.toHaveBeenCalled();
    mocks.getSession.mockResolvedValue(session(['FINANCE']));
    mocks.getDiscussion.mockRejectedValue(
      new NotFoundError('missing', { statusText: 'Not Found', body: {} }),
    );
    expect((await open('d1').response).status).toBe(404);
    expect((await open('d1', 'x'.repeat(201)).response).status).toBe(400);
  });
});

describe('POST /api/discussions/:id/lu', () => {
  const ORIGIN = 'http://app.test';

  async function mark(id: string, headers: Record<string, string> = { origin: ORIGIN }) {
    const response = await POST(
      new NextRequest(`${ORIGIN}/api/discussions/${id}/lu`, { method: 'POST', headers }),
      { params: Promise.resolve({ id }) },
    );
    return { status: response.status, text: await response.text() };
  }

  beforeEach(() => {
    stubGatewayEnv();
    mocks.getSession.mockResolvedValue(session(['SUPPORT']));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('marks the discussion read at the gateway for a role that writes discussions', async () => {
    expect(await mark('d1')).toEqual({ status: 204, text: '' });
    expect(mocks.markDiscussionAsRead).toHaveBeenCalledWith(token, 'd1');
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['no Origin', {}],
  ])('refuses a request from %s before reading the session', async (_case, headers) => {
    const result = await mark('d1', headers);
    expect(result.status).toBe(403);
    expect(JSON.parse(result.text)).toEqual({ message: businessErrorMessage('FORBIDDEN') });
    expect(mocks.getSession).not.toHaveBeenCalled();
    expect(mocks.markDiscussionAsRead).not.toHaveBeenCalled();
  });

  it('refuses a role that only reads discussions, and asks a visitor to sign in', async () => {
    mocks.getSession.mockResolvedValue(session(['FINANCE']));
    expect((await mark('d1')).status).toBe(403);
    mocks.getSession.mockResolvedValue(null);
    const visitor = await mark('d1');
    expect(visitor.status).toBe(401);
    expect(JSON.parse(visitor.text)).toMatchObject({ sessionExpired: true });
    expect(mocks.markDiscussionAsRead).not.toHaveBeenCalled();
  });

  it('ends the session on a gateway 401/403 and says 502 on any other failure', async () => {
    mocks.markDiscussionAsRead.mockRejectedValue(new AuthenticationError('expired', { status: 401 }));
    const expired = await mark('d1');
    expect(expired.status).toBe(401);
    expect(JSON.parse(expired.text).redirectTo).toBe(
      '/deconnexion?motif=expired&redirect=%2Fdiscussions%2Fd1',
    );
    mocks.markDiscussionAsRead.mockRejectedValue(
      new HttpError('boom', { status: 500, statusText: 'Error', body: {} }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await mark('d1')).status).toBe(502);
  });
});
