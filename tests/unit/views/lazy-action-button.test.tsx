// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionButton } from '@/components/actions/action-button';
import { LazyActionButton } from '@/components/views/lazy-action-button';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notify: vi.fn(), notifyResult: vi.fn() }));
afterEach(cleanup);

const confirm = {
  title: 'Supprimer la vue',
  description: 'La vue disparaît pour tous.',
  confirmLabel: 'Supprimer',
};

describe('LazyActionButton', () => {
  it('draws the very button ActionButton draws, before its code has arrived', () => {
    const props = {
      label: 'Enregistrer la vue',
      allowed: true,
      action: vi.fn(),
      confirm,
      size: 'sm' as const,
    };
    const lazy = render(<LazyActionButton {...props} />).container.innerHTML;
    cleanup();
    expect(lazy).toBe(render(<ActionButton {...props} />).container.innerHTML);
  });

  it('opens the confirmation on the first click, runs the action once confirmed and gives the focus back', async () => {
    const action = vi.fn().mockResolvedValue({ ok: true, message: 'Vue supprimée.' });
    render(
      <LazyActionButton label="Supprimer" allowed action={action} payload={{ id: 'v1' }} confirm={confirm} />,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Supprimer' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la vue' });
    expect(dialog.textContent).toContain('La vue disparaît pour tous.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ id: 'v1' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Supprimer');
  });

  it('opens from the keyboard too, and Escape closes without running anything', async () => {
    const action = vi.fn();
    render(
      <LazyActionButton
        label="Renommer"
        allowed
        action={action}
        confirm={{ ...confirm, title: 'Renommer la vue' }}
      />,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Renommer');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Renommer la vue' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it('renders nothing for a role that may not run the action', () => {
    const { container } = render(
      <LazyActionButton label="Supprimer" allowed={false} action={vi.fn()} confirm={confirm} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
