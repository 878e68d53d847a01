import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  AccountNotActiveError,
  AuthenticationError,
  LoginRefusedError,
  TokenRefreshError,
  userMessageFor,
} from '@/lib/gateway/errors';
import { clientCredentialsGrant, passwordGrant, refreshGrant } from '@/lib/gateway/oauth';
import { GATEWAY, mswGateway } from './support';

const server = mswGateway({ silence: ['warn'] });
const NOW = Date.parse('2020-03-03T09:00:00.000Z');
const now = () => NOW;

interface Seen {
  form?: URLSearchParams;
  headers?: Headers;
}

function tokenEndpoint(answer: () => Response, seen: Seen = {}) {
  server.use(
    http.post(`${GATEWAY}/oauth/token`, async ({ request }) => {
      seen.headers = request.headers;
      seen.form = new URLSearchParams(await request.text());
      return answer();
    }),
  );
  return seen;
}

const grantAnswer = { access_token: 'acc', expires_in: 300, refresh_token: 'ref', token_type: 'Bearer' };

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('token calls', () => {
  it('password grant: form-encoded, no Authorization, normalised token', async () => {
    const seen = tokenEndpoint(() => HttpResponse.json(grantAnswer));

    const token = await passwordGrant('marie.dupont@groupe.example', 'Secret123', { now });

    expect(token).toEqual({
      tokenType: 'Bearer',
      accessToken: 'acc',
      expiresAt: NOW + 300_000,
      refreshToken: 'ref',
    });
    expect(seen.headers?.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen.headers?.has('authorization')).toBe(false);
    expect(Object.fromEntries(seen.form ?? [])).toEqual({
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'client-secret',
      scope: 'any',
      username: 'marie.dupont@groupe.example',
      password: 'Secret123',
    });
  });

  it('refresh grant sends the refresh token', async () => {
    const seen = tokenEndpoint(() => HttpResponse.json({ ...grantAnswer, access_token: 'acc2' }));

    const token = await refreshGrant('ref', { now });

    expect(token.accessToken).toBe('acc2');
    expect(seen.form?.get('grant_type')).toBe('refresh_token');
    expect(seen.form?.get('refresh_token')).toBe('ref');
    expect(seen.form?.get('scope')).toBe('any');
  });

  it('client-credentials grant yields a token without refresh token', async () => {
    const seen = tokenEndpoint(() =>
      HttpResponse.json({ access_token: 'app', expires_in: 60, token_type: 'Bearer' }),
    );

    const token = await clientCredentialsGrant({ now });

    expect(token).toStrictEqual({ tokenType: 'Bearer', accessToken: 'app', expiresAt: NOW + 60_000 });
    expect(seen.form?.get('grant_type')).toBe('client_credentials');
    expect(seen.form?.has('username')).toBe(false);
  });
});

describe('refusals', () => {
  it.each([400, 401])('wrong credentials (%i invalid_grant) → LoginRefusedError', async (status) => {
    tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant' }, { status }));

    const error = await failureOf(passwordGrant('a@groupe.example', 'bad'));

    expect(error).toBeInstanceOf(LoginRefusedError);
    expect(userMessageFor(error)).toBe('Login ou mot de passe incorrect.');
  });

  it('inactive account → AccountNotActiveError', async () => {
    tokenEndpoint(() =>
      HttpResponse.json({ error: 'invalid_grant', code: 'ACCOUNT_NOT_ACTIVE' }, { status: 400 }),
    );

    const error = await failureOf(passwordGrant('a@groupe.example', 'Secret123'));

    expect(error).toBeInstanceOf(AccountNotActiveError);
    expect(userMessageFor(error)).toBe(
      "Votre compte n'a pas été activé. Veuillez relancer la procédure en cliquant sur mot de passe oublié.",
    );
  });

  it('any other failure of the password grant → AuthenticationError "Echec lors de l\'authentification."', async () => {
    tokenEndpoint(() => HttpResponse.json({ error: 'invalid_client' }, { status: 401 }));

    const error = await failureOf(passwordGrant('a@groupe.example', 'Secret123'));

    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).not.toBeInstanceOf(LoginRefusedError);
    expect((error as AuthenticationError).status).toBe(401);
    expect(userMessageFor(error)).toBe("Echec lors de l'authentification.");
  });

  it('a server error or an unreadable token answer is an authentication failure', async () => {
    tokenEndpoint(() => new HttpResponse('oops', { status: 500 }));
    expect(userMessageFor(await failureOf(clientCredentialsGrant()))).toBe(
      "Echec lors de l'authentification.",
    );

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tokenEndpoint(() => HttpResponse.json({ token: 'no' }));
    const error = await failureOf(passwordGrant('a@groupe.example', 'Secret123'));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(userMessageFor(error)).toBe("Echec lors de l'authentification.");
  });

  it('a failed refresh → TokenRefreshError, whatever the reason', async () => {
    tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }));
    const refused = await failureOf(refreshGrant('expired'));
    expect(refused).toBeInstanceOf(TokenRefreshError);
    expect((refused as TokenRefreshError).status).toBe(400);

    tokenEndpoint(() => HttpResponse.error());
    expect(await failureOf(refreshGrant('ref'))).toBeInstanceOf(TokenRefreshError);
  });
});
