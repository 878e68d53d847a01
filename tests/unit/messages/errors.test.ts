import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeMyPasswordAction, changeMyPhoneAction } from '@/app/(backoffice)/compte/actions';
import { signInAction } from '@/app/(public)/connexion/actions';
import { createPasswordAction } from '@/app/(public)/creation-mot-de-passe/[token]/actions';
import { resetPasswordAction } from '@/app/(public)/reinitialisation-mot-de-passe/[token]/actions';
import { SESSION_NOTICE_PARAM, sessionNoticeMessage } from '@/lib/auth/notices';
import { NextRequest } from 'next/server';
import { encodeSession } from '@/lib/auth/session-cookie';
import type { Role } from '@/lib/domain/roles';
import type { Token } from '@/lib/gateway/oauth';
import { proxy } from '@/proxy';
import { userMessageFor } from '@/lib/gateway/errors';
import { request } from '@/lib/gateway/http';
import { GATEWAY, mswGateway, TEST_TOKEN } from '../gateway/support';
import { sessionPayload } from '../support/session-payload';

/*
 * SPEC §8, word for word, through the code paths that produce each text: the gateway answers
 * (msw) and the app's own server actions turn them into the message a user reads. The texts are
 * typed out here, never imported from lib/domain/errors.
 */

const mocks = vi.hoisted(() => ({ cookie: undefined as string | undefined, path: '/compte' }));

// next-auth's entry point needs Next's server runtime; its error classes are @auth/core's own.
vi.mock('next-auth', () => import('@auth/core/errors'));
// Keeps the provider's options as given, so authorize() below is the app's own.
vi.mock('next-auth/providers/credentials', () => ({ default: (options: unknown) => options }));
// Auth.js' signIn() runs the Credentials provider's authorize() and lets its refusal through.
vi.mock('@/lib/auth', () => ({
  signIn: async (_provider: string, credentials: Record<string, unknown>) => {
    const { authConfig } = await import('@/lib/auth/config');
    const provider = authConfig.providers[0] as unknown as {
      authorize: (raw: unknown, request: Request) => Promise<unknown>;
    };
    await provider.authorize(credentials, new Request('http://localhost/connexion'));
    return 'http://localhost/';
  },
}));
vi.mock('next/navigation', () => ({
  RedirectType: { push: 'push', replace: 'replace' },
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
    delete: () => undefined,
  }),
  headers: async () => new Headers({ 'x-bo-path': mocks.path }),
}));

const server = mswGateway({ silence: ['warn', 'error'] });
const APP_TOKEN = 'app-token';

beforeEach(() => {
  mocks.cookie = undefined;
});

/** The encrypted session cookie of a signed-in CC holding `gateway`. */
function sessionCookie(gateway: Token, roles: Role[] = ['CC']): Promise<string> {
  return encodeSession(
    sessionPayload({
      user: { id: 'u-1', firstName: 'Lucie', lastName: 'Bernard', email: 'lucie@groupe.example', roles },
      gateway,
    }),
  );
}

describe('business error codes: the gateway body code → the French alert', () => {
  // SPEC §8 gives only what each code means; the wording is the product's (lib/domain/errors.ts).
  it.each([
    ['DEFAULT', 'Une erreur est survenue lors du chargement de la page, merci de réessayer.'],
    ['FORBIDDEN', "Vous n'êtes pas autorisé à effectuer cette action."],
    ['MAX_ACTIVE_RELATIONSHIPS', 'Suffisamment de professionnels se sont déjà positionnés sur ce projet.'],
    [
      'MAX_PRE_SALES_RELATIONSHIPS',
      'Suffisamment de professionnels ont déjà été sélectionnés pour ce projet.',
    ],
    ['USERNAME_ALREADY_IN_USE', 'Cette adresse email est déjà utilisée.'],
    ['UNMATCHING_PASSWORD', "Le mot de passe n'est pas reconnu."],
    ['EMPTY_DOCUMENT', "Le document ne contient aucune donnée, merci d'en ajouter un nouveau."],
    ['USER_CONFLICT', 'Un compte existe déjà, merci de vous connecter.'],
    [
      'QUOTE_WITH_BILLING_PAID_INVOICES',
      "Au moins une option est active, merci de la résilier avant d'annuler la signature du devis.",
    ],
    ['USER_WITH_PROJECTS', 'Le particulier a au moins un projet en cours.'],
    [
      'PROJECT_PAYMENT_STATUS_CONFLICT',
      'Erreur lors de la mise à jour du devis : au moins une facture est en cours.',
    ],
    ['ACCOUNT_ASSOCIATION_CONFLICT', "Erreur lors de l'association du compte."],
  ])('%s → %s', async (code, message) => {
    server.use(
      http.post(`${GATEWAY}/some/action`, () =>
        HttpResponse.json({ code, processId: 'proc-1' }, { status: 409, statusText: 'Conflict' }),
      ),
    );
    const error = await request({ method: 'POST', path: '/some/action', token: TEST_TOKEN }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeDefined();
    // The business text wins over the action's own failure message.
    expect(userMessageFor(error, "L'action n'a pas pu aboutir.")).toBe(message);
  });
});

describe('sign-in (/connexion): the token answer → the login alert', () => {
  const staffCredentials = (status: string, roles: string[]) => ({
    id: 'u-1',
    rid: 'E0001',
    type: 'LMSG',
    firstName: 'Lucie',
    lastName: 'Bernard',
    email: 'lucie@groupe.example',
    phone: null,
    userAccountStatus: status,
    createdAt: '2020-03-03T09:00:00.000+01:00',
    roles,
  });

  beforeEach(() => {
    server.use(
      http.post(`${GATEWAY}/oauth/token`, async ({ request: req }) => {
        const form = new URLSearchParams(await req.text());
        switch (form.get('username')) {
          case 'refuse@groupe.example':
            return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
          case 'inactif@groupe.example':
            return HttpResponse.json({ error: 'invalid_grant', code: 'ACCOUNT_NOT_ACTIVE' }, { status: 400 });
          case 'client@groupe.example':
            return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
          default:
            return HttpResponse.json({
              access_token: form.get('username'),
              expires_in: 300,
              token_type: 'Bearer',
            });
        }
      }),
      http.get(`${GATEWAY}/credentials/mine`, ({ request: req }) => {
        const who = req.headers.get('authorization');
        if (who === 'Bearer attente@groupe.example')
          return HttpResponse.json(staffCredentials('PENDING_ACTIVATION', ['SUPPORT']));
        if (who === 'Bearer sansrole@groupe.example')
          return HttpResponse.json(staffCredentials('ACTIVE', []));
        return HttpResponse.json({}, { status: 500 });
      }),
    );
  });

  const signInAs = (email: string) =>
    signInAction({ email, password: 'Renovation2020', redirect: '/clients' });

  it('a refused password grant → "Login ou mot de passe incorrect."', async () => {
    expect(await signInAs('refuse@groupe.example')).toEqual({
      ok: false,
      message: 'Login ou mot de passe incorrect.',
    });
  });

  it('an account the gateway reports not active, or credentials not ACTIVE → the not-activated text', async () => {
    const notActivated = {
      ok: false,
      message:
        "Votre compte n'a pas été activé. Veuillez relancer la procédure en cliquant sur mot de passe oublié.",
    };
    expect(await signInAs('inactif@groupe.example')).toEqual(notActivated);
    expect(await signInAs('attente@groupe.example')).toEqual(notActivated);
  });

  it('any other failure → "Echec lors de l\'authentification."', async () => {
    const failed = { ok: false, message: "Echec lors de l'authentification." };
    expect(await signInAs('client@groupe.example')).toEqual(failed);
    expect(await signInAs('sansrole@groupe.example')).toEqual(failed);
    expect(await signInAs('panne@groupe.example')).toEqual(failed);
  });
});

describe('password links: the gateway answer → the alert', () => {
  const newPassword = { password: 'Chantier2024', passwordConfirmation: 'Chantier2024' };

  beforeEach(() => {
    server.use(
      http.post(`${GATEWAY}/oauth/token`, () =>
        HttpResponse.json({ access_token: APP_TOKEN, expires_in: 300, token_type: 'Bearer' }),
      ),
      http.post(`${GATEWAY}/credentials/password/:token`, ({ params }) =>
        params.token === 'metier'
          ? HttpResponse.json({ code: 'UNMATCHING_PASSWORD' }, { status: 400 })
          : HttpResponse.json({}, { status: 404 }),
      ),
    );
  });

  it('a token the gateway no longer knows → "Le token de création de mot de passe a expiré."', async () => {
    const expired = { ok: false, message: 'Le token de création de mot de passe a expiré.' };
    expect(await createPasswordAction({ token: 'perime', ...newPassword })).toEqual(expired);
    expect(await resetPasswordAction({ token: 'perime', ...newPassword })).toEqual(expired);
  });

  it('a coded refusal keeps the business text', async () => {
    expect(await resetPasswordAction({ token: 'metier', ...newPassword })).toEqual({
      ok: false,
      message: "Le mot de passe n'est pas reconnu.",
    });
  });
});

describe('signed-in actions (/compte): the gateway answer → the alert', () => {
  async function signIn() {
    mocks.cookie = await sessionCookie({
      tokenType: 'Bearer',
      accessToken: 'user-token',
      expiresAt: Date.now() + 3_600_000,
    });
  }

  it('a 401 → "Votre session a expiré, merci de vous reconnecter.", and the login page says the same', async () => {
    await signIn();
    server.use(http.patch(`${GATEWAY}/users/me`, () => HttpResponse.json({}, { status: 401 })));

    const result = await changeMyPhoneAction({ phone: '06 12 34 56 78' });

    expect(result).toMatchObject({
      ok: false,
      message: 'Votre session a expiré, merci de vous reconnecter.',
    });
    const login = new URL(result.redirectTo ?? '', 'http://localhost');
    expect(login.pathname).toBe('/connexion');
    expect(sessionNoticeMessage(login.searchParams.get(SESSION_NOTICE_PARAM))).toBe(
      'Votre session a expiré, merci de vous reconnecter.',
    );
  });

  it('a wrong current password → the UNMATCHING_PASSWORD text, not the action one', async () => {
    await signIn();
    server.use(
      http.post(`${GATEWAY}/credentials/password/change`, () =>
        HttpResponse.json({ code: 'UNMATCHING_PASSWORD' }, { status: 400 }),
      ),
    );
    expect(
      await changeMyPasswordAction({
        oldPassword: 'Faux2019',
        password: 'Chantier2024',
        passwordConfirmation: 'Chantier2024',
      }),
    ).toEqual({ ok: false, message: "Le mot de passe n'est pas reconnu." });
  });

  it('no session → the session-expired text, typed so the form asks to sign in again, without calling the gateway', async () => {
    expect(await changeMyPhoneAction({ phone: '0612345678' })).toEqual({
      ok: false,
      sessionExpired: true,
      message: 'Votre session a expiré, merci de vous reconnecter.',
      redirectTo: '/connexion?redirect=%2Fcompte&motif=expired',
    });
  });
});

describe('token refresh (proxy): a refused refresh → the login page notice', () => {
  it('"Votre session a expirée." (SPEC\'s own wording)', async () => {
    server.use(
      http.post(`${GATEWAY}/oauth/token`, async ({ request: req }) => {
        const form = new URLSearchParams(await req.text());
        expect(form.get('grant_type')).toBe('refresh_token');
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }),
    );
    // Under the 60 s threshold: the proxy refreshes before the page renders. A refresh token of its
    // own, since refreshes are shared per token.
    const cookie = await sessionCookie({
      tokenType: 'Bearer',
      accessToken: 'old',
      refreshToken: `refresh-${Math.random()}`,
      expiresAt: Date.now() + 10_000,
    });

    const response = await proxy(
      new NextRequest('http://localhost/compte', { headers: { cookie: `bo.session=${cookie}` } }),
    );

    const login = new URL(response.headers.get('location') ?? '', 'http://localhost');
    expect(login.pathname).toBe('/connexion');
    expect(sessionNoticeMessage(login.searchParams.get(SESSION_NOTICE_PARAM))).toBe(
      'Votre session a expirée.',
    );
  });
});
