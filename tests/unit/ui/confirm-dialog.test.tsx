// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog, DialogClose, preloadDialogs } from '@/components/ui/dialog';

// The app fetches the dialogs' Radix part on first use; here it is fetched up front (see lazy-dialog.test.tsx).
beforeAll(() => preloadDialogs());
afterEach(cleanup);

function renderConfirm(onConfirm: () => void | Promise<void | boolean>) {
  render(
    <ConfirmDialog
      trigger={<Button variant="danger">Désactiver</Button>}
      title="Désactiver le compte ?"
      description="L'utilisateur ne pourra plus se connecter."
      confirmLabel="Confirmer la désactivation"
      tone="danger"
      onConfirm={onConfirm}
    />,
  );
  return userEvent.setup();
}

describe('ConfirmDialog', () => {
  it('calls onConfirm only once the user confirms, then closes', async () => {
    const onConfirm = vi.fn();
    const user = renderConfirm(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Désactiver le compte ?' });
    expect(dialog.textContent).toContain("L'utilisateur ne pourra plus se connecter.");
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirmer la désactivation' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('"Annuler" closes it without confirming', async () => {
    const onConfirm = vi.fn();
    const user = renderConfirm(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and busy while an asynchronous confirmation runs', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = renderConfirm(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la désactivation' }));

    const confirm = screen.getByRole('button', { name: /Confirmer la désactivation/ });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the confirmation answers false', async () => {
    const user = renderConfirm(async () => false);
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la désactivation' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Confirmer la désactivation' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

describe('Dialog', () => {
  it('opens from its trigger, names itself by its title and closes with "Fermer"', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        trigger={<Button>Associer un compte</Button>}
        title="Associer un compte"
        description="Choisissez le compte professionnel à associer."
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Annuler</Button>
          </DialogClose>
        }
      >
        <p>Contenu</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Associer un compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Associer un compte' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
