'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { CommandPaletteProps } from './command-palette';
import type { Role } from '@/lib/domain/roles';

const loadPalette = () => import('./command-palette');

// Every screen loads the shell: only this listener and button are in it, the palette (its dialog,
// the role table's entries, the identifier shapes) loads on first opening. React.lazy rather than
// next/dynamic, whose runtime would add 3 kB to every page; it renders only after a key or click,
// so there is nothing to render on the server anyway.
// A chunk that fails to load (offline, a deployment in between) leaves the page as it was rather
// than crashing it through the error boundary; the next page load tries again.
const CommandPalette = lazy<ComponentType<CommandPaletteProps>>(() =>
  loadPalette().then(
    (module) => ({ default: module.CommandPalette }),
    () => ({ default: () => null }),
  ),
);

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
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) would take the focus away.
      event.preventDefault();
      setWanted(true);
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
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={
          'focus-ring inline-flex h-9 items-center gap-3 rounded-md border border-border bg-surface-muted px-3 ' +
          'text-sm text-fg-muted hover:bg-surface-hover'
        }
      >
        Aller à…
        <kbd className="rounded border border-border bg-surface px-1.5 font-sans text-xs">Ctrl K</kbd>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} roles={roles} />
        </Suspense>
      ) : null}
    </>
  );
}
