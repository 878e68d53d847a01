import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeMyPhoneAction } from '@/app/(backoffice)/compte/actions';
import { signInAgainAction } from '@/app/(backoffice)/sign-in-again';
import { encodeSession } from '@/lib/auth/session-cookie';
import type { Token } from '@/lib/gateway/oauth';
import { proxy } from '@/proxy';
import { GATEWAY, mswGateway } from '../gateway/support';
import { sessionPayload } from '../support/session-payload';
import { staffCredentials } from '../support/staff-credentials';

/*
 * Session expiry, server side: an action whose session ended answers a typed expiry (and
 * leaves the page alone), the proxy lets such an action through to say so, and signing in again
 * accepts only the staff member whose session ended. Texts typed out, as in messages/errors.test.
 */

const EXPIRED_TEXT = 'Votre session a expiré, merci de vous reconnecter.';

const mocks = vi.hoisted(() => ({
  cookie: undefined as string | undefined,
  deleted: [] as string[],
  signIns: [] as Record<string, unknown>[],
}));

vi.mock('next-auth', () => import('@auth/core/errors'));
vi.mock('next-auth/providers/credentials', () => ({ default: (options: unknown) => options }));
// Auth.js' signIn() runs the Credentials provider's authorize() and lets its refusal through.
vi.mock('@/lib/auth', () => ({
  signIn: async (_provider: string, credentials: Record<string, unknown>) => {
    mocks.signIns.push(credentials);
    const { authConfig } = await import('@/lib/auth/config');
    const provider = authConfig.providers[0] as unknown as {
      authorize: (raw: unknown, request: Request) => Promise<unknown>;
    };
    await provider.authorize(credentials, new Request('http://localhost/api/auth/callback/credentials'));
    return 'http://localhost/';
  },
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`unexpected redirect to ${to}`);
  },
  notFound: () => {
    throw new Error('unexpected notFound');
  },
  unstable_rethrow: () => undefined,
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'bo.session' && mocks.cookie ? { name, value: mocks.cookie } : undefined,
    delete: (name: string) => mocks.deleted.push(name),
  }),
  headers: async () => new Headers({ 'x-bo-path': '/compte' }),
}));

const server = mswGateway({ silence: ['warn', 'error'] });

const STAFF = { id: 'u-1', email: 'lucie@groupe.example' };

function sessionCookie(gateway: Token): Promise<string> {
  return encodeSession(
    sessionPayload({ user: { ...STAFF, firstName: 'Lucie', lastName: 'Bernard', roles: ['CC'] }, gateway }),
  );
}

const liveToken = (): Token => ({
  tokenType: 'Bearer',
  accessToken: 'live',
  refreshToken: `refresh-${Math.random()}`,
  expiresAt: Date.now() + 3_600_000,
});

beforeEach(() => {
  mocks.cookie = undefined;
  mocks.deleted = [];
  mocks.signIns = [];
});

describe('an action whose session ended', () => {
  it('without any session: the typed expiry with the SPEC §8 text, and no gateway call', async () => {
    let called = false;
    server.use(
      http.patch(`${GATEWAY}/users/me`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    expect(await changeMyPhoneAction({ phone: '0612345678' })).toEqual({
      ok: false,
      sessionExpired: true,
      message: EXPIRED_TEXT,
      redirectTo: '/connexion?redirect=%2Fcompte&motif=expired',
    });
    expect(called).toBe(false);
  });

  it('refused by the gateway (401): the typed expiry, the cookie left for the sign-in again to replace', async () => {
    mocks.cookie = await sessionCookie(liveToken());
    server.use(http.patch(`${GATEWAY}/users/me`, () => HttpResponse.json({}, { status: 401 })));
    expect(await changeMyPhoneAction({ phone: '0612345678' })).toMatchObject({
      ok: false,
      sessionExpired: true,
      message: EXPIRED_TEXT,
    });
    // Deleting it would make Next render the page again in the same answer, then leave it.
    expect(mocks.deleted).toEqual([]);
  });
});

describe('the proxy', () => {
  async function expiredSessionRequest(init: { method: string; headers?: Record<string, string> }) {
    server.use(
      http.post(`${GATEWAY}/oauth/token`, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
      ),
    );
    const cookie = await sessionCookie({ ...liveToken(), expiresAt: Date.now() + 5_000 });
    return proxy(
      new NextRequest('http://localhost/compte', {
        method: init.method,
        headers: { cookie: `bo.session=${cookie}`, ...init.headers },
      }),
    );
  }

  it('lets a server action through when the refresh fails, so the action answers the expiry itself', async () => {
    const response = await expiredSessionRequest({ method: 'POST', headers: { 'next-action': 'abc123' } });
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    // The action reads no session; the browser's cookie is left for the next page request to clear,
    // since a cookie the proxy sets makes Next render the page again in the action's answer.
    expect(response.headers.get('x-middleware-request-cookie') ?? '').not.toContain('bo.session');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('still sends a page request of the same session to the login page, clearing the cookie', async () => {
    const response = await expiredSessionRequest({ method: 'GET' });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/connexion');
    expect(response.headers.get('set-cookie')).toContain('bo.session=;');
  });
});

describe('signing in again', () => {
  beforeEach(() => {
    server.use(
      http.post(`${GATEWAY}/oauth/token`, async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        if (form.get('password') !== 'Renovation2020')
          return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
        return HttpResponse.json({
          access_token: form.get('username'),
          expires_in: 300,
          token_type: 'Bearer',
        });
      }),
      http.get(`${GATEWAY}/credentials/mine`, ({ request }) => {
        const email = (request.headers.get('authorization') ?? '').replace('Bearer ', '');
        return HttpResponse.json(staffCredentials(email === STAFF.email ? STAFF.id : 'u-2', email));
      }),
    );
  });

  it('signs the same staff member in, through the sign-in of the login page', async () => {
    expect(
      await signInAgainAction({ email: STAFF.email, password: 'Renovation2020', expectedUserId: STAFF.id }),
    ).toEqual({ ok: true, message: 'Vous êtes de nouveau connecté. Vos saisies sont intactes.' });
    expect(mocks.signIns).toEqual([
      { email: STAFF.email, password: 'Renovation2020', expectedUserId: STAFF.id, redirect: false },
    ]);
  });

  it('refuses another account, in French, before any session of it is written', async () => {
    expect(
      await signInAgainAction({
        email: 'marc@groupe.example',
        password: 'Renovation2020',
        expectedUserId: STAFF.id,
      }),
    ).toEqual({
      ok: false,
      message:
        "Ce compte n'est pas celui de la session expirée : reconnectez-vous avec le même compte pour ne pas envoyer sa saisie sous un autre nom.",
    });
  });

  it('says a wrong password with the SPEC §8 text, and an input without the expected account is refused', async () => {
    expect(
      await signInAgainAction({ email: STAFF.email, password: 'Faux', expectedUserId: STAFF.id }),
    ).toEqual({ ok: false, message: 'Login ou mot de passe incorrect.' });
    const missing = await signInAgainAction({ email: STAFF.email, password: 'Renovation2020' });
    expect(missing.ok).toBe(false);
    expect(mocks.signIns).toHaveLength(1);
  });
});
