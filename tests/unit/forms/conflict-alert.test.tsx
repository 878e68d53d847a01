// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionButton, type ServerAction } from '@/components/actions/action-button';
import { preloadDialogs } from '@/components/ui/dialog';
import { notifyResult } from '@/components/ui/notify';
import { CHANGES_MESSAGES as M } from '@/lib/changes/messages';

/*
 * A write refused because the record changed since the page read it: the dialog stays open with
 * what changed and what was typed, and « Recharger et appliquer à nouveau » reads the page again
 * and sends the same values with the version the page now holds.
 */

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));

const CONFLICT = {
  ok: false as const,
  message: M.changed,
  conflict: { changes: ['Statut : En attente → Payée, par Jeanne Martin à 10 h 42'] },
};

beforeAll(() => preloadDialogs());
beforeEach(() => {
  router.refresh.mockReset();
  vi.mocked(notifyResult).mockReset();
});
afterEach(cleanup);

function button(version: string, action: ServerAction, disabledReason: string | null = null) {
  return (
    <ActionButton
      label="Marquer payée"
      allowed
      disabledReason={disabledReason}
      action={action}
      payload={{ id: 'b1', version }}
      fields={[{ kind: 'text', name: 'note', label: 'Note' }]}
      confirm={{ title: 'Marquer payée ?', description: 'La facture sera payée.', confirmLabel: 'Confirmer' }}
    />
  );
}

async function confirmWithNote(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Marquer payée' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Marquer payée ?' });
  await user.type(within(dialog).getByLabelText(/Note/), 'Virement reçu');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  return dialog;
}

describe('a write refused because the record changed', () => {
  it('says what changed in the dialog, keeps the values, and applies them again with the new version', async () => {
    const action = vi
      .fn()
      .mockResolvedValueOnce(CONFLICT)
      .mockResolvedValueOnce({ ok: true, message: 'Payée.' });
    const user = userEvent.setup();
    const { rerender } = render(button('v1', action));
    const dialog = await confirmWithNote(user);

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(M.changed);
    expect(alert.textContent).toContain('Statut : En attente → Payée, par Jeanne Martin à 10 h 42');
    expect((within(dialog).getByLabelText(/Note/) as HTMLInputElement).value).toBe('Virement reçu');
    expect(notifyResult).not.toHaveBeenCalled();

    // The refreshed page gives the record's new version.
    rerender(button('v2', action));
    await user.click(within(alert).getByRole('button', { name: M.reapply }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect(router.refresh).toHaveBeenCalled();
    expect(action).toHaveBeenNthCalledWith(1, { id: 'b1', version: 'v1', note: 'Virement reçu' });
    expect(action).toHaveBeenNthCalledWith(2, { id: 'b1', version: 'v2', note: 'Virement reçu' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('sends nothing again when the record’s new state forbids the action: it shows why instead', async () => {
    const action = vi.fn().mockResolvedValue(CONFLICT);
    const user = userEvent.setup();
    const { rerender } = render(button('v1', action));
    const dialog = await confirmWithNote(user);
    const alert = await within(dialog).findByRole('alert');
    // The refreshed page: the invoice is paid now.
    router.refresh.mockImplementation(() => rerender(button('v2', action, 'La facture est déjà payée.')));
    await user.click(within(alert).getByRole('button', { name: M.reapply }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Marquer payée' }).getAttribute('aria-disabled')).toBe('true');
  });
});
