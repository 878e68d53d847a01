// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSectionId, isWithin } from '@/components/shell/menu-state';
import { SideMenu } from '@/components/shell/side-menu';
import { menuFor } from '@/lib/access';
import { menuViewsOf } from '@/lib/views/menu';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

beforeEach(() => {
  navigation.pathname = '/';
});
afterEach(cleanup);

function menu() {
  return screen.getByRole('navigation', { name: 'Menu principal' });
}

describe('side menu', () => {
  it('starts with every section collapsed on home, links hidden', () => {
    render(<SideMenu sections={menuFor(['SUPPORT'])} />);
    const buttons = within(menu()).getAllByRole('button', { expanded: false });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Clients',
      'Projets',
      'Signalements',
      'Matches',
      'Communications',
      'Finance',
      'Utilisateurs',
      'Exports',
      'Rapports',
      'Travaux',
    ]);
    for (const button of buttons) expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu()).queryByRole('link', { name: 'Liste des clients' })).toBeNull();
    // Not even hidden: a closed section's links are not sent with every page.
    expect(menu().querySelectorAll('ul[hidden] a')).toHaveLength(0);
  });

  it('opens and closes a section on click', async () => {
    const user = userEvent.setup();
    render(<SideMenu sections={menuFor(['SUPPORT'])} />);
    const users = within(menu()).getByRole('button', { name: 'Utilisateurs' });

    await user.click(users);
    expect(users.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu()).getByRole('link', { name: 'Liste des utilisateurs' }).getAttribute('href')).toBe(
      '/utilisateurs',
    );
    expect(within(menu()).getByRole('link', { name: 'Créer un utilisateur' }).getAttribute('href')).toBe(
      '/creation-utilisateur',
    );

    await user.click(users);
    expect(users.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu()).queryByRole('link', { name: 'Créer un utilisateur' })).toBeNull();
  });

  it("lists the saved views at the end of their list's section, as plain links to the list", async () => {
    const views = menuViewsOf(
      [
        { list: 'invoices', query: 'status=PENDING', name: 'Factures en attente' },
        { list: 'mailbox', query: 'unread=true', name: 'Discussions non lues' },
      ].map((view, index) => ({
        ...view,
        id: `v${index}`,
        ownerId: null,
        ownerName: 'Back-office',
        sharedRoles: ['SUPPORT'],
        queue: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })) as Parameters<typeof menuViewsOf>[0],
    );
    const user = userEvent.setup();
    render(<SideMenu sections={menuFor(['SUPPORT'])} views={views} />);

    await user.click(within(menu()).getByRole('button', { name: 'Finance' }));
    const finance = within(menu()).getByRole('link', { name: 'Factures' }).closest('ul')!;
    expect(
      within(finance)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/factures', '/a-approuver', '/factures?status=PENDING']);
    await user.click(within(menu()).getByRole('button', { name: 'Communications' }));
    expect(within(menu()).getByRole('link', { name: 'Discussions non lues' }).getAttribute('href')).toBe(
      '/messagerie?unread=true',
    );
  });

  it('opens the section of the page on screen and marks its link, even under a detail page', () => {
    navigation.pathname = '/clients';
    const { rerender } = render(<SideMenu sections={menuFor(['CA'])} />);
    expect(within(menu()).getByRole('button', { name: 'Clients' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(menu()).getByRole('link', { name: 'Liste des clients' }).getAttribute('aria-current')).toBe(
      'page',
    );

    navigation.pathname = '/clients/u-42';
    rerender(<SideMenu sections={menuFor(['CA'])} />);
    expect(within(menu()).getByRole('button', { name: 'Clients' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(
      within(menu()).getByRole('link', { name: 'Liste des clients' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('lets the user close the current section', async () => {
    navigation.pathname = '/projets';
    render(<SideMenu sections={menuFor(['CA'])} />);
    const projects = within(menu()).getByRole('button', { name: 'Projets' });
    await userEvent.setup().click(projects);
    expect(projects.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu()).queryByRole('link', { name: 'Liste des projets' })).toBeNull();
  });

  it('shows only the sections the roles allow', () => {
    render(<SideMenu sections={menuFor(['FINANCE'])} />);
    const labels = within(menu())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toContain('Exports');
    expect(labels).not.toContain('Utilisateurs');
    expect(labels).not.toContain('Rapports');
  });

  it('ends with "Mon compte" and a "Déconnexion" button posting to /deconnexion', () => {
    navigation.pathname = '/compte';
    render(<SideMenu sections={menuFor(['CC'])} />);
    const account = within(menu()).getByRole('link', { name: 'Mon compte' });
    expect(account.getAttribute('href')).toBe('/compte');
    expect(account.getAttribute('aria-current')).toBe('page');
    // A POST of this origin: a link another site could make the browser follow would sign staff out.
    const signOut = within(menu()).getByRole('button', { name: 'Déconnexion' });
    expect(signOut.closest('form')?.getAttribute('method')).toBe('post');
    expect(signOut.closest('form')?.getAttribute('action')).toBe('/deconnexion');
  });
});

describe('menu state', () => {
  it('counts a page under a link as within it, but not a sibling sharing its prefix', () => {
    expect(isWithin('/factures/f-1', '/factures')).toBe(true);
    expect(isWithin('/factures-pro/f-1', '/factures')).toBe(false);
    expect(isWithin('/clients', '/')).toBe(false);
    expect(isWithin('/', '/')).toBe(true);
  });

  it('finds no current section on pages outside the menu', () => {
    expect(currentSectionId(menuFor(['SUPPORT']), '/compte')).toBeNull();
    expect(currentSectionId(menuFor(['SUPPORT']), '/utilisateurs/u-1')).toBe('users');
  });
});
