// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandPalette } from '@/components/command-palette/command-palette';
import { PALETTE_INPUT_LABEL } from '@/lib/palette/messages';
import { isPaletteShortcut, PaletteLauncher } from '@/components/command-palette/palette-launcher';
import type { Role } from '@/lib/domain/roles';

const mocks = vi.hoisted(() => ({ push: vi.fn(), openFromPaletteAction: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }));
vi.mock('@/components/command-palette/open-action', () => ({
  openFromPaletteAction: mocks.openFromPaletteAction,
}));

beforeEach(() => {
  mocks.push.mockReset();
  mocks.openFromPaletteAction.mockReset();
});
afterEach(cleanup);

function Harness({ roles = ['SUPPORT'] as Role[], onOpenChange = vi.fn() }) {
  return <CommandPalette open onOpenChange={onOpenChange} roles={roles} />;
}

const box = () => screen.getByRole('combobox', { name: PALETTE_INPUT_LABEL });
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('command palette', () => {
  it('is a labelled combobox over a listbox, the first option active and the count announced', () => {
    render(<Harness />);
    const input = box();
    expect(document.activeElement).toBe(input);
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const options = screen.getAllByRole('option');
    expect(activeOption()).toBe(options[0]);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(`${options.length} résultats`);
  });

  it('moves with the arrows (wrapping), Home and End, and opens a screen with Enter', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onOpenChange={onOpenChange} />);
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(options[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toBe(options.at(-1));
    await user.keyboard('{Home}');
    expect(activeOption()).toBe(options[0]);
    await user.keyboard('{End}');
    expect(activeOption()).toBe(options.at(-1));

    await user.type(box(), 'créer un');
    expect(screen.getAllByRole('option')[0].textContent).toBe('Créer un utilisateur');
    await user.keyboard('{Enter}');
    expect(mocks.push).toHaveBeenCalledWith('/creation-utilisateur');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens a user RID through the search action', async () => {
    mocks.openFromPaletteAction.mockResolvedValue({ ok: true, data: '/clients/u-1' });
    const user = userEvent.setup();
    render(<Harness roles={['CA']} />);
    await user.type(box(), 'U12AB');
    expect(activeOption()?.textContent).toBe("Ouvrir l'utilisateur U12AB");
    await user.keyboard('{Enter}');
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/clients/u-1'));
    expect(mocks.openFromPaletteAction).toHaveBeenCalledWith({
      value: 'U12AB',
      hitTypes: ['user', 'credentials'],
    });
  });

  it('says when nothing was found and stays open', async () => {
    mocks.openFromPaletteAction.mockResolvedValue({ ok: true, data: null });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness roles={['CA']} onOpenChange={onOpenChange} />);
    await user.type(box(), 'Nobody');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Pas de résultats pour la recherche de : Nobody.'),
    );
    expect(mocks.push).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('follows an ended session to the login page', async () => {
    mocks.openFromPaletteAction.mockResolvedValue({
      ok: false,
      message: 'x',
      redirectTo: '/connexion?redirect=%2F',
    });
    const user = userEvent.setup();
    render(<Harness roles={['CA']} />);
    await user.type(box(), 'Dupont{Enter}');
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/connexion?redirect=%2F'));
  });

  it('does not run a search too short for the gateway, and says why', async () => {
    const user = userEvent.setup();
    render(<Harness roles={['CA']} />);
    await user.type(box(), 'abc{Enter}');
    expect(activeOption()?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Merci de saisir un terme de recherche valide.');
    expect(mocks.openFromPaletteAction).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('palette launcher', () => {
  it('knows Ctrl+K and ⌘K, not with other modifiers', () => {
    const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isPaletteShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isPaletteShortcut({ ...key, metaKey: true, key: 'K' })).toBe(true);
    expect(isPaletteShortcut({ ...key })).toBe(false);
    expect(isPaletteShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isPaletteShortcut({ ...key, ctrlKey: true, key: 'j' })).toBe(false);
  });

  it('loads and opens the palette on Ctrl+K', async () => {
    const user = userEvent.setup();
    render(<PaletteLauncher roles={['CA']} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => user.keyboard('{Control>}k{/Control}'));
    expect(await screen.findByRole('dialog', { name: 'Palette de commandes' })).toBeDefined();
  });
});
