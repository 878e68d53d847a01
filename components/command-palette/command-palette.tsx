'use client';

import { CornerDownLeft, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { noSearchResult } from '@/lib/domain/error-texts';
import type { Role } from '@/lib/domain/roles';
import type { MenuView } from '@/lib/views/menu';
import { PALETTE_GROUP_LABELS, paletteEntries, type PaletteEntry } from '@/lib/palette/entries';
import { useSearchSuggestions } from '@/components/shell/use-search-suggestions';
import { openFromPaletteAction } from './open-action';
import { PALETTE_INPUT_LABEL, PALETTE_TITLE } from '@/lib/palette/messages';

/** "3 résultats", as the live region reads it. */
export function resultCount(count: number): string {
  if (count === 0) return 'Aucun résultat';
  return count === 1 ? '1 résultat' : `${count} résultats`;
}

interface Group {
  readonly id: PaletteEntry['group'];
  readonly entries: readonly PaletteEntry[];
}

/** Consecutive entries of one group under one heading (the entries come already ordered). */
function grouped(entries: readonly PaletteEntry[]): Group[] {
  const groups: Group[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.id === entry.group) (last.entries as PaletteEntry[]).push(entry);
    else groups.push({ id: entry.group, entries: [entry] });
  }
  return groups;
}

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly Role[];
  /** The staff member's saved views, listed with the screens. */
  views?: readonly MenuView[];
}

/**
 * The Ctrl+K palette: a combobox over the entries of lib/palette/entries.ts in a modal dialog.
 * Focus stays in the text box; the arrows, Home and End move the active option
 * (aria-activedescendant), Enter runs it, Escape closes; the count is announced politely.
 */
export function CommandPalette({ open, onOpenChange, roles, views = [] }: CommandPaletteProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-950/40 backdrop-blur-[1px]" />
        <Dialog.Content
          className={
            'fixed top-[12vh] left-1/2 z-50 flex max-h-[70vh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 ' +
            'flex-col overflow-hidden rounded-lg border border-border bg-surface text-fg shadow-xl outline-none'
          }
        >
          <Dialog.Title className="sr-only">{PALETTE_TITLE}</Dialog.Title>
          <Dialog.Description className="sr-only">
            Saisissez un RID, un SGID, un SIRET, un e-mail, un téléphone, un identifiant ou un texte à
            rechercher, ou le nom d’un écran. Flèches pour choisir, Entrée pour ouvrir, Échap pour fermer.
          </Dialog.Description>
          <PaletteBody roles={roles} views={views} close={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted on each opening, so the palette always starts empty. */
function PaletteBody({
  roles,
  views,
  close,
}: {
  roles: readonly Role[];
  views: readonly MenuView[];
  close: () => void;
}) {
  const router = useRouter();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (entry: PaletteEntry) => `${baseId}-${entry.id}`;
  const [input, setInput] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [running, setRunning] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const { suggestions } = useSearchSuggestions(input);
  const entries = useMemo(
    () => paletteEntries(input, roles, suggestions, views),
    [input, roles, suggestions, views],
  );
  const active = entries[Math.min(activeIndex, entries.length - 1)];

  useEffect(() => {
    if (!active) return;
    listRef.current?.ownerDocument.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on baseId only, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const go = (href: string) => {
    close();
    router.push(href);
  };

  const run = async (entry: PaletteEntry | undefined) => {
    if (!entry || running) return;
    if (entry.disabledReason) {
      setMessage(entry.disabledReason);
      return;
    }
    if (entry.kind === 'link') {
      go(entry.href);
      return;
    }
    setRunning(entry.id);
    setMessage(null);
    try {
      const result = await openFromPaletteAction({
        value: entry.value,
        hitTypes: entry.hitTypes ? [...entry.hitTypes] : null,
      });
      if (result.ok && result.data) go(result.data);
      else if (result.ok) setMessage(noSearchResult(entry.value));
      else if (result.redirectTo) go(result.redirectTo);
      else setMessage(result.message);
    } catch {
      setMessage('La recherche n’a pas abouti. Merci de réessayer.');
    } finally {
      setRunning(null);
    }
  };

  const move = (index: number) => {
    setMessage(null);
    setActiveIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = entries.length;
    if (count === 0) return;
    const current = Math.min(activeIndex, count - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move((current + 1) % count),
      ArrowUp: () => move((current - 1 + count) % count),
      Home: () => move(0),
      End: () => move(count - 1),
      Enter: () => void run(active),
    };
    const handle = keys[event.key];
    if (!handle || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    handle();
  };

  const busy = running !== null;
  const status = busy ? 'Recherche en cours…' : (message ?? resultCount(entries.length));

  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4">
        {busy ? (
          <Spinner size="sm" decorative />
        ) : (
          <Search aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
        )}
        <input
          role="combobox"
          aria-label={PALETTE_INPUT_LABEL}
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          aria-busy={busy}
          autoComplete="off"
          spellCheck={false}
          placeholder="RID, e-mail, téléphone, SIRET… ou un écran"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            move(0);
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-fg-subtle"
        />
        <kbd className="rounded border border-border px-1.5 text-xs text-fg-muted">Échap</kbd>
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Résultats"
        className="min-h-0 flex-1 overflow-y-auto p-2"
      >
        {grouped(entries).map((group) => (
          <div key={group.id} role="group" aria-labelledby={`${baseId}-group-${group.id}`} className="py-1">
            <div
              id={`${baseId}-group-${group.id}`}
              aria-hidden="true"
              className="px-2 pt-1 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              {PALETTE_GROUP_LABELS[group.id]}
            </div>
            {group.entries.map((entry) => {
              const isActive = entry === active;
              return (
                <div
                  key={entry.id}
                  id={optionId(entry)}
                  role="option"
                  aria-selected={isActive}
                  aria-disabled={entry.disabledReason ? true : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => !isActive && move(entries.indexOf(entry))}
                  onClick={() => void run(entry)}
                  className={cn(
                    'flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-2 text-sm',
                    isActive && 'bg-brand-50 text-brand-900',
                    entry.disabledReason && 'cursor-default text-fg-subtle',
                  )}
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{entry.label}</span>
                    {entry.disabledReason ? <span className="text-xs">{entry.disabledReason}</span> : null}
                    {entry.kind === 'link' && entry.detail ? (
                      <span className="truncate text-xs text-fg-muted">{entry.detail}</span>
                    ) : null}
                  </span>
                  {isActive ? (
                    <CornerDownLeft aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cn(
          'border-t border-border px-4 py-2 text-xs',
          message && !busy ? 'text-fg' : 'text-fg-muted',
        )}
      >
        {status}
      </p>
    </>
  );
}
