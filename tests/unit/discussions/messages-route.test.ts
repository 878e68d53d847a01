import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthenticationError, HttpError, NotFoundError } from '@/lib/gateway/errors';
import { discussion } from './fixtures';

/*
 * The live read of an open discussion view: the session and the role table are checked here (the
 * proxy lets route handlers through), the gateway path of an attachment never goes out, and
 * reading unread messages marks them read as opening the page does.
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

  it('marks the discussion read when it has unread messages, and only then', async () => {
    await read('d1', 'm6');
    expect(mocks.markDiscussionAsRead).not.toHaveBeenCalled();
    mocks.getDiscussion.mockResolvedValue(discussion({ unreadMessagesCount: 2 }));
    await read('d1', 'm6');
    expect(mocks.markDiscussionAsRead).toHaveBeenCalledWith(token, 'd1');
  });

  it('still answers when marking read fails for another reason than the session', async () => {
    mocks.getDiscussion.mockResolvedValue(discussion({ unreadMessagesCount: 1 }));
    mocks.markDiscussionAsRead.mockRejectedValue(
      new HttpError('boom', { status: 500, statusText: 'Error', body: {} }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await read('d1', 'm4')).status).toBe(200);
  });

  it('sends no message of a discussion that is neither ACTIVE nor ARCHIVED, and marks nothing', async () => {
    mocks.getDiscussion.mockResolvedValue(discussion({ status: 'EVICTED', unreadMessagesCount: 3 }));
    const result = await read('d1', 'm1');
    expect(result.body).toMatchObject({ status: 'EVICTED', messages: [], reset: true });
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
