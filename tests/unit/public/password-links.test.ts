import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestPasswordResetAction } from '@/app/(public)/reinitialisation-mot-de-passe/actions';
import { resetPasswordAction } from '@/app/(public)/reinitialisation-mot-de-passe/[token]/actions';
import { createPasswordAction } from '@/app/(public)/creation-mot-de-passe/[token]/actions';
import { PUBLIC_MESSAGES } from '@/lib/domain/public-texts';
import { checkPasswordToken } from '@/lib/auth/password-links';
import { INVALID_FORM_MESSAGE } from '@/lib/action-result';
import { businessErrorMessage, PASSWORD_TOKEN_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import { PASSWORD_MESSAGES } from '@/lib/domain/rules';
import { GATEWAY, mswGateway } from '../gateway/support';

const server = mswGateway({ silence: ['warn', 'error'] });
const APP_TOKEN = 'app-token-1';

beforeEach(() => {
  server.use(
    http.post(`${GATEWAY}/oauth/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') !== 'client_credentials')
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      return HttpResponse.json({ access_token: APP_TOKEN, expires_in: 300, token_type: 'Bearer' });
    }),
  );
});

/** Answers only to the app's client-credentials token, as the gateway does for anonymous calls. */
function withAppToken(request: Request, answer: () => Response | Promise<Response>) {
  if (request.headers.get('authorization') !== `Bearer ${APP_TOKEN}`)
    return HttpResponse.json({}, { status: 401 });
  return answer();
}

const newPassword = { password: 'Chantier2024', passwordConfirmation: 'Chantier2024' };

describe('checkPasswordToken', () => {
  it('wakes the token with the app token and tells the account and whether a code is needed', async () => {
    server.use(
      http.post(`${GATEWAY}/credentials/password/:token/awake`, ({ request, params }) =>
        withAppToken(request, () =>
          params.token === 'jeton 1'
            ? HttpResponse.json({ email: 'new@groupe.example', authenticationCodeRequired: true })
            : HttpResponse.json({}, { status: 404 }),
        ),
      ),
    );
    expect(await checkPasswordToken('jeton 1')).toEqual({
      valid: true,
      email: 'new@groupe.example',
      authenticationCodeRequired: true,
    });
    expect(await checkPasswordToken('jeton-2')).toEqual({ valid: false });
  });

  it('reads any refusal of the token as an expired link, but lets a gateway outage through', async () => {
    server.use(
      http.post(`${GATEWAY}/credentials/password/:token/awake`, ({ params }) =>
        params.token === 'refuse'
          ? HttpResponse.json({ code: 'INVALID_STATE' }, { status: 409 })
          : HttpResponse.json({}, { status: 503 }),
      ),
    );
    expect(await checkPasswordToken('refuse')).toEqual({ valid: false });
    await expect(checkPasswordToken('panne')).rejects.toThrow();
  });

  it('does not call the gateway for an empty token', async () => {
    expect(await checkPasswordToken('   ')).toEqual({ valid: false });
  });
});

describe('setting the password from a link', () => {
  it('posts the password and the code form-encoded, then sends the user to the login page', async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post(`${GATEWAY}/credentials/password/:token`, ({ request, params }) =>
        withAppToken(request, async () => {
          expect(params.token).toBe('jeton-1');
          expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
          body = new URLSearchParams(await request.text());
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    );
    expect(
      await createPasswordAction({ token: 'jeton-1', ...newPassword, authenticationCode: '123456' }),
    ).toEqual({
      ok: true,
      message: PUBLIC_MESSAGES.passwordCreated,
      redirectTo: '/connexion',
    });
    expect(Object.fromEntries(body!)).toEqual({ password: 'Chantier2024', authenticationCode: '123456' });
  });

  it('says the link expired when the gateway no longer knows the token', async () => {
    server.use(
      http.post(`${GATEWAY}/credentials/password/:token`, () => HttpResponse.json({}, { status: 404 })),
    );
    expect(await resetPasswordAction({ token: 'jeton-1', ...newPassword })).toEqual({
      ok: false,
      message: PASSWORD_TOKEN_EXPIRED_MESSAGE,
    });
  });

  it('shows a business refusal with its own message and anything else with the action one', async () => {
    server.use(
      http.post(`${GATEWAY}/credentials/password/:token`, ({ params }) =>
        params.token === 'metier'
          ? HttpResponse.json({ code: 'UNMATCHING_PASSWORD' }, { status: 400 })
          : HttpResponse.json({ code: 'INVALID_AUTHENTICATION_CODE' }, { status: 400 }),
      ),
    );
    expect(await resetPasswordAction({ token: 'metier', ...newPassword })).toEqual({
      ok: false,
      message: businessErrorMessage('UNMATCHING_PASSWORD'),
    });
    expect(await resetPasswordAction({ token: 'code', ...newPassword })).toEqual({
      ok: false,
      message: PUBLIC_MESSAGES.passwordResetFailed,
    });
  });

  it('takes 5 tries of a link, then answers that it expired without asking the gateway, on the form and on the page', async () => {
    let tries = 0;
    let awakened = 0;
    server.use(
      http.post(`${GATEWAY}/credentials/password/:token/awake`, () => {
        awakened += 1;
        return HttpResponse.json({ email: 'new@groupe.example', authenticationCodeRequired: true });
      }),
      http.post(`${GATEWAY}/credentials/password/:token`, async ({ request }) => {
        tries += 1;
        const code = new URLSearchParams(await request.text()).get('authenticationCode');
        return code === '123456'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ code: 'INVALID_AUTHENTICATION_CODE' }, { status: 400 });
      }),
    );
    const answers = [];
    for (const code of ['000001', '000002', '000003', '000004', '000005', '123456'])
      answers.push(
        (await createPasswordAction({ token: 'jeton-code', ...newPassword, authenticationCode: code }))
          .message,
      );
    expect(answers).toEqual([
      ...Array(5).fill(PUBLIC_MESSAGES.passwordCreationFailed),
      PASSWORD_TOKEN_EXPIRED_MESSAGE,
    ]);
    expect(tries).toBe(5);
    expect(await checkPasswordToken('jeton-code')).toEqual({ valid: false });
    expect(awakened).toBe(0);
    // Another link is not concerned.
    expect(await checkPasswordToken('jeton-autre')).toMatchObject({ valid: true });
  });

  it('validates with the form rules and names the fields as the form does', async () => {
    expect(
      await createPasswordAction({ token: 'jeton-1', password: 'court', passwordConfirmation: 'court' }),
    ).toEqual({
      ok: false,
      message: INVALID_FORM_MESSAGE,
      fieldErrors: { password: PASSWORD_MESSAGES.tooShort },
    });
  });
});

describe('requestPasswordResetAction', () => {
  it('asks for the e-mail with the app token and confirms without saying whether the account exists', async () => {
    const asked: string[] = [];
    server.use(
      http.post(`${GATEWAY}/credentials/password/reset`, ({ request }) =>
        withAppToken(request, () => {
          const email = new URL(request.url).searchParams.get('email')!;
          asked.push(email);
          return email === 'cc@groupe.example'
            ? new HttpResponse(null, { status: 204 })
            : HttpResponse.json({}, { status: 404 });
        }),
      ),
    );
    const known = await requestPasswordResetAction({ email: 'cc@groupe.example' });
    const unknown = await requestPasswordResetAction({ email: 'personne@groupe.example' });
    expect(known).toEqual({ ok: true, message: PUBLIC_MESSAGES.resetRequested });
    expect(unknown).toEqual(known);
    expect(asked).toEqual(['cc@groupe.example', 'personne@groupe.example']);
  });

  it('asks the gateway 3 times an hour per address, and answers every request alike', async () => {
    const asked: string[] = [];
    server.use(
      http.post(`${GATEWAY}/credentials/password/reset`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('email')!);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const answers = [];
    for (const email of ['cc@groupe.example', 'CC@groupe.example', ' cc@groupe.example', 'cc@groupe.example'])
      answers.push(await requestPasswordResetAction({ email }));
    expect(answers).toEqual(Array(4).fill({ ok: true, message: PUBLIC_MESSAGES.resetRequested }));
    expect(asked).toHaveLength(3);
    await requestPasswordResetAction({ email: 'ca@groupe.example' });
    expect(asked).toHaveLength(4);
  });

  it('only takes a staff address', async () => {
    const result = await requestPasswordResetAction({ email: 'sophie@gmail.com' });
    expect(result).toMatchObject({ ok: false, message: INVALID_FORM_MESSAGE });
  });
});
