'use client';

import { Popover } from 'radix-ui';
import type { RefObject } from 'react';
import { cn } from '@/components/ui/cn';
import type { SearchSuggestion } from './search-suggestions';

export interface SuggestionsPopoverProps {
  /** The search box: the list opens under it, and pressing it does not close the list. */
  anchor: RefObject<HTMLInputElement | null>;
  listId: string;
  optionId: (index: number) => string;
  term: string;
  suggestions: readonly SearchSuggestion[];
  loading: boolean;
  activeIndex: number;
  onPick: (suggestion: SearchSuggestion) => void;
  onHover: (index: number) => void;
  onDismiss: () => void;
}

/**
 * The header search's suggestions: a listbox under the search box, which keeps the focus (the box
 * names the active option with aria-activedescendant). Radix's popover places it, keeps it in the
 * window and closes it on Escape or a press outside. Loaded on first typing, with its Radix part:
 * every page loads the header.
 */
export function SuggestionsPopover({
  anchor,
  listId,
  optionId,
  term,
  suggestions,
  loading,
  activeIndex,
  onPick,
  onHover,
  onDismiss,
}: SuggestionsPopoverProps) {
  return (
    <Popover.Root open onOpenChange={(open) => !open && onDismiss()}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLInputElement>} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // The focus stays in the search box while the list is open, and after it closes.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchor.current?.contains(event.target))
              event.preventDefault();
          }}
          // Not a dialog: a list the box controls, which reads its options.
          role="presentation"
          className={cn(
            'z-30 w-[26rem] max-w-[calc(100vw-1rem)] min-w-(--radix-popover-trigger-width)',
            'overflow-hidden rounded-md border border-border bg-surface text-fg shadow-lg',
          )}
        >
          {suggestions.length > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-label="Suggestions"
              className="max-h-[60vh] overflow-y-auto p-1"
            >
              {suggestions.map((suggestion, index) => (
                <li
                  key={suggestion.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // The box keeps the focus: a press picks without blurring it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== activeIndex && onHover(index)}
                  onClick={() => onPick(suggestion)}
                  className={cn(
                    'flex cursor-pointer items-start justify-between gap-3 rounded px-2 py-1.5 text-sm',
                    index === activeIndex && 'bg-brand-50 text-brand-900',
                  )}
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-medium" title={suggestion.label}>
                      {suggestion.label}
                    </span>
                    {suggestion.detail ? (
                      <span className="truncate text-xs text-fg-muted" title={suggestion.detail}>
                        {suggestion.detail}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 pt-0.5 text-xs whitespace-nowrap text-fg-muted">
                    {suggestion.kind}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-2 text-sm text-fg-muted">
              {loading ? 'Recherche en cours…' : `Aucune suggestion pour « ${term} ».`}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
