import { afterEach, describe, expect, it, vi } from 'vitest';
import { oauthErrorResponse } from '@/lib/domain/requests';
import { credentialsSchema, oauthTokenResponseSchema } from '@/lib/domain/schemas';
import { CLIENT, DEMO_PASSWORD, call, staffEmail, startFakeGateway } from './harness';

const { gateway } = startFakeGateway();

const passwordGrant = (username: string, password = DEMO_PASSWORD, client: Record<string, string> = CLIENT) =>
  call('/oauth/token', { form: { grant_type: 'password', ...client, scope: 'any', username, password } });
const refreshGrant = (refreshToken: string) =>
  call('/oauth/token', {
    form: { grant_type: 'refresh_token', ...CLIENT, scope: 'any', refresh_token: refreshToken },
  });

afterEach(() => {
  vi.useRealTimers();
  gateway.configure({ tokenLifetimeSeconds: 3600 });
});

describe('password grant', () => {
  it('signs an ACTIVE staff member in with the demo password', async () => {
    const result = await passwordGrant(staffEmail('support'));
    expect(result.status).toBe(200);
    const token = oauthTokenResponseSchema.parse(result.body);
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(token.refresh_token).toBeTruthy();

    const mine = await call('/credentials/mine', { token: token.access_token });
    expect(mine.status).toBe(200);
    expect(credentialsSchema.parse(mine.body)).toMatchObject({
      email: 'support@groupe.example',
      roles: ['SUPPORT'],
    });
  });

  it('accepts the e-mail in any case', async () => {
    expect((await passwordGrant('Manager_CA@Groupe.Example')).status).toBe(200);
  });

  it('refuses a wrong password or an unknown user with 400 invalid_grant', async () => {
    for (const result of [
      await passwordGrant(staffEmail('support'), 'Mauvais2020'),
      await passwordGrant('personne@groupe.example'),
    ]) {
      expect(result.status).toBe(400);
      expect(oauthErrorResponse.parse(result.body)).toEqual(
        expect.objectContaining({ error: 'invalid_grant' }),
      );
      expect(result.body.code).toBeUndefined();
    }
  });

  it.each(['new', 'pending-activation', 'inactive', 'closed'])(
    'refuses the %s account as not active',
    async (local) => {
      const result = await passwordGrant(staffEmail(local));
      expect(result.status).toBe(400);
      expect(oauthErrorResponse.parse(result.body)).toMatchObject({
        error: 'invalid_grant',
        code: 'ACCOUNT_NOT_ACTIVE',
      });
    },
  );

  it('signs in the ACTIVE account without roles, whose credentials list no role', async () => {
    const result = await passwordGrant(staffEmail('sans-role'));
    expect(result.status).toBe(200);
    const mine = await call('/credentials/mine', { token: result.body.access_token });
    expect(mine.body.roles).toEqual([]);
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const result = await passwordGrant(staffEmail('support'), DEMO_PASSWORD, {
      ...CLIENT,
      client_secret: 'nope',
    });
    expect(result.status).toBe(401);
    expect(oauthErrorResponse.parse(result.body)).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses a body that is not form-encoded, or an unknown grant', async () => {
    const json = await call('/oauth/token', { json: { grant_type: 'password' } });
    expect(json.status).toBe(400);
    expect(oauthErrorResponse.parse(json.body).error).toBe('invalid_request');
    const unknown = await call('/oauth/token', { form: { grant_type: 'implicit', ...CLIENT, scope: 'any' } });
    expect(unknown.body).toEqual({ error: 'unsupported_grant_type' });
  });
});

describe('access tokens', () => {
  it('answers 401 UNAUTHORIZED without a token, with an unknown one, and once it has expired', async () => {
    gateway.configure({ tokenLifetimeSeconds: 2 });
    const { body } = await passwordGrant(staffEmail('support'));
    expect(body.expires_in).toBe(2);
    expect((await call('/users', { token: body.access_token })).status).toBe(200);

    expect((await call('/users')).body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await call('/users', { token: 'forged' })).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2_001);
    const expired = await call('/users', { token: body.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHORIZED');
  });
});

describe('refresh_token grant', () => {
  it('gives a new pair once; a second use of the same refresh token is refused', async () => {
    const { body: first } = await passwordGrant(staffEmail('finance'));
    const refreshed = await refreshGrant(first.refresh_token);
    expect(refreshed.status).toBe(200);
    const second = oauthTokenResponseSchema.parse(refreshed.body);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await call('/credentials/mine', { token: second.access_token })).body.email).toBe(
      'finance@groupe.example',
    );

    const reused = await refreshGrant(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'invalid_grant' });
    expect((await refreshGrant(second.refresh_token!)).status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refreshGrant('nope')).body).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('client_credentials grant', () => {
  it('gives a token without refresh token that reads but is not a user', async () => {
    const result = await call('/oauth/token', {
      form: { grant_type: 'client_credentials', ...CLIENT, scope: 'any' },
    });
    expect(result.status).toBe(200);
    const token = oauthTokenResponseSchema.parse(result.body);
    expect(token.refresh_token ?? undefined).toBeUndefined();

    expect((await call('/users', { token: token.access_token })).status).toBe(200);
    for (const forbidden of [
      await call('/credentials/mine', { token: token.access_token }),
      await call('/users/me', { method: 'PATCH', token: token.access_token, json: { phone: '0612345678' } }),
      await call('/credentials/password/change', {
        method: 'POST',
        token: token.access_token,
        query: { oldPassword: DEMO_PASSWORD, newPassword: 'Nouveau2020' },
      }),
    ]) {
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
    }
  });
});
