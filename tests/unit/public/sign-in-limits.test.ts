import { CredentialsSignin } from '@auth/core/errors';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAgainAction } from '@/app/(backoffice)/sign-in-again';
import { signInAction } from '@/app/(public)/connexion/actions';
import { health } from '../support/health';
import { LOGIN_REFUSED_MESSAGE, TOO_MANY_SIGN_INS_MESSAGE } from '@/lib/domain/errors';
import { GATEWAY, mswGateway } from '../gateway/support';
import { Redirected } from '../support/next-navigation';
import { staffCredentials } from '../support/staff-credentials';

/*
 * The limits on guessing a password, as a guesser and as staff meet them: through the login form's
 * and the re-sign-in dialog's actions, Auth.js' credentials provider (lib/auth/config.ts) and the
 * gateway's password grant. Auth.js' signIn() is stood in for: it runs the provider's authorize()
 * with the request it would build (the browser's headers) and turns a refusal into its error URL.
 */

const mocks = vi.hoisted(() => ({ address: '203.0.113.9', sessions: 0 }));

vi.mock('next-auth', () => import('@auth/core/errors'));
vi.mock('next-auth/providers/credentials', () => ({ default: (options: unknown) => options }));
vi.mock('@/lib/auth', () => ({
  signIn: async (_provider: string, options: Record<string, unknown>) => {
    const credentials = { ...options };
    delete credentials.redirect;
    const { authConfig } = await import('@/lib/auth/config');
    const provider = authConfig.providers[0] as unknown as {
      authorize: (raw: unknown, request: Request) => Promise<unknown>;
    };
    // What the server holds for a browser at `address` that reaches the app directly.
    const request = new Request('http://localhost/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'x-forwarded-for': mocks.address, 'x-request-id': 'req-1' },
    });
    try {
      await provider.authorize(credentials, request);
    } catch (error) {
      if (error instanceof CredentialsSignin)
        return `http://localhost/connexion?error=CredentialsSignin&code=${error.code}`;
      throw error;
    }
    mocks.sessions += 1;
    return 'http://localhost/';
  },
}));
vi.mock('next/navigation', () => import('../support/next-navigation'));
vi.mock('@/lib/gateway/health', () => ({ probeGateway: async () => ({ reachable: true, latencyMs: 1 }) }));

const server = mswGateway({ silence: ['warn', 'error'] });
const PASSWORD = 'Renovation2020';
const STAFF = { id: 'u-1', email: 'lucie.bernard@groupe.example' };
let grants: string[] = [];

beforeEach(() => {
  mocks.address = '203.0.113.9';
  mocks.sessions = 0;
  grants = [];
  server.use(
    http.post(`${GATEWAY}/oauth/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      grants.push(form.get('username') ?? '');
      if (form.get('password') !== PASSWORD)
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      return HttpResponse.json({ access_token: form.get('username'), expires_in: 300, token_type: 'Bearer' });
    }),
    http.get(`${GATEWAY}/credentials/mine`, ({ request }) => {
      const email = (request.headers.get('authorization') ?? '').replace('Bearer ', '');
      return HttpResponse.json(staffCredentials(email === STAFF.email ? STAFF.id : `id-${email}`, email));
    }),
  );
});
afterEach(() => vi.useRealTimers());

/** The login form's answer: a session (the redirect home) or the message shown. */
async function signInWith(password: string, email = STAFF.email): Promise<string> {
  try {
    const result = await signInAction({ email, password, redirect: null });
    return result.message ?? 'no message';
  } catch (error) {
    if (error instanceof Redirected) return 'signed in';
    throw error;
  }
}

describe('signing in, limited per account', () => {
  it('after 30 wrong passwords within a minute, the right one opens no session: the gateway is not even asked', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await signInWith(`Mauvais${i}`));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(LOGIN_REFUSED_MESSAGE));
    expect(new Set(answers.slice(5))).toEqual(new Set([TOO_MANY_SIGN_INS_MESSAGE]));
    expect(grants).toHaveLength(5);

    expect(await signInWith(PASSWORD)).toBe(TOO_MANY_SIGN_INS_MESSAGE);
    expect(grants).toHaveLength(5);
    expect(mocks.sessions).toBe(0);
  });

  it('lets staff who mistype twice in at once, and a success forgets their mistakes', async () => {
    expect([await signInWith('Mauvais1'), await signInWith('Mauvais2'), await signInWith(PASSWORD)]).toEqual([
      LOGIN_REFUSED_MESSAGE,
      LOGIN_REFUSED_MESSAGE,
      'signed in',
    ]);
    const again = [];
    for (let i = 0; i < 4; i++) again.push(await signInWith(`Mauvais${i}`));
    expect([...again, await signInWith(PASSWORD)]).toEqual([
      ...Array(4).fill(LOGIN_REFUSED_MESSAGE),
      'signed in',
    ]);
    expect(mocks.sessions).toBe(2);
  });

  it('refuses for a minute after the fifth failure, whatever the case of the e-mail, then lets the right password in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 5; i++)
      await signInWith(`Mauvais${i}`, i % 2 ? STAFF.email.toUpperCase() : STAFF.email);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await signInWith(PASSWORD)).toBe(TOO_MANY_SIGN_INS_MESSAGE);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await signInWith(PASSWORD)).toBe('signed in');
  });

  it('applies the same limits to signing in again, counted with the login form', async () => {
    const again = (password: string) =>
      signInAgainAction({ email: STAFF.email, password, expectedUserId: STAFF.id });
    for (let i = 0; i < 3; i++) await signInWith(`Mauvais${i}`);
    expect(await again('Mauvais3')).toEqual({ ok: false, message: LOGIN_REFUSED_MESSAGE });
    expect(await again('Mauvais4')).toEqual({ ok: false, message: LOGIN_REFUSED_MESSAGE });
    expect(await again(PASSWORD)).toEqual({ ok: false, message: TOO_MANY_SIGN_INS_MESSAGE });
    expect(await signInWith(PASSWORD)).toBe(TOO_MANY_SIGN_INS_MESSAGE);
    expect(grants).toHaveLength(5);
  });
});

describe('signing in, limited per client address', () => {
  it('stops a spray over many accounts from one address after 50 failures, not the staff elsewhere', async () => {
    for (let i = 0; i < 50; i++)
      expect(await signInWith(PASSWORD.slice(1), `agent${i}@groupe.example`)).toBe(LOGIN_REFUSED_MESSAGE);
    expect(await signInWith(PASSWORD, 'agent99@groupe.example')).toBe(TOO_MANY_SIGN_INS_MESSAGE);
    expect(grants).toHaveLength(50);
    mocks.address = '198.51.100.20';
    expect(await signInWith(PASSWORD, 'agent99@groupe.example')).toBe('signed in');
  });
});

describe('what ops see of failed sign-ins', () => {
  it('one JSON line per failure, with the reason and the address and no e-mail or stack; the counts on /api/health', async () => {
    const lines: string[] = [];
    for (const level of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((line: unknown) => void lines.push(String(line)));
    const before = (await (await health()).json()) as Record<string, number>;

    for (let i = 0; i < 6; i++) await signInWith(`Mauvais${i}`);
    server.use(http.get(`${GATEWAY}/credentials/mine`, () => HttpResponse.json({}, { status: 500 })));
    mocks.address = '198.51.100.20';
    await signInWith(PASSWORD, 'autre@groupe.example');

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.join('\n')).not.toMatch(/lucie|autre|\n\s+at /i);
    expect(entries.filter((entry) => entry.event === 'sign-in failed')).toEqual([
      ...Array.from({ length: 5 }, () => ({
        time: expect.any(String),
        level: 'warn',
        event: 'sign-in failed',
        requestId: 'req-1',
        account: expect.stringMatching(/^[0-9a-f]{16}$/),
        reason: 'refused',
        clientAddress: '203.0.113.9',
      })),
      expect.objectContaining({ level: 'warn', reason: 'limited', clientAddress: '203.0.113.9' }),
      expect.objectContaining({
        level: 'error',
        reason: 'failed',
        error: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
    const after = (await (await health()).json()) as Record<string, number>;
    expect(after.signInFailures - before.signInFailures).toBe(6);
    expect(after.signInLimited - before.signInLimited).toBe(1);
  });
});
