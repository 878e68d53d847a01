// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/app/(public)/connexion/_components/login-form';
import { demoAccounts } from '@/app/(public)/connexion/demo-accounts';
import { signInAction } from '@/app/(public)/connexion/actions';
import { notifyResult } from '@/components/ui/notify';
import { LOGIN_REFUSED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import { PASSWORD_MESSAGES, staffEmailMessages } from '@/lib/domain/rules';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/app/(public)/connexion/actions', () => ({ signInAction: vi.fn() }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));

const DOMAIN = 'groupe.example';
const signIn = vi.mocked(signInAction);

beforeEach(() => {
  signIn.mockReset();
  vi.mocked(notifyResult).mockReset();
});
afterEach(cleanup);

function renderForm(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  render(<LoginForm domain={DOMAIN} redirectTo={null} notice={null} demo={null} {...props} />);
  return {
    // Labels of required fields end with an asterisk hidden from assistive technologies.
    email: screen.getByLabelText(/^Email\*?$/) as HTMLInputElement,
    password: screen.getByLabelText(/^Mot de passe\*?$/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Se connecter' }),
  };
}

describe('LoginForm', () => {
  it('keeps the submit disabled until both fields hold something valid', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm();
    expect(submit).toHaveProperty('disabled', true);

    await user.type(email, 'sophie@gmail.com');
    await user.click(password);
    expect(await screen.findByText(staffEmailMessages(DOMAIN).invalid)).toBeTruthy();
    await user.type(password, 'x');
    expect(submit).toHaveProperty('disabled', true);

    await user.clear(email);
    await user.type(email, 'sophie@ext.groupe.example');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  });

  it('asks for the password without applying the strength rule', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm();
    await user.type(email, 'support@groupe.example');
    await user.click(password);
    await user.tab();
    expect(await screen.findByText(PASSWORD_MESSAGES.required)).toBeTruthy();
    await user.type(password, 'abc');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(screen.queryByText(PASSWORD_MESSAGES.tooShort)).toBeNull();
  });

  it('sends the trimmed e-mail, the password and the redirect to the action', async () => {
    signIn.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    const { email, password, submit } = renderForm({ redirectTo: '/clients?page=2' });
    await user.type(email, '  support@groupe.example ');
    await user.type(password, 'Renovation2020');
    await user.click(submit);
    await waitFor(() => expect(signIn).toHaveBeenCalledOnce());
    expect(signIn).toHaveBeenCalledWith({
      email: 'support@groupe.example',
      password: 'Renovation2020',
      redirect: '/clients?page=2',
    });
  });

  it('shows a refusal above the form and as a toast, keeps the e-mail and clears the password', async () => {
    const refusal = { ok: false as const, message: LOGIN_REFUSED_MESSAGE };
    signIn.mockResolvedValue(refusal);
    const user = userEvent.setup();
    const { email, password, submit } = renderForm();
    await user.type(email, 'support@groupe.example');
    await user.type(password, 'Mauvais2020');
    await user.click(submit);

    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_REFUSED_MESSAGE);
    expect(notifyResult).toHaveBeenCalledWith(refusal);
    expect(email.value).toBe('support@groupe.example');
    expect(password.value).toBe('');
    expect(submit).toHaveProperty('disabled', true);
  });

  it('shows the session notice above the form', () => {
    renderForm({ notice: SESSION_EXPIRED_MESSAGE });
    expect(screen.getByRole('status').textContent).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('links to the forgotten-password screen', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/reinitialisation-mot-de-passe',
    );
  });

  it('lists the demo accounts only when given, and picking one fills the e-mail', async () => {
    renderForm();
    expect(screen.queryByText('Comptes de démonstration')).toBeNull();
    cleanup();

    const user = userEvent.setup();
    const { email } = renderForm({ demo: demoAccounts(DOMAIN, 'Renovation2020') });
    await user.click(screen.getByText('Comptes de démonstration'));
    expect(screen.getByText('Renovation2020')).toBeTruthy();
    const accounts = screen
      .getAllByRole('button')
      .filter((button) => button.textContent?.includes(`@${DOMAIN}`));
    expect(accounts.map((button) => button.textContent)).toEqual([
      'support@groupe.exampleSUPPORT',
      'manager_ca@groupe.exampleMANAGER CA',
      'manager_cc@groupe.exampleMANAGER CC',
      'manager_bd_cco@groupe.exampleMANAGER_BD_CCO',
      'finance@groupe.exampleFINANCE',
      'bd@groupe.exampleBD',
      'cco@groupe.exampleCCO',
      'ca@groupe.exampleCA',
      'cc@groupe.exampleCC',
    ]);
    await user.click(accounts[4]);
    expect(email.value).toBe('finance@groupe.example');
  });
});
