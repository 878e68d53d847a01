import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as signOutByGet, POST as signOutByPost } from '@/app/deconnexion/route';
import { BACKGROUND_HEADERS } from '@/lib/domain/background-request';
import { useEndedSessionStore } from '@/lib/auth/ended-sessions';
import { decodeSession, encodeSession, type SessionPayload } from '@/lib/auth/session-cookie';
import type { Role } from '@/lib/domain/roles';
import { proxy } from '@/proxy';
import { GATEWAY, mswGateway } from '../gateway/support';
import { memoryEndedSessions } from '../support/ended-sessions';
import { sessionPayload } from '../support/session-payload';
import { staffCredentials } from '../support/staff-credentials';

/*
 * A session is a cache of facts with an expiry: the gateway confirms the roles and the account's
 * state after a minute of use, sign-out ends the session on the server, and idle time and the
 * absolute lifetime end it on their own. Seen from the proxy, as every request goes through it,
 * and from the sign-out route handler; requireAccess() runs the same checks (session.ts).
 */

const mocks = vi.hoisted(() => ({ cookie: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'bo.session' && mocks.cookie ? { name, value: mocks.cookie } : undefined,
  }),
  headers: async () => new Headers({ 'x-bo-path': '/journal' }),
}));

const server = mswGateway({ silence: ['warn', 'error'] });
const MINUTE = 60_000;

beforeEach(() => {
  mocks.cookie = undefined;
  // Sign-out's shared record of ended sessions, as one Redis or database holds it for every replica.
  useEndedSessionStore(memoryEndedSessions());
});

/** The gateway's `GET /credentials/mine` for the signed-in staff member; counts the calls. */
function credentialsAre(roles: Role[] | { status: number }, userAccountStatus = 'ACTIVE') {
  const calls = { count: 0 };
  server.use(
    http.get(`${GATEWAY}/credentials/mine`, () => {
      calls.count += 1;
      if (!Array.isArray(roles)) return HttpResponse.json({}, { status: roles.status });
      return HttpResponse.json({
        ...staffCredentials('u-1', 'lucie@groupe.example'),
        userAccountStatus,
        roles,
      });
    }),
  );
  return calls;
}

function session(fields: Partial<SessionPayload> = {}): SessionPayload {
  return sessionPayload({
    user: {
      id: 'u-1',
      firstName: 'Lucie',
      lastName: 'Bernard',
      email: 'lucie@groupe.example',
      roles: ['SUPPORT'],
    },
    gateway: {
      tokenType: 'Bearer',
      accessToken: 'live',
      refreshToken: 'r-1',
      expiresAt: Date.now() + 3_600_000,
    },
    ...fields,
  });
}

async function open(path: string, payload: SessionPayload, headers: Record<string, string> = {}) {
  const cookie = await encodeSession(payload);
  return proxy(
    new NextRequest(`http://localhost${path}`, { headers: { cookie: `bo.session=${cookie}`, ...headers } }),
  );
}

const landing = (response: Response) => {
  const location = response.headers.get('location');
  if (!location) return 'the page';
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

/** The session the proxy re-sealed for the browser, if it did. */
async function resealed(response: Response): Promise<SessionPayload | null> {
  const value = /bo\.session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return value ? decodeSession(value) : null;
}

describe('the roles follow the gateway', () => {
  it('are not asked again within a minute of the last confirmation', async () => {
    const calls = credentialsAre(['CC']);
    const response = await open('/journal', session({ checkedAt: Date.now() - 30_000 }));
    expect(landing(response)).toBe('the page');
    expect(calls.count).toBe(0);
  });

  it('a role removed at the gateway closes its screens after a minute of use, and the cookie carries the new roles', async () => {
    const calls = credentialsAre(['CC']);
    const response = await open('/journal', session({ checkedAt: Date.now() - MINUTE - 1 }));
    expect(landing(response)).toBe('/');
    expect(calls.count).toBe(1);
    expect((await resealed(response))?.user.roles).toEqual(['CC']);
  });

  it('a role added at the gateway opens its screens the same way', async () => {
    credentialsAre(['CC', 'FINANCE']);
    const response = await open(
      '/exports',
      session({ user: { ...session().user, roles: ['CC'] }, checkedAt: 0 }),
    );
    expect(landing(response)).toBe('the page');
  });

  it.each([
    ['the account deactivated', () => credentialsAre(['SUPPORT'], 'INACTIVE')],
    ['no role left', () => credentialsAre([])],
    ['the token refused (401)', () => credentialsAre({ status: 401 })],
    ['the token refused (403)', () => credentialsAre({ status: 403 })],
  ])('%s ends the session, with the notice of a failed credentials refresh', async (_, gateway) => {
    gateway();
    const response = await open('/journal', session({ checkedAt: Date.now() - MINUTE - 1 }));
    expect(landing(response)).toBe('/connexion?motif=refresh&redirect=%2Fjournal');
    expect(response.headers.get('set-cookie')).toContain('bo.session=;');
  });

  it.each([
    ['a state code it does not know', () => credentialsAre(['SUPPORT'], 'SOMETHING_NEW')],
    ['roles it does not know', () => credentialsAre(['SOMETHING_NEW' as Role])],
  ])('an answer with %s is not believed: the session goes on for the grace period', async (_, gateway) => {
    gateway();
    const response = await open('/journal', session({ checkedAt: Date.now() - 2 * MINUTE }));
    expect(landing(response)).toBe('the page');
  });

  it('an answer about another account changes nothing: the roles stay those confirmed last', async () => {
    server.use(
      http.get(`${GATEWAY}/credentials/mine`, () =>
        HttpResponse.json(staffCredentials('someone-else', 'autre@groupe.example')),
      ),
    );
    const response = await open('/journal', session({ checkedAt: Date.now() - 2 * MINUTE }));
    expect(landing(response)).toBe('the page');
  });

  it('a gateway that fails for a passing reason keeps the session for the grace period, then ends it', async () => {
    credentialsAre({ status: 503 });
    const stale = await open('/journal', session({ checkedAt: Date.now() - 2 * MINUTE }));
    expect(landing(stale)).toBe('the page');
    const tooLong = await open(
      '/journal',
      session({ checkedAt: Date.now() - 7 * MINUTE, seenAt: Date.now() }),
    );
    expect(landing(tooLong)).toBe('/connexion?motif=refresh&redirect=%2Fjournal');
  });

  it('requests of one session arriving together share one re-read', async () => {
    const calls = credentialsAre(['SUPPORT']);
    const stale = session({ checkedAt: Date.now() - 2 * MINUTE });
    await Promise.all([open('/', stale), open('/clients', stale), open('/projets', stale)]);
    expect(calls.count).toBe(1);
  });
});

describe('a session ends on its own', () => {
  it('after 30 minutes without a request, with the session-expired notice', async () => {
    const response = await open('/clients', session({ seenAt: Date.now() - 31 * MINUTE }));
    expect(landing(response)).toBe('/connexion?motif=expired&redirect=%2Fclients');
  });

  it('after its working day, however busy', async () => {
    const response = await open('/clients', session({ issuedAt: Date.now() - 10 * 60 * MINUTE - 1 }));
    expect(landing(response)).toBe('/connexion?motif=expired&redirect=%2Fclients');
  });

  it('a minute of use moves the idle clock on, in the cookie', async () => {
    credentialsAre(['SUPPORT']);
    const response = await open(
      '/clients',
      session({ checkedAt: Date.now() - 2 * MINUTE, seenAt: Date.now() - 20 * MINUTE }),
    );
    expect((await resealed(response))?.seenAt).toBeGreaterThan(Date.now() - 5_000);
  });
});

describe('a request the page makes by itself (a presence beat, a poll)', () => {
  it('has the facts confirmed but leaves the idle clock where it was', async () => {
    const calls = credentialsAre(['SUPPORT']);
    const seenAt = Date.now() - 20 * MINUTE;
    const response = await open(
      '/api/presence/invoiceView/i-1',
      session({ checkedAt: Date.now() - 2 * MINUTE, seenAt }),
      BACKGROUND_HEADERS,
    );
    expect(calls.count).toBe(1);
    const sealed = await resealed(response);
    expect(sealed?.checkedAt).toBeGreaterThan(Date.now() - 5_000);
    expect(sealed?.seenAt).toBe(seenAt);
  });

  it('leaves a cookie it has nothing to confirm for as it is, however old its idle clock', async () => {
    const response = await open(
      '/api/presence/invoiceView/i-1',
      session({ checkedAt: Date.now() - 10_000, seenAt: Date.now() - 20 * MINUTE }),
      BACKGROUND_HEADERS,
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("leaves to a person's next request to move the clock, though the beats kept the facts fresh", async () => {
    const calls = credentialsAre(['SUPPORT']);
    const response = await open(
      '/clients',
      session({ checkedAt: Date.now() - 10_000, seenAt: Date.now() - 20 * MINUTE }),
    );
    expect(calls.count).toBe(0);
    expect((await resealed(response))?.seenAt).toBeGreaterThan(Date.now() - 5_000);
  });

  it('ends a session idle for longer than the limit, leaving the notice to the next page', async () => {
    const idle = session({ seenAt: Date.now() - 31 * MINUTE });
    const beat = await open('/api/presence/invoiceView/i-1', idle, BACKGROUND_HEADERS);
    // What the route handler then reads: no session, so it answers 401.
    expect(beat.headers.get('x-middleware-request-cookie')).toBe('');
    // The dead cookie stays, so the next page says why the session ended.
    expect(beat.headers.get('set-cookie')).toBeNull();
    const next = await open('/factures', idle);
    expect(landing(next)).toBe('/connexion?motif=expired&redirect=%2Ffactures');
  });
});

describe('signing out', () => {
  async function signOut(method: 'GET' | 'POST', payload: SessionPayload, headers: Record<string, string>) {
    const cookie = await encodeSession(payload);
    const request = new NextRequest('http://localhost/deconnexion', {
      method,
      headers: { cookie: `bo.session=${cookie}`, ...headers },
    });
    return (method === 'GET' ? signOutByGet : signOutByPost)(request);
  }

  it('from the menu (a POST of this origin) ends the session: the same cookie replayed opens nothing', async () => {
    const signedIn = session();
    const response = await signOut('POST', signedIn, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/connexion');
    expect(response.headers.get('set-cookie')).toMatch(/bo\.session=;.*Max-Age=0/);

    const replayed = await open('/clients', signedIn);
    expect(landing(replayed)).toBe('/connexion?redirect=%2Fclients');
    mocks.cookie = await encodeSession(signedIn);
    const { getSession } = await import('@/lib/auth/session');
    expect(await getSession()).toBeNull();
  });

  it('by a navigation of the app or the address bar signs out at once', async () => {
    for (const site of ['same-origin', 'none']) {
      const signedIn = session();
      await signOut('GET', signedIn, { 'sec-fetch-site': site });
      expect(landing(await open('/clients', signedIn)), site).toMatch(/^\/connexion/);
    }
  });

  it.each([
    ['a link from another site', 'GET', { 'sec-fetch-site': 'cross-site' }],
    ['a form of another site', 'POST', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a client sending no fetch metadata, from another origin', 'POST', { origin: 'https://evil.example' }],
  ] as const)('by %s only asks, and the session goes on', async (_, method, headers) => {
    credentialsAre(['SUPPORT']);
    const signedIn = session();
    const response = await signOut(method, signedIn, headers);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Voulez-vous vous déconnecter du back-office ?');
    expect(page).toContain('<form method="post" action="/deconnexion"');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(landing(await open('/clients', signedIn))).toBe('the page');
  });

  it('from another site, a session the gateway already refuses ends without asking', async () => {
    credentialsAre({ status: 401 });
    const response = await signOut('GET', session(), { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(303);
  });
});

describe('sensitive work', () => {
  it('asks the gateway again just before it runs, however recently the facts were confirmed', async () => {
    const calls = credentialsAre(['CC']);
    mocks.cookie = await encodeSession(session());
    const { ForbiddenActionError, requireActionAccess } = await import('@/lib/auth/session');
    await expect(requireActionAccess('exports', 'bulkSync')).rejects.toBeInstanceOf(ForbiddenActionError);
    expect(calls.count).toBe(1);
  });

  it('a sensitive page whose facts the gateway refuses signs out with the notice, and comes back after', async () => {
    credentialsAre({ status: 401 });
    mocks.cookie = await encodeSession(session());
    const { requireAccess } = await import('@/lib/auth/session');
    await expect(requireAccess('journal')).rejects.toMatchObject({
      digest: expect.stringContaining('/deconnexion?motif=refresh&redirect=%2Fjournal'),
    });
  });

  it('while other work trusts the facts of the last minute', async () => {
    const calls = credentialsAre(['CC']);
    mocks.cookie = await encodeSession(session());
    const { requireActionAccess } = await import('@/lib/auth/session');
    await expect(requireActionAccess('userView')).resolves.toMatchObject({ user: { roles: ['SUPPORT'] } });
    expect(calls.count).toBe(0);
  });
});
