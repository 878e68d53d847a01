// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordForm } from '@/app/(public)/_components/password-form';
import { AUTHENTICATION_CODE_MESSAGES, PUBLIC_MESSAGES } from '@/lib/domain/public-texts';
import { notifyResult } from '@/components/ui/notify';
import { PASSWORD_TOKEN_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import { PASSWORD_MESSAGES } from '@/lib/domain/rules';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));

const action = vi.fn();

beforeEach(() => {
  push.mockReset();
  action.mockReset();
  vi.mocked(notifyResult).mockReset();
});
afterEach(cleanup);

function renderForm(codeRequired = false) {
  render(
    <PasswordForm
      token="jeton-1"
      email="new@groupe.example"
      codeRequired={codeRequired}
      submitLabel="Créer mon mot de passe"
      action={action}
    />,
  );
  return {
    password: screen.getByLabelText(/^Nouveau mot de passe/) as HTMLInputElement,
    confirmation: screen.getByLabelText(/^Confirmation du mot de passe/) as HTMLInputElement,
    code: screen.queryByLabelText(/^Code d'authentification/) as HTMLInputElement | null,
    submit: screen.getByRole('button', { name: 'Créer mon mot de passe' }),
  };
}

describe('PasswordForm', () => {
  it('shows the account and asks for the code only when the gateway wants one', () => {
    const without = renderForm(false);
    expect(screen.getByText('new@groupe.example')).toBeTruthy();
    expect(without.code).toBeNull();
    cleanup();
    expect(renderForm(true).code).not.toBeNull();
  });

  it('applies the password rule and the confirmation under the fields', async () => {
    const user = userEvent.setup();
    const { password, confirmation, submit } = renderForm();
    await user.type(password, 'chantier');
    await user.click(confirmation);
    expect(await screen.findByText(PASSWORD_MESSAGES.missingDigit)).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Chantier2024');
    await user.click(confirmation);
    await user.type(confirmation, 'Chantier2025');
    await user.tab();
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);

    // Fixing the first field clears the mismatch under the second.
    await user.clear(password);
    await user.type(password, 'Chantier2025');
    await waitFor(() => expect(screen.queryByText(PASSWORD_MESSAGES.mismatch)).toBeNull());
    expect(submit).toHaveProperty('disabled', false);
  });

  it('requires the code when asked for it', async () => {
    const user = userEvent.setup();
    const { password, confirmation, code, submit } = renderForm(true);
    await user.type(password, 'Chantier2024');
    await user.type(confirmation, 'Chantier2024');
    await user.click(code!);
    await user.tab();
    expect(await screen.findByText(AUTHENTICATION_CODE_MESSAGES.required)).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    await user.type(code!, '123456');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  });

  it('sends the token and the values, shows the success and goes to the login page', async () => {
    const success = { ok: true as const, message: PUBLIC_MESSAGES.passwordCreated, redirectTo: '/connexion' };
    action.mockResolvedValue(success);
    const user = userEvent.setup();
    const { password, confirmation, code, submit } = renderForm(true);
    await user.type(password, 'Chantier2024');
    await user.type(confirmation, 'Chantier2024');
    await user.type(code!, ' 123456 ');
    await user.click(submit);

    await waitFor(() => expect(push).toHaveBeenCalledWith('/connexion'));
    expect(action).toHaveBeenCalledWith({
      token: 'jeton-1',
      password: 'Chantier2024',
      passwordConfirmation: 'Chantier2024',
      authenticationCode: '123456',
    });
    expect(notifyResult).toHaveBeenCalledWith(success);
  });

  it('shows a failure above the form and stays', async () => {
    action.mockResolvedValue({ ok: false, message: PASSWORD_TOKEN_EXPIRED_MESSAGE });
    const user = userEvent.setup();
    const { password, confirmation, submit } = renderForm();
    await user.type(password, 'Chantier2024');
    await user.type(confirmation, 'Chantier2024');
    await user.click(submit);

    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_TOKEN_EXPIRED_MESSAGE);
    expect(push).not.toHaveBeenCalled();
  });
});
