// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalSearch } from '@/components/shell/global-search';
import { SEARCH_TERM_MESSAGES } from '@/lib/domain/rules';

const mocks = vi.hoisted(() => ({ push: vi.fn(), globalSearch: vi.fn(), notify: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }));
vi.mock('@/components/shell/search-action', () => ({ globalSearch: mocks.globalSearch }));
vi.mock('@/components/ui/notify', () => ({ notify: mocks.notify }));

beforeEach(() => {
  mocks.push.mockReset();
  mocks.globalSearch.mockReset();
  mocks.notify.mockReset();
});
afterEach(cleanup);

function controls() {
  return {
    input: screen.getByLabelText('Valeur'),
    button: screen.getByRole('button', { name: /Rechercher/ }),
  };
}

describe('global search', () => {
  it('has the label, placeholder and button of the specification, disabled until typed in', () => {
    render(<GlobalSearch />);
    const { input, button } = controls();
    expect(input.getAttribute('placeholder')).toBe('Recherche');
    expect(button).toHaveProperty('disabled', true);
  });

  it('refuses 4 characters, with the message once the field is left', async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const { input, button } = controls();
    await user.type(input, 'abcd');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_TERM_MESSAGES.invalid);
    expect(button).toHaveProperty('disabled', true);

    await user.type(input, 'e');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses a pasted 10,000-character term with the rule's message, and searches nothing", async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const { input, button } = controls();
    await user.click(input);
    await user.paste('x'.repeat(10_000));
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_TERM_MESSAGES.invalid);
    expect(button).toHaveProperty('disabled', true);
    await user.type(input, '{Enter}');
    expect(mocks.globalSearch).not.toHaveBeenCalled();
  });

  it('opens the first hit and resets the form', async () => {
    mocks.globalSearch.mockResolvedValue({ ok: true, data: { value: 'PAB12', path: '/projets/p-1' } });
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const { input, button } = controls();
    await user.type(input, '  PAB12 ');
    await user.click(button);

    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/projets/p-1'));
    expect(mocks.globalSearch).toHaveBeenCalledWith({ search: 'PAB12' });
    expect(mocks.notify).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says there is no result, word for word', async () => {
    mocks.globalSearch.mockResolvedValue({ ok: true, data: { value: 'inconnu', path: null } });
    const user = userEvent.setup();
    render(<GlobalSearch />);
    await user.type(controls().input, 'inconnu');
    await user.click(controls().button);

    await waitFor(() =>
      expect(mocks.notify).toHaveBeenCalledWith({
        level: 'info',
        message: 'Pas de résultats pour la recherche de : inconnu.',
      }),
    );
    expect(mocks.push).not.toHaveBeenCalled();
    expect((controls().input as HTMLInputElement).value).toBe('');
  });

  it('shows nothing when the search fails, but follows an ended session to login', async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);

    mocks.globalSearch.mockResolvedValueOnce({ ok: false, message: 'Une erreur est survenue.' });
    await user.type(controls().input, 'quelque chose');
    await user.click(controls().button);
    await waitFor(() => expect((controls().input as HTMLInputElement).value).toBe(''));
    expect(mocks.notify).not.toHaveBeenCalled();
    expect(mocks.push).not.toHaveBeenCalled();

    mocks.globalSearch.mockRejectedValueOnce(new Error('network down'));
    await user.type(controls().input, 'autre chose');
    await user.click(controls().button);
    await waitFor(() => expect((controls().input as HTMLInputElement).value).toBe(''));
    expect(mocks.notify).not.toHaveBeenCalled();

    mocks.globalSearch.mockResolvedValueOnce({
      ok: false,
      message: 'Votre session a expiré, merci de vous reconnecter.',
      redirectTo: '/connexion?motif=expired',
    });
    await user.type(controls().input, 'encore une');
    await user.click(controls().button);
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/connexion?motif=expired'));
    expect(mocks.notify).not.toHaveBeenCalled();
  });

  it('shows a spinner and stays disabled while searching', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mocks.globalSearch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<GlobalSearch />);
    await user.type(controls().input, 'chantier');
    await user.click(controls().button);

    const busy = await screen.findByRole('button', { name: /Rechercher/ });
    await waitFor(() => expect(busy.getAttribute('aria-busy')).toBe('true'));
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.textContent).toContain('Chargement…');

    answer({ ok: true, data: { value: 'chantier', path: null } });
    await waitFor(() => expect(controls().button.getAttribute('aria-busy')).toBeNull());
  });
});
