'use client';

import { useEffect, useState } from 'react';
import { lazyComponent, useLazyComponent } from '@/components/ui/lazy-component';
import { notify } from '@/components/ui/notify';
import { PALETTE_LOAD_FAILED } from '@/lib/palette/messages';
import type { Role } from '@/lib/domain/roles';
import type { MenuView } from '@/lib/views/menu';

// Every screen loads the shell: only this listener and button are in it, the palette (its dialog,
// the role table's entries, the identifier shapes) loads on first opening. A chunk that fails to
// load (offline, a deployment in between) says so and is fetched again on the next opening; the
// page stays as it was.
const palette = lazyComponent(() => import('./command-palette').then((module) => module.CommandPalette));

/** Ctrl+K or ⌘K, with no other modifier. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/**
 * Opens the command palette from anywhere in the signed-in app (Ctrl+K / ⌘K, or the header
 * button). The roles come from the server session: the palette lists what they allow, with no
 * call of its own.
 */
export function PaletteLauncher({
  roles,
  views = [],
}: {
  roles: readonly Role[];
  views?: readonly MenuView[];
}) {
  const [open, setOpen] = useState(false);
  const { Component: Palette } = useLazyComponent(palette, open, () => {
    setOpen(false);
    void notify({ level: 'error', message: PALETTE_LOAD_FAILED });
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) would take the focus away.
      event.preventDefault();
      setOpen((isOpen) => !isOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        // A pointer on its way to the button starts loading the palette.
        onPointerEnter={() => void palette.preload().catch(() => undefined)}
        onClick={() => setOpen(true)}
        className={
          'focus-ring inline-flex h-9 items-center gap-3 rounded-md border border-border bg-surface-muted px-3 ' +
          'text-sm text-fg-muted hover:bg-surface-hover'
        }
      >
        Aller à…
        <kbd className="rounded border border-border bg-surface px-1.5 font-sans text-xs">Ctrl K</kbd>
      </button>
      {Palette ? <Palette open={open} onOpenChange={setOpen} roles={roles} views={views} /> : null}
    </>
  );
}
