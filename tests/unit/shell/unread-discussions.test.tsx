// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/session';
import type { Role } from '@/lib/domain/roles';
import { MessagingLink, unreadBadgeText, unreadDiscussionsText } from '@/components/shell/messaging-link';
import { GATEWAY, mswGateway, TEST_TOKEN } from '../gateway/support';

/*
 * The header's count of discussions with unread messages: what the gateway is asked (one item of
 * the unread page, its total read), who is asked for it, and how the link names the count.
 */

const session = vi.hoisted(() => ({ roles: [] as string[], signedIn: true, accessToken: '', path: '/' }));
vi.mock('@/lib/auth/request-context', async (original) => ({
  ...(await original<typeof import('@/lib/auth/request-context')>()),
  currentPath: async () => session.path,
}));
vi.mock('@/lib/auth/session', () => ({
  getSession: async () =>
    session.signedIn
      ? {
          user: { id: 'u-staff', roles: session.roles },
          token: { ...TEST_TOKEN, accessToken: session.accessToken },
        }
      : null,
}));

vi.mock('@/lib/auth/gateway-read', () => ({ signOutUrl: async () => '/deconnexion?notice=expired' }));

const { keptUnreadDiscussionCount, readHeaderCountFirst, unreadDiscussionCount, UNREAD_SHOWN } =
  await import('@/components/shell/unread-discussions');
const { markDiscussionAsRead, UNREAD_KEPT_MS } = await import('@/lib/gateway/messaging');

const server = mswGateway({ silence: ['warn', 'error'] });
let asked: URLSearchParams[] = [];

function gatewayAnswers(total: number | 'failure' | 'refused token') {
  server.use(
    http.get(`${GATEWAY}/messaging/discussions/mine`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      if (total === 'failure') return HttpResponse.json({ code: 'INTERNAL' }, { status: 500 });
      if (total === 'refused token') return HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 });
      return HttpResponse.json({ items: [], total, page: 1, size: 1 });
    }),
  );
}

const currentSession = () =>
  ({
    user: { id: 'u-staff', roles: session.roles },
    token: { ...TEST_TOKEN, accessToken: session.accessToken },
  }) as Session;

let sessions = 0;
beforeEach(() => {
  asked = [];
  session.roles = ['SUPPORT'];
  session.signedIn = true;
  // Each test its own token: what the gateway client keeps is kept per token.
  session.accessToken = `access-${(sessions += 1)}`;
  session.path = '/clients';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('unreadDiscussionCount', () => {
  it("reads the total of the signed-in staff member's unread discussions with the first page home lists", async () => {
    gatewayAnswers(6);
    expect(await unreadDiscussionCount()).toBe(6);
    expect(asked).toHaveLength(1);
    expect(asked[0].get('unread')).toBe('true');
    expect(asked[0].get('size')).toBe(String(UNREAD_SHOWN));
  });

  it.each<Role>(['FINANCE', 'BD', 'CCO', 'MANAGER_BD_CCO'])(
    'asks nothing for %s, who has no messaging',
    async (role) => {
      gatewayAnswers(6);
      session.roles = [role];
      expect(await unreadDiscussionCount()).toBeNull();
      expect(asked).toHaveLength(0);
    },
  );

  it('asks nothing without a session', async () => {
    gatewayAnswers(6);
    session.signedIn = false;
    expect(await unreadDiscussionCount()).toBeNull();
    expect(asked).toHaveLength(0);
  });

  it('is no count, not a failed page, when the gateway fails', async () => {
    gatewayAnswers('failure');
    await expect(unreadDiscussionCount()).resolves.toBeNull();
  });

  it('ends the session when the gateway refuses the token, even on a page that reads nothing else', async () => {
    gatewayAnswers('refused token');
    await expect(unreadDiscussionCount()).rejects.toMatchObject({
      digest: expect.stringContaining('/deconnexion?notice=expired'),
    });
  });
});

describe('the count across pages', () => {
  it('serves the next pages for a few seconds without asking again, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    gatewayAnswers(6);
    expect(await unreadDiscussionCount()).toBe(6);
    vi.advanceTimersByTime(UNREAD_KEPT_MS - 1_000);
    expect(await unreadDiscussionCount()).toBe(6);
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    gatewayAnswers(2);
    expect(await unreadDiscussionCount()).toBe(2);
    expect(asked).toHaveLength(2);
  });

  it('asks afresh on home, where staff look for what is new', async () => {
    gatewayAnswers(6);
    await unreadDiscussionCount();
    session.path = '/?vue=1';
    gatewayAnswers(4);
    expect(await unreadDiscussionCount()).toBe(4);
    expect(asked).toHaveLength(2);
  });

  it("asks again at once after the staff member's own read of a discussion", async () => {
    gatewayAnswers(6);
    await unreadDiscussionCount();
    server.use(
      http.post(
        `${GATEWAY}/messaging/discussions/:id/mark-as-read`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    await markDiscussionAsRead({ ...TEST_TOKEN, accessToken: session.accessToken }, 'd-1');
    // Nothing kept to draw with the page: the header asks.
    expect(await keptUnreadDiscussionCount(currentSession())).toBeUndefined();
    gatewayAnswers(5);
    expect(await unreadDiscussionCount()).toBe(5);
    expect(asked).toHaveLength(2);
  });

  it('keeps nothing for another token, nor a failure', async () => {
    gatewayAnswers('failure');
    expect(await unreadDiscussionCount()).toBeNull();
    gatewayAnswers(3);
    expect(await unreadDiscussionCount()).toBe(3);
    session.accessToken = 'access-other';
    expect(await unreadDiscussionCount()).toBe(3);
    expect(asked).toHaveLength(3);
  });

  it('asks afresh for a page that reads nothing else, and ends the session on a refused token', async () => {
    gatewayAnswers(6);
    await unreadDiscussionCount();
    gatewayAnswers('refused token');
    await expect(readHeaderCountFirst()).rejects.toMatchObject({
      digest: expect.stringContaining('/deconnexion?notice=expired'),
    });
    expect(asked).toHaveLength(2);
  });

  it('is drawn with the page once an answer is kept, and streamed when it must be asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    gatewayAnswers(6);
    // The first page of a session has nothing kept: its header asks, after the page.
    expect(await keptUnreadDiscussionCount(currentSession())).toBeUndefined();
    await unreadDiscussionCount();
    expect(await keptUnreadDiscussionCount(currentSession())).toBe(6);
    // Home asks afresh, and a role without messaging shows no link at all.
    session.path = '/';
    expect(await keptUnreadDiscussionCount(currentSession())).toBeUndefined();
    session.path = '/clients';
    session.roles = ['FINANCE'];
    expect(await keptUnreadDiscussionCount(currentSession())).toBeUndefined();
    session.roles = ['SUPPORT'];
    vi.advanceTimersByTime(UNREAD_KEPT_MS);
    expect(await keptUnreadDiscussionCount(currentSession())).toBeUndefined();
    expect(asked).toHaveLength(1);
  });
});

describe('the "Ma messagerie" link', () => {
  it('says the count in words, agreeing in number', () => {
    expect(unreadDiscussionsText(6)).toBe('6 discussions non lues');
    expect(unreadDiscussionsText(1)).toBe('1 discussion non lue');
    expect(unreadDiscussionsText(0)).toBeNull();
    expect(unreadDiscussionsText(null)).toBeNull();
  });

  it('caps the badge, never the name', () => {
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(150)).toBe('99+');
    render(<MessagingLink unread={150} />);
    expect(screen.getByRole('link', { name: 'Ma messagerie, 150 discussions non lues' }).textContent).toBe(
      'Ma messagerie99+',
    );
  });

  it('is named with the count, which is text and not only a coloured badge', () => {
    render(<MessagingLink unread={6} />);
    const link = screen.getByRole('link', { name: 'Ma messagerie, 6 discussions non lues' });
    expect(link.getAttribute('href')).toBe('/messagerie');
    expect(link.textContent).toBe('Ma messagerie6');
    expect(link.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('6');
  });

  it('is plain "Ma messagerie" without unread discussions or a count', () => {
    const { rerender } = render(<MessagingLink unread={0} />);
    expect(screen.getByRole('link', { name: 'Ma messagerie' })).toBeTruthy();
    rerender(<MessagingLink unread={null} />);
    expect(screen.getByRole('link').textContent).toBe('Ma messagerie');
  });
});
