'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { notify } from '@/components/ui/notify';
import type { CommandPaletteProps } from './command-palette';
import { PALETTE_LOAD_FAILED } from './texts';
import type { Role } from '@/lib/domain/roles';

type Palette = ComponentType<CommandPaletteProps>;

// Every screen loads the shell: only this listener and button are in it, the palette (its dialog,
// the role table's entries, the identifier shapes) loads on first opening. Not React.lazy, which
// keeps a failed load for good: a chunk that fails to load (offline, a deployment in between)
// says so and is fetched again on the next opening, and the page stays as it was.
let loaded: Palette | null = null;
let loading: Promise<Palette> | null = null;

function loadPalette(): Promise<Palette> {
  loading ??= import('./command-palette').then(
    (module) => (loaded = module.CommandPalette),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

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
export function PaletteLauncher({ roles }: { roles: readonly Role[] }) {
  const [open, setOpen] = useState(false);
  const [Palette, setPalette] = useState<Palette | null>(() => loaded);

  useEffect(() => {
    if (!open || Palette) return;
    let live = true;
    loadPalette().then(
      (component) => live && setPalette(() => component),
      () => {
        if (!live) return;
        setOpen(false);
        void notify({ level: 'error', message: PALETTE_LOAD_FAILED });
      },
    );
    return () => {
      live = false;
    };
  }, [open, Palette]);

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
        onPointerEnter={() => void loadPalette().catch(() => undefined)}
        onClick={() => setOpen(true)}
        className={
          'focus-ring inline-flex h-9 items-center gap-3 rounded-md border border-border bg-surface-muted px-3 ' +
          'text-sm text-fg-muted hover:bg-surface-hover'
        }
      >
        Aller à…
        <kbd className="rounded border border-border bg-surface px-1.5 font-sans text-xs">Ctrl K</kbd>
      </button>
      {Palette ? <Palette open={open} onOpenChange={setOpen} roles={roles} /> : null}
    </>
  );
}
