// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListViewRow } from '@/components/views/view-fields';
import { VIEW_MESSAGES as M } from '@/lib/views/messages';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/components/views/view-actions', () => ({
  saveViewAction: vi.fn(),
  renameViewAction: vi.fn(),
  shareViewAction: vi.fn(),
  deleteViewAction: vi.fn(),
}));
const notify = vi.fn();
vi.mock('@/components/ui/notify', () => ({ notify, notifyResult: vi.fn() }));
// The open panel's rows come in a chunk of their own; `offline` makes fetching it fail.
let offline = false;
vi.mock('@/components/views/view-rows', async (importOriginal) => {
  if (offline) throw new Error('network down');
  return importOriginal();
});
const { ViewsBar } = await import('@/components/views/views-bar');
afterEach(cleanup);

const VIEW: ListViewRow = {
  id: 'v1',
  name: 'Professionnels inactifs',
  href: '/clients?status=INACTIVE&type=PROFESSIONAL',
  count: 13,
  queue: false,
  sharedRoles: ['SUPPORT', 'BD'],
  ownerName: 'Back-office',
  canChange: true,
};

describe('the saved views bar', () => {
  it("closes its panel and says so when the rows' code cannot be fetched, then tries again", async () => {
    offline = true;
    render(<ViewsBar list="users" query="" views={[VIEW]} shareable={['SUPPORT', 'BD']} canQueue={false} />);
    const toggle = screen.getByRole('button', { name: `${M.menu} (1)` });
    const user = userEvent.setup();
    await user.click(toggle);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ level: 'error', message: M.panelLoadFailed }),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();

    offline = false;
    await user.click(toggle);
    expect((await screen.findByRole('link', { name: VIEW.name })).getAttribute('href')).toBe(VIEW.href);
  });

  it('sends no row of its closed panel, and draws them when the panel opens', async () => {
    render(<ViewsBar list="users" query="" views={[VIEW]} shareable={['SUPPORT', 'BD']} canQueue={false} />);
    const toggle = screen.getByRole('button', { name: `${M.menu} (1)` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Hidden or not: a closed panel holds nothing, so a list page does not send its rows.
    expect(screen.queryByRole('link', { name: VIEW.name, hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: M.rename, hidden: true })).toBeNull();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The rows come once their code is there.
    expect((await screen.findByRole('link', { name: VIEW.name })).getAttribute('href')).toBe(VIEW.href);
    for (const label of [M.rename, M.share, M.remove])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();

    await user.click(toggle);
    expect(screen.queryByRole('link', { name: VIEW.name, hidden: true })).toBeNull();
  });
});
