// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalSearch } from '@/components/shell/global-search';
import { SEARCH_TERM_MESSAGES } from '@/lib/domain/rules';

const mocks = vi.hoisted(() => ({
  push: vi.fn(),
  globalSearchAction: vi.fn(),
  notify: vi.fn(),
  pathname: '/',
  fetch: vi.fn(),
}));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: mocks.push }),
  usePathname: () => mocks.pathname,
}));
vi.mock('@/components/shell/search-action', () => ({ globalSearchAction: mocks.globalSearchAction }));
vi.mock('@/components/ui/notify', () => ({ notify: mocks.notify }));

const NOEMIE = {
  key: 'user:u1',
  href: '/clients/u1',
  label: 'Noémie Noël (CQ0HU)',
  kind: 'Particulier',
  detail: 'noemie.noel@example.fr · 06 38 33 46 59',
};
const PROJECT = {
  key: 'project:p1',
  href: '/projets/p1',
  label: 'PAB12 – Cuisine',
  kind: 'Projet',
  detail: null,
};

beforeEach(() => {
  mocks.push.mockReset();
  mocks.globalSearchAction.mockReset();
  mocks.notify.mockReset();
  mocks.pathname = '/';
  mocks.fetch
    .mockReset()
    .mockImplementation(
      async () => new Response(JSON.stringify({ suggestions: [NOEMIE, PROJECT] }), { status: 200 }),
    );
  vi.stubGlobal('fetch', mocks.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

  it('shows no message on leaving the field, empty or short, and its rule once Enter is pressed', async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const { input, button } = controls();
    await user.click(input);
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(input, 'abcd');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button).toHaveProperty('disabled', true);

    await user.type(input, '{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_TERM_MESSAGES.invalid);
    expect(mocks.globalSearchAction).not.toHaveBeenCalled();
    await user.type(input, 'e');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forgets the message on the next page', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<GlobalSearch />);
    await user.type(controls().input, '{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_TERM_MESSAGES.required);

    mocks.pathname = '/clients';
    rerender(<GlobalSearch />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses a pasted 10,000-character term with the rule's message, and searches nothing", async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const { input, button } = controls();
    await user.click(input);
    await user.paste('x'.repeat(10_000));
    expect(button).toHaveProperty('disabled', true);
    await user.type(input, '{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_TERM_MESSAGES.invalid);
    expect(mocks.globalSearchAction).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mocks.fetch).not.toHaveBeenCalled();
  });

  it('suggests as one types, once typing pauses; the arrows and Enter open one', async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const { input } = controls();
    await user.type(input, 'noemie');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(mocks.fetch).toHaveBeenCalledTimes(1);
    expect(mocks.fetch.mock.calls[0]![0]).toBe('/api/recherche?valeur=noemie');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Noémie Noël (CQ0HU)noemie.noel@example.fr · 06 38 33 46 59Particulier',
      'PAB12 – CuisineProjet',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(mocks.push).toHaveBeenCalledWith('/projets/p1');
    expect(mocks.globalSearchAction).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('closes the suggestions on Escape, keeping the term, and opens a click on one', async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const { input } = controls();
    await user.type(input, '07 61 33');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((input as HTMLInputElement).value).toBe('07 61 33');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /Noémie Noël/ }));
    expect(mocks.push).toHaveBeenCalledWith('/clients/u1');
  });

  it('asks nothing under 3 characters and shows nothing when the suggestions fail', async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);
    await user.type(controls().input, 'no');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mocks.fetch).not.toHaveBeenCalled();

    mocks.fetch.mockResolvedValueOnce(new Response('{}', { status: 502 }));
    await user.type(controls().input, 'e');
    expect(await screen.findByText('Aucune suggestion pour « noe ».')).toBeDefined();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('opens the first hit and resets the form', async () => {
    mocks.globalSearchAction.mockResolvedValue({ ok: true, data: { value: 'PAB12', path: '/projets/p-1' } });
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const { input, button } = controls();
    await user.type(input, '  PAB12 ');
    await user.click(button);

    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/projets/p-1'));
    expect(mocks.globalSearchAction).toHaveBeenCalledWith({ search: 'PAB12' });
    expect(mocks.notify).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says there is no result, word for word, and keeps the term to correct it', async () => {
    mocks.globalSearchAction.mockResolvedValue({ ok: true, data: { value: 'inconnu', path: null } });
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
    expect((controls().input as HTMLInputElement).value).toBe('inconnu');
  });

  it('shows nothing when the search fails, keeping the term, but follows an ended session to login', async () => {
    const user = userEvent.setup();
    render(<GlobalSearch />);
    const input = controls().input as HTMLInputElement;

    mocks.globalSearchAction.mockResolvedValueOnce({ ok: false, message: 'Une erreur est survenue.' });
    await user.type(input, 'quelque chose');
    await user.click(controls().button);
    await waitFor(() => expect(mocks.globalSearchAction).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(controls().button.getAttribute('aria-busy')).toBeNull());
    expect(input.value).toBe('quelque chose');
    expect(mocks.notify).not.toHaveBeenCalled();
    expect(mocks.push).not.toHaveBeenCalled();

    mocks.globalSearchAction.mockRejectedValueOnce(new Error('network down'));
    await user.clear(input);
    await user.type(input, 'autre chose');
    await user.click(controls().button);
    await waitFor(() => expect(mocks.globalSearchAction).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(controls().button.getAttribute('aria-busy')).toBeNull());
    expect(input.value).toBe('autre chose');
    expect(mocks.notify).not.toHaveBeenCalled();

    mocks.globalSearchAction.mockResolvedValueOnce({
      ok: false,
      message: 'Votre session a expiré, merci de vous reconnecter.',
      redirectTo: '/connexion?motif=expired',
    });
    await user.click(controls().button);
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/connexion?motif=expired'));
    expect(mocks.notify).not.toHaveBeenCalled();
  });

  it('shows a spinner and stays disabled while searching', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mocks.globalSearchAction.mockReturnValue(new Promise((resolve) => (answer = resolve)));
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
