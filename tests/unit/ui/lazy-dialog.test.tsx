// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';

afterEach(cleanup);

describe('a dialog whose Radix part is not fetched yet', () => {
  it('opens once it has arrived, then gives the focus back to its trigger', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Supprimer</Button>}
        title="Supprimer le document ?"
        description="Le document sera retiré du projet."
        confirmLabel="Supprimer"
        onConfirm={vi.fn()}
        onOpenChange={onOpenChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Supprimer' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const user = userEvent.setup();
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le document ?' });
    expect(dialog.textContent).toContain('Le document sera retiré du projet.');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
