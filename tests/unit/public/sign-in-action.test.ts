import { CredentialsSignin } from '@auth/core/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAction } from '@/app/(public)/connexion/actions';
import { INVALID_FORM_MESSAGE } from '@/lib/action-result';
import { signIn } from '@/lib/auth';
import { SignInRefused } from '@/lib/auth/sign-in-errors';
import {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  AUTHENTICATION_FAILED_MESSAGE,
  LOGIN_REFUSED_MESSAGE,
} from '@/lib/domain/errors';
import { PASSWORD_MESSAGES, staffEmailMessages } from '@/lib/domain/rules';
import { stubGatewayEnv } from '../gateway/support';
import { Redirected } from '../support/next-navigation';

vi.mock('@/lib/auth', () => ({ signIn: vi.fn() }));
// next-auth's entry point needs Next's server runtime; its error classes are @auth/core's own.
vi.mock('next-auth', () => import('@auth/core/errors'));

vi.mock('next/navigation', () => import('../support/next-navigation'));

const signInMock = vi.mocked(signIn);
const valid = { email: 'support@groupe.example', password: 'Renovation2020' };

async function redirectOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Redirected) return error.to;
    throw error;
  }
  throw new Error('no redirect');
}

beforeEach(() => {
  stubGatewayEnv();
  signInMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('signInAction', () => {
  it('signs in with the trimmed e-mail and goes to the requested page', async () => {
    signInMock.mockResolvedValue('http://127.0.0.1:3000/');
    expect(
      await redirectOf(
        signInAction({ ...valid, email: ' support@groupe.example ', redirect: '/clients?page=2' }),
      ),
    ).toBe('/clients?page=2');
    expect(signInMock).toHaveBeenCalledWith('credentials', { ...valid, redirect: false });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    null,
  ])('goes home instead of %s', async (target) => {
    signInMock.mockResolvedValue('http://127.0.0.1:3000/');
    expect(await redirectOf(signInAction({ ...valid, redirect: target }))).toBe('/');
  });

  it.each([
    ['refused', LOGIN_REFUSED_MESSAGE],
    ['not-active', ACCOUNT_NOT_ACTIVATED_MESSAGE],
    ['failed', AUTHENTICATION_FAILED_MESSAGE],
  ] as const)('answers a %s refusal with its SPEC §8 message', async (failure, message) => {
    signInMock.mockRejectedValue(new SignInRefused(failure));
    expect(await signInAction({ ...valid, redirect: '/clients' })).toEqual({ ok: false, message });
  });

  it('reads a refusal Auth.js reports as a URL', async () => {
    signInMock.mockResolvedValue('http://127.0.0.1:3000/connexion?error=CredentialsSignin&code=not-active');
    expect(await signInAction({ ...valid, redirect: null })).toEqual({
      ok: false,
      message: ACCOUNT_NOT_ACTIVATED_MESSAGE,
    });
  });

  it('treats an unknown refusal code or an unexpected error as an authentication failure', async () => {
    const odd = new CredentialsSignin();
    odd.code = 'something-else';
    signInMock.mockRejectedValueOnce(odd);
    expect(await signInAction({ ...valid, redirect: null })).toEqual({
      ok: false,
      message: AUTHENTICATION_FAILED_MESSAGE,
    });
    signInMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await signInAction({ ...valid, redirect: null })).toEqual({
      ok: false,
      message: AUTHENTICATION_FAILED_MESSAGE,
    });
  });

  it('validates with the form rules before calling anyone', async () => {
    expect(await signInAction({ email: 'sophie@gmail.com', password: '', redirect: null })).toEqual({
      ok: false,
      message: INVALID_FORM_MESSAGE,
      fieldErrors: {
        email: staffEmailMessages('groupe.example').invalid,
        password: PASSWORD_MESSAGES.required,
      },
    });
    expect(signInMock).not.toHaveBeenCalled();
  });
});
