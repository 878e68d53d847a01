// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import { Toaster } from '@/components/ui/toaster';

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a notified message at the bottom centre, closed by a French close button', async () => {
    render(<Toaster />);
    await act(() => notify({ level: 'info', message: 'Utilisateur réactivé.' }));

    const message = await screen.findByText('Utilisateur réactivé.');
    const item = message.closest('[data-sonner-toast]')!;
    expect(item.getAttribute('data-y-position')).toBe('bottom');
    expect(item.getAttribute('data-x-position')).toBe('center');
    expect(item.getAttribute('data-type')).toBe('info');

    // Keyboard, because the test DOM has no pointer capture for sonner's swipe handling.
    screen.getByRole('button', { name: 'Fermer la notification' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByText('Utilisateur réactivé.')).toBeNull();
  });

  it('hides alerts after 8000 ms, except those with autoHide false', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    // notify loads sonner first: wait until both alerts are queued.
    await act(() =>
      Promise.all([
        notify({ level: 'info', message: 'Rôles mis à jour.' }),
        notify({
          level: 'error',
          message: 'Le token de création de mot de passe a expiré.',
          autoHide: false,
        }),
      ]),
    );
    // Sonner renders new toasts on the next tick.
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.getByText('Rôles mis à jour.')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(7500));
    expect(screen.getByText('Rôles mis à jour.')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Rôles mis à jour.')).toBeNull();
    expect(screen.getByText('Le token de création de mot de passe a expiré.')).toBeTruthy();
  });
});
