import { describe, expect, it } from 'vitest';
import { passwordTokenStatus } from '@/lib/domain/requests';
import { credentialsSchema, pageOf } from '@/lib/domain/schemas';
import { CLIENT, call, staffEmail, tokenFor, startFakeGateway } from '../core/harness';

const { gateway } = startFakeGateway();
const support = () => tokenFor(staffEmail('support'));
const idOf = (local: string) => gateway.db().people.emailIndex.get(staffEmail(local))!;
const signIn = (username: string, password: string) =>
  call('/oauth/token', { form: { grant_type: 'password', ...CLIENT, scope: 'any', username, password } });

describe('staff credentials', () => {
  it('lists staff credentials only, filtered by role and status', async () => {
    const token = await support();
    const all = pageOf(credentialsSchema).parse(
      (await call('/credentials/lmsg', { token, query: { size: '100' } })).body,
    );
    expect(all.items.every((item) => item.type === 'LMSG')).toBe(true);
    expect(all.total).toBe(gateway.db().people.staffIds.length);
    const finance = pageOf(credentialsSchema).parse(
      (await call('/credentials/lmsg', { token, query: { role: 'FINANCE', status: 'ACTIVE', size: '100' } }))
        .body,
    );
    expect(finance.items.map((item) => item.email)).toContain('finance@groupe.example');
    expect(
      finance.items.every((item) => item.roles.includes('FINANCE') && item.userAccountStatus === 'ACTIVE'),
    ).toBe(true);
    const byText = (await call('/credentials/lmsg', { token, query: { q: 'pending-activation' } })).body;
    expect(byText.items.map((item: { email: string }) => item.email)).toEqual([
      'pending-activation@groupe.example',
    ]);
  });

  it('answers one staff credential, and 404 for a user who is not staff', async () => {
    const token = await support();
    expect(credentialsSchema.parse((await call(`/credentials/${idOf('bd')}`, { token })).body).roles).toEqual(
      ['BD'],
    );
    const particular = gateway.db().people.particularIds[0];
    expect((await call(`/credentials/${particular}`, { token })).status).toBe(404);
  });

  it('is SUPPORT only', async () => {
    const token = await tokenFor(staffEmail('finance'));
    expect((await call('/credentials/lmsg', { token })).status).toBe(403);
    expect(
      (await call(`/credentials/${idOf('bd')}/roles`, { method: 'PUT', token, json: ['CA'] })).status,
    ).toBe(403);
  });

  it('replaces the roles of a staff member', async () => {
    const token = await support();
    const result = await call(`/credentials/${idOf('sans-role')}/roles`, {
      method: 'PUT',
      token,
      json: ['CA', 'CC', 'CA'],
    });
    expect(result.status).toBe(200);
    expect(credentialsSchema.parse(result.body).roles).toEqual(['CA', 'CC']);
    const mine = await call('/credentials/mine', { token: await tokenFor(staffEmail('sans-role')) });
    expect(mine.body.roles).toEqual(['CA', 'CC']);
  });

  it('refuses an empty or unknown role list with 400', async () => {
    const token = await support();
    for (const roles of [[], ['ADMIN']]) {
      const result = await call(`/credentials/${idOf('bd')}/roles`, { method: 'PUT', token, json: roles });
      expect(result.status).toBe(400);
    }
  });

  it('releases the e-mail of an inactive account so a new account can use it', async () => {
    const token = await support();
    const released = await call(`/credentials/${idOf('inactive')}/email/release`, { method: 'POST', token });
    expect(released.status).toBe(200);
    expect(released.body.email).not.toBe('inactive@groupe.example');
    const again = await call(`/credentials/${released.body.id}/email/release`, { method: 'POST', token });
    expect(again.status).toBe(409);
    const created = await call('/users/type/lmsg', {
      token,
      json: {
        firstName: 'Inès',
        lastName: 'Neuve',
        email: 'inactive@groupe.example',
        phone: '0612345678',
        sgid: 'B7654321',
      },
    });
    expect(created.status).toBe(201);
  });

  it('refuses to release the e-mail of an active account', async () => {
    const result = await call(`/credentials/${idOf('ca')}/email/release`, {
      method: 'POST',
      token: await support(),
    });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('INVALID_STATE');
  });
});

describe('password creation', () => {
  it('checks a valid token with awake, creates the password, activates the account and uses the token up', async () => {
    const awake = await call('/credentials/password/jeton-creation-valide/awake', { method: 'POST' });
    expect(awake.status).toBe(200);
    expect(passwordTokenStatus.parse(awake.body)).toEqual({
      email: 'new@groupe.example',
      authenticationCodeRequired: false,
    });

    const created = await call('/credentials/password/jeton-creation-valide', {
      form: { password: 'Bienvenue2020' },
    });
    expect(created.status).toBe(204);
    expect((await signIn('new@groupe.example', 'Bienvenue2020')).status).toBe(200);
    expect((await call('/credentials/password/jeton-creation-valide/awake', { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('answers 404 for an expired or unknown token', async () => {
    for (const token of ['jeton-creation-expire', 'jeton-inconnu']) {
      const awake = await call(`/credentials/password/${token}/awake`, { method: 'POST' });
      expect(awake.status).toBe(404);
      expect(awake.body.message).toBe('Le token de création de mot de passe a expiré.');
      expect(
        (await call(`/credentials/password/${token}`, { form: { password: 'Bienvenue2020' } })).status,
      ).toBe(404);
    }
  });

  it('requires the authentication code for the token that needs one', async () => {
    const awake = await call('/credentials/password/jeton-creation-code/awake', { method: 'POST' });
    expect(awake.body).toEqual({
      email: 'pending-activation@groupe.example',
      authenticationCodeRequired: true,
    });
    const withoutCode = await call('/credentials/password/jeton-creation-code', {
      form: { password: 'Bienvenue2020' },
    });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.code).toBe('INVALID_AUTHENTICATION_CODE');
    expect(
      (
        await call('/credentials/password/jeton-creation-code', {
          form: { password: 'Bienvenue2020', authenticationCode: '000000' },
        })
      ).status,
    ).toBe(400);
    const ok = await call('/credentials/password/jeton-creation-code', {
      form: { password: 'Bienvenue2020', authenticationCode: '123456' },
    });
    expect(ok.status).toBe(204);
    expect((await signIn('pending-activation@groupe.example', 'Bienvenue2020')).status).toBe(200);
  });

  it('refuses a weak password with 400 and the rule message, and a JSON body', async () => {
    const weak = await call('/credentials/password/jeton-creation-valide', { form: { password: 'faible' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Mot de passe trop court.');
    expect(
      (await call('/credentials/password/jeton-creation-valide', { json: { password: 'Bienvenue2020' } }))
        .status,
    ).toBe(400);
  });
});

describe('password reset', () => {
  it('creates a token readable through the control endpoint, which sets a new password', async () => {
    const asked = await call('/credentials/password/reset', {
      method: 'POST',
      query: { email: 'manager_cc@groupe.example' },
    });
    expect(asked.status).toBe(204);
    const [token] = (await call('/__fake/password-tokens', { query: { email: 'manager_cc@groupe.example' } }))
      .body;
    expect(token).toMatchObject({ purpose: 'RESET', expired: false, used: false });
    expect((await call(`/credentials/password/${token.token}/awake`, { method: 'POST' })).body.email).toBe(
      'manager_cc@groupe.example',
    );
    expect(
      (await call(`/credentials/password/${token.token}`, { form: { password: 'Reinitialise2020' } })).status,
    ).toBe(204);
    expect((await signIn('manager_cc@groupe.example', 'Reinitialise2020')).status).toBe(200);
    expect((await signIn('manager_cc@groupe.example', 'Renovation2020')).status).toBe(400);
  });

  it('answers the same for an unknown address and creates nothing', async () => {
    const before = gateway.db().people.passwordTokens.size;
    expect(
      (
        await call('/credentials/password/reset', {
          method: 'POST',
          query: { email: 'personne@groupe.example' },
        })
      ).status,
    ).toBe(204);
    expect(gateway.db().people.passwordTokens.size).toBe(before);
  });

  it('lets a PENDING_ACTIVATION account activate itself through "mot de passe oublié"', async () => {
    await call('/credentials/password/reset', {
      method: 'POST',
      query: { email: 'pending-activation@groupe.example' },
    });
    const [token] = (
      await call('/__fake/password-tokens', { query: { email: 'pending-activation@groupe.example' } })
    ).body;
    expect(
      (await call(`/credentials/password/${token.token}`, { form: { password: 'Active2020x' } })).status,
    ).toBe(204);
    expect((await signIn('pending-activation@groupe.example', 'Active2020x')).status).toBe(200);
  });

  it('uses the seeded reset token of cc@, and refuses the expired one', async () => {
    expect(
      (
        await call('/credentials/password/jeton-reinitialisation-valide', {
          form: { password: 'Nouveau2020' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call('/credentials/password/jeton-reinitialisation-expire', {
          form: { password: 'Nouveau2020' },
        })
      ).status,
    ).toBe(404);
  });

  it('needs the email query', async () => {
    expect((await call('/credentials/password/reset', { method: 'POST' })).status).toBe(400);
  });
});

describe('password change', () => {
  it('changes the password of the signed-in user', async () => {
    const token = await tokenFor(staffEmail('ca'));
    const changed = await call('/credentials/password/change', {
      method: 'POST',
      token,
      query: { oldPassword: 'Renovation2020', newPassword: 'Change2020x' },
    });
    expect(changed.status).toBe(204);
    expect((await signIn('ca@groupe.example', 'Change2020x')).status).toBe(200);
  });

  it('refuses a wrong old password with UNMATCHING_PASSWORD and a weak new one with 400', async () => {
    const token = await tokenFor(staffEmail('ca'));
    const wrong = await call('/credentials/password/change', {
      method: 'POST',
      token,
      query: { oldPassword: 'Mauvais2020', newPassword: 'Change2020x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('UNMATCHING_PASSWORD');
    const weak = await call('/credentials/password/change', {
      method: 'POST',
      token,
      query: { oldPassword: 'Renovation2020', newPassword: 'change2020' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Il manque une majuscule.');
  });
});
