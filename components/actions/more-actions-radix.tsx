'use client';

import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  MORE_ACTIONS_LABEL,
  UNAVAILABLE_ACTIONS_HEADING,
  type MoreActionsMenuProps,
} from './more-actions-labels';

function UnavailableItem({ label, reason }: { label: string; reason: string }) {
  const id = useId();
  return (
    // Focusable, unlike a Radix `disabled` item, so that a keyboard or screen-reader user reaches
    // the reason too; choosing it does nothing and leaves the menu open.
    <DropdownMenu.Item
      aria-disabled="true"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-reason`}
      onSelect={(event) => event.preventDefault()}
      className="flex cursor-not-allowed flex-col gap-0.5 rounded-sm px-3 py-2 outline-none data-highlighted:bg-surface-hover"
    >
      <span id={`${id}-label`} className="text-sm font-medium text-fg-muted">
        {label}
      </span>
      <span id={`${id}-reason`} className="text-xs text-fg-muted">
        {reason}
      </span>
    </DropdownMenu.Item>
  );
}

/** The Radix part of MoreActionsMenu, fetched once the page is shown. */
export function MoreActionsRadixMenu({
  items,
  defaultOpen,
}: MoreActionsMenuProps & { defaultOpen: boolean }) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost">
          {MORE_ACTIONS_LABEL}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 flex max-w-sm flex-col rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold text-fg-subtle">
            {UNAVAILABLE_ACTIONS_HEADING}
          </DropdownMenu.Label>
          {items.map((item) => (
            <UnavailableItem key={item.label} {...item} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
