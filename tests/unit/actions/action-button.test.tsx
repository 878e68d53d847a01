// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDialogs } from '@/components/ui/dialog';
import { ActionButton, DEFAULT_CHOICE_REQUIRED } from '@/components/actions/action-button';
import { notifyResult } from '@/components/ui/notify';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));

const REASONS = [
  { value: 'VACATIONS', label: 'Congés' },
  { value: 'OTHER', label: 'Autre' },
];

// The app fetches the dialogs' Radix part on first use; here it is fetched up front (see lazy-dialog.test.tsx).
beforeAll(() => preloadDialogs());
beforeEach(() => {
  router.push.mockReset();
  router.refresh.mockReset();
  vi.mocked(notifyResult).mockReset();
});
afterEach(cleanup);

describe('ActionButton', () => {
  it('renders nothing for a role that may not run the action', () => {
    const action = vi.fn();
    const { container } = render(<ActionButton label="Désactiver" allowed={false} action={action} />);
    expect(container.innerHTML).toBe('');
  });

  it('is disabled with its French reason when the state forbids it, and never runs', async () => {
    const action = vi.fn();
    render(
      <ActionButton
        label="Réactiver"
        allowed
        disabledReason="Seul un compte désactivé peut être réactivé."
        action={action}
        payload={{ id: 'u1' }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Réactiver' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Seul un compte désactivé peut être réactivé.');
    await userEvent.setup().click(button);
    expect(action).not.toHaveBeenCalled();
  });

  it('takes the small size of a table row, in each of its forms', () => {
    const action = vi.fn();
    const confirm = {
      title: 'Démarrer ?',
      description: 'Une discussion sera créée.',
      confirmLabel: 'Démarrer',
    };
    render(
      <>
        <ActionButton label="Sans confirmation" allowed size="sm" action={action} />
        <ActionButton label="Avec confirmation" allowed size="sm" action={action} confirm={confirm} />
        <ActionButton label="Impossible" allowed size="sm" disabledReason="Non." action={action} />
        <ActionButton label="Par défaut" allowed action={action} />
      </>,
    );
    for (const name of ['Sans confirmation', 'Avec confirmation', 'Impossible'])
      expect(screen.getByRole('button', { name }).className).toContain('h-8');
    expect(screen.getByRole('button', { name: 'Par défaut' }).className).toContain('h-9');
  });

  it('runs at once without confirmation, toasts the result and refreshes the page', async () => {
    const action = vi
      .fn()
      .mockResolvedValue({ ok: true, message: 'La demande de re-synchronisation a été envoyée.' });
    render(<ActionButton label="Resynchroniser" allowed action={action} payload={{ id: 'u1' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resynchroniser' }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(action).toHaveBeenCalledWith({ id: 'u1' });
    expect(notifyResult).toHaveBeenCalledWith({
      ok: true,
      message: 'La demande de re-synchronisation a été envoyée.',
    });
  });

  it('shows the SPEC failure when the call cannot reach the action, and does not refresh', async () => {
    const action = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ActionButton label="Resynchroniser" allowed action={action} payload={{ id: 'u1' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resynchroniser' }));
    await waitFor(() =>
      expect(notifyResult).toHaveBeenCalledWith({ ok: false, message: 'Une erreur est survenue.' }),
    );
    expect(router.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Resynchroniser' })).toHaveProperty('disabled', false);
  });

  it('asks first, requires the reason, then sends it with the payload', async () => {
    const action = vi.fn().mockResolvedValue({ ok: true, message: "L'utilisateur a été désactivé." });
    render(
      <ActionButton
        label="Désactiver"
        allowed
        action={action}
        payload={{ id: 'u1' }}
        picker={{ name: 'reason', label: 'Motif de désactivation', options: REASONS }}
        confirm={{
          title: "Désactiver l'utilisateur ?",
          description: "L'utilisateur ne pourra plus se connecter.",
          confirmLabel: 'Confirmer',
          tone: 'danger',
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    const dialog = screen.getByRole('alertdialog', { name: "Désactiver l'utilisateur ?" });
    expect(dialog.textContent).toContain("L'utilisateur ne pourra plus se connecter.");

    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(DEFAULT_CHOICE_REQUIRED);

    await user.selectOptions(screen.getByLabelText(/Motif de désactivation/), 'VACATIONS');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).toHaveBeenCalledWith({ id: 'u1', reason: 'VACATIONS' });
    expect(notifyResult).toHaveBeenCalledWith({ ok: true, message: "L'utilisateur a été désactivé." });
    expect(router.refresh).toHaveBeenCalled();
  });

  it('shows a refusal as an error toast, closes and does not refresh', async () => {
    const refusal = { ok: false, message: "Erreur lors de l'association du compte." };
    const action = vi.fn().mockResolvedValue(refusal);
    render(
      <ActionButton
        label="Associer le compte"
        allowed
        action={action}
        payload={{ ppAccountId: 'pp1' }}
        textField={{ name: 'account', label: 'RID du professionnel' }}
        confirm={{
          title: 'Associer le compte ?',
          description: 'Les comptes seront associés.',
          confirmLabel: 'Associer',
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Associer le compte' }));
    await user.type(screen.getByLabelText(/RID du professionnel/), ' C1234 ');
    await user.click(screen.getByRole('button', { name: 'Associer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).toHaveBeenCalledWith({ ppAccountId: 'pp1', account: 'C1234' });
    expect(notifyResult).toHaveBeenCalledWith(refusal);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server field error under the field', async () => {
    const action = vi.fn().mockResolvedValue({
      ok: false,
      message: 'Aucun compte professionnel ne correspond à ce RID.',
      fieldErrors: { account: 'Aucun compte professionnel ne correspond à ce RID.' },
    });
    render(
      <ActionButton
        label="Associer le compte"
        allowed
        action={action}
        textField={{ name: 'account', label: 'RID du professionnel' }}
        confirm={{
          title: 'Associer le compte ?',
          description: 'Les comptes seront associés.',
          confirmLabel: 'Associer',
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Associer le compte' }));
    await user.type(screen.getByLabelText(/RID du professionnel/), 'C9999');
    await user.click(screen.getByRole('button', { name: 'Associer' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Aucun compte professionnel ne correspond à ce RID.',
      ),
    );
    expect(screen.getByRole('alertdialog', { name: 'Associer le compte ?' })).toBeTruthy();
  });

  it('follows the redirect an action answers', async () => {
    const action = vi.fn().mockResolvedValue({
      ok: false,
      message: 'Votre session a expiré, merci de vous reconnecter.',
      redirectTo: '/connexion',
    });
    render(<ActionButton label="Resynchroniser" allowed action={action} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resynchroniser' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/connexion'));
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
