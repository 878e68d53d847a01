// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaletteLauncher } from '@/components/command-palette/palette-launcher';
import { PALETTE_LOAD_FAILED, PALETTE_TITLE } from '@/lib/palette/messages';
import { notify } from '@/components/ui/notify';

const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/components/ui/notify', () => ({ notify: vi.fn(() => Promise.resolve()) }));
// The palette's chunk fails to arrive the first time (offline, a deployment in between).
vi.mock('@/components/command-palette/command-palette', async (importOriginal) => {
  attempts.count += 1;
  if (attempts.count === 1) throw new Error('Failed to load chunk');
  return importOriginal();
});

afterEach(cleanup);

describe('the palette launcher when the palette cannot be fetched', () => {
  it('says so in French, leaves the page as it was, and fetches it again on the next opening', async () => {
    const user = userEvent.setup();
    render(<PaletteLauncher roles={['SUPPORT']} />);
    await act(() => user.keyboard('{Control>}k{/Control}'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ level: 'error', message: PALETTE_LOAD_FAILED }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(PALETTE_LOAD_FAILED).toBe("La palette de commandes n'a pas pu se charger, merci de réessayer.");

    await act(() => user.click(screen.getByRole('button', { name: /Aller à/ })));
    expect(await screen.findByRole('dialog', { name: PALETTE_TITLE })).toBeDefined();
    expect(attempts.count).toBe(2);
  });
});
